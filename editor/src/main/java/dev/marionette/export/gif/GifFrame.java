package dev.marionette.export.gif;

import dev.marionette.export.ExportPreview;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One frame of an animated GIF: palette indices, top row first, {@code width * height} of them.
 *
 * @param delay how long the frame shows, in hundredths of a second (GIF's unit)
 */
public record GifFrame(int width, int height, byte[] indices, GifPalette palette, int delay) {

    public GifFrame {
        if (width < 1 || height < 1 || width > 0xFFFF || height > 0xFFFF) {
            throw new IllegalArgumentException("GIF frame size " + width + "x" + height);
        }
        if (indices.length != width * height) {
            throw new IllegalArgumentException(indices.length + " indices for " + width + "x" + height);
        }
        if (delay < 0 || delay > 0xFFFF) {
            throw new IllegalArgumentException("GIF delay " + delay);
        }
    }

    /** The preview of {@code gif}: its frames as they will play. */
    public static ExportPreview preview(List<GifFrame> gif, String description) {
        List<BufferedImage> images = new ArrayList<>(gif.size());
        List<Integer> delays = new ArrayList<>(gif.size());
        for (GifFrame f : gif) {
            images.add(f.toImage());
            delays.add(f.delay() * 10);
        }
        return new ExportPreview(images, delays, description);
    }

    /** The frame as an ARGB image, as a viewer shows it (for previews and tests). */
    public BufferedImage toImage() {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        int[] argb = new int[indices.length];
        for (int i = 0; i < argb.length; i++) {
            argb[i] = palette.argb(indices[i] & 0xFF);
        }
        image.setRGB(0, 0, width, height, argb, 0, width);
        return image;
    }

    /** This frame enlarged {@code scale} times, nearest neighbour. */
    public GifFrame scaled(int scale) {
        if (scale == 1) {
            return this;
        }
        int w = width * scale;
        int h = height * scale;
        byte[] out = new byte[w * h];
        for (int y = 0; y < height; y++) {
            int rowStart = y * scale * w;
            for (int x = 0; x < width; x++) {
                Arrays.fill(out, rowStart + x * scale, rowStart + x * scale + scale, indices[y * width + x]);
            }
            for (int r = 1; r < scale; r++) {
                System.arraycopy(out, rowStart, out, rowStart + r * w, w);
            }
        }
        return new GifFrame(w, h, out, palette, delay);
    }
}
