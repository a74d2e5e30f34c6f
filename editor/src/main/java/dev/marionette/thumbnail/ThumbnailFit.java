package dev.marionette.thumbnail;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;

/**
 * Fits a picture into a square of a given size, keeping its proportions. Pixel art stays pixel art: a picture
 * smaller than the square grows by a whole factor, each pixel a block (a 40-pixel sprite at 128 becomes 3 times
 * as large, not blurred); a larger one shrinks smoothly, halving in steps so thin lines do not vanish.
 */
final class ThumbnailFit {

    private ThumbnailFit() {
    }

    /** {@code picture} cropped to {@code crop} (null: whole) and fitted into {@code size} x {@code size}. */
    static BufferedImage fit(BufferedImage picture, Rectangle crop, int size) {
        BufferedImage image = crop == null ? picture
                : picture.getSubimage(crop.x, crop.y, crop.width, crop.height);
        int w = image.getWidth();
        int h = image.getHeight();
        int longest = Math.max(w, h);
        if (longest <= size) {
            int factor = Math.max(1, size / longest);
            return scaled(image, w * factor, h * factor, false);
        }
        BufferedImage current = image;
        // Halve while the result stays at least twice the target: each step averages its pixels well.
        while (Math.max(current.getWidth(), current.getHeight()) >= 2 * size) {
            current = scaled(current, Math.max(1, current.getWidth() / 2), Math.max(1, current.getHeight() / 2),
                    true);
        }
        double scale = (double) size / Math.max(current.getWidth(), current.getHeight());
        int tw = Math.max(1, Math.min(size, (int) Math.round(current.getWidth() * scale)));
        int th = Math.max(1, Math.min(size, (int) Math.round(current.getHeight() * scale)));
        return scaled(current, tw, th, true);
    }

    private static BufferedImage scaled(BufferedImage image, int w, int h, boolean smooth) {
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = out.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, smooth
                    ? RenderingHints.VALUE_INTERPOLATION_BILINEAR : RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR);
            g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            g.drawImage(image, 0, 0, w, h, null);
        } finally {
            g.dispose();
        }
        return out;
    }
}
