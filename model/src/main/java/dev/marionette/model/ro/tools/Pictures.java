package dev.marionette.model.ro.tools;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ImageConversion;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;

/**
 * Pixel work on sprite images as top-down ARGB pictures: what an image looks like (indexed images through the
 * palette, index 0 transparent), a silhouette in one colour, and an outline around the visible pixels.
 *
 * @param width  width in pixels
 * @param height height in pixels
 * @param argb   non-premultiplied {@code 0xAARRGGBB}, top-down
 */
public record Pictures(int width, int height, int[] argb) {

    /** The picture an image of the sheet shows, or null when the sheet has no such image (or no palette). */
    public static Pictures of(SpriteSheet sheet, int type, int index) {
        if (index < 0) {
            return null;
        }
        if (type == SpriteLayer.TYPE_INDEXED && index < sheet.indexedImages().size() && sheet.palette() != null) {
            IndexedImage image = sheet.indexedImages().get(index);
            return of(ImageConversion.toRgba(image, sheet.palette()));
        }
        if (type == SpriteLayer.TYPE_RGBA && index < sheet.rgbaImages().size()) {
            return of(sheet.rgbaImages().get(index));
        }
        return null;
    }

    /** The picture of an RGBA image. */
    public static Pictures of(RgbaImage image) {
        return new Pictures(image.width(), image.height(), image.pixels());
    }

    /** The picture of an indexed image with {@code palette}'s colours. */
    public static Pictures of(IndexedImage image, Palette palette) {
        return of(ImageConversion.toRgba(image, palette));
    }

    /** The same shape in one colour ({@code 0xRRGGBB}), every pixel keeping its alpha. */
    public Pictures silhouette(int rgb) {
        int[] out = new int[argb.length];
        for (int i = 0; i < argb.length; i++) {
            int alpha = argb[i] >>> 24;
            out[i] = alpha == 0 ? 0 : alpha << 24 | (rgb & 0xFF_FFFF);
        }
        return new Pictures(width, height, out);
    }

    /**
     * A ring {@code thickness} pixels wide around the visible pixels (alpha 128 or more), in one opaque
     * colour: a picture {@code 2 * thickness} larger each way, the source at ({@code thickness},
     * {@code thickness}) in it. A pixel is in the ring when it is not visible in the source and a visible
     * source pixel lies within {@code thickness} pixels of it, diagonals included (a square neighbourhood).
     */
    public Pictures outline(int rgb, int thickness) {
        if (thickness < 1) {
            throw new IllegalArgumentException("thickness " + thickness);
        }
        int w = width + 2 * thickness;
        int h = height + 2 * thickness;
        boolean[] solid = new boolean[w * h];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                solid[(y + thickness) * w + x + thickness] = (argb[y * width + x] >>> 24) >= 128;
            }
        }
        int colour = 0xFF00_0000 | (rgb & 0xFF_FFFF);
        int[] out = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                if (!solid[y * w + x] && near(solid, w, h, x, y, thickness)) {
                    out[y * w + x] = colour;
                }
            }
        }
        return new Pictures(w, h, out);
    }

    private static boolean near(boolean[] solid, int w, int h, int x, int y, int r) {
        for (int dy = -r; dy <= r; dy++) {
            int yy = y + dy;
            if (yy < 0 || yy >= h) {
                continue;
            }
            for (int dx = -r; dx <= r; dx++) {
                int xx = x + dx;
                if (xx >= 0 && xx < w && solid[yy * w + xx]) {
                    return true;
                }
            }
        }
        return false;
    }

    /** True when no pixel is visible. */
    public boolean isBlank() {
        for (int p : argb) {
            if ((p >>> 24) != 0) {
                return false;
            }
        }
        return true;
    }
}
