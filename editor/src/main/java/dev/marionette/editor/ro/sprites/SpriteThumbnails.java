package dev.marionette.editor.ro.sprites;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.render.ro.SpriteImageCache;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.Map;
import java.util.WeakHashMap;
import javax.swing.Icon;
import javax.swing.ImageIcon;

/**
 * Small pictures of the sheet's images for the layer table and the sprite strip: each image fitted into a
 * square, scaled nearest-neighbour (up to 4&times; for tiny ones) so pixels stay crisp. Made once per image
 * object and size, and forgotten with the image (SPR images are immutable, so the object identifies the
 * pixels; a palette change makes new indexed entries through the cache).
 */
public final class SpriteThumbnails {

    private final SpriteImageCache images;
    private final Map<BufferedImage, Map<Integer, Icon>> icons = new WeakHashMap<>();

    public SpriteThumbnails(SpriteImageCache images) {
        this.images = images;
    }

    /** The image of type {@code type}, index {@code index} fitted in {@code size} pixels, or null if none. */
    public Icon icon(int type, int index, int size) {
        BufferedImage image = images.image(type, index, SpriteLayer.DEFAULT_TINT);
        if (image == null) {
            return null;
        }
        return icons.computeIfAbsent(image, i -> new java.util.HashMap<>())
                .computeIfAbsent(size, s -> new ImageIcon(fit(image, s)));
    }

    private static BufferedImage fit(BufferedImage image, int size) {
        int w = image.getWidth();
        int h = image.getHeight();
        double scale = Math.min(4, Math.min(size / (double) w, size / (double) h));
        int tw = Math.max(1, (int) Math.round(w * scale));
        int th = Math.max(1, (int) Math.round(h * scale));
        BufferedImage out = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D g = out.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION,
                    scale >= 1 ? RenderingHints.VALUE_INTERPOLATION_NEAREST_NEIGHBOR
                            : RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.drawImage(image, (size - tw) / 2, (size - th) / 2, tw, th, null);
        } finally {
            g.dispose();
        }
        return out;
    }
}
