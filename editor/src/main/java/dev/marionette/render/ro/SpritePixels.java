package dev.marionette.render.ro;

import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;

/**
 * Turns SPR images into premultiplied ARGB pixels with a layer's tint applied (act-spr.md sections 1.3 and 3,
 * step 6): indexed images multiply the palette colours by the tint, RGBA images multiply every channel,
 * alpha included. Palette index 0 is transparent whatever colour it holds (section 2).
 *
 * <p>Rounding, so that results are reproducible: a channel {@code c} tinted by {@code t} becomes
 * {@code round(c·t/255)}, and a colour channel {@code c} of alpha {@code a} is stored premultiplied as
 * {@code round(c·a/255)} (halves round up).
 */
final class SpritePixels {

    private SpritePixels() {
    }

    /** Pixels of an indexed image, premultiplied ARGB, top-down. A null palette shows indices as greys. */
    static int[] indexed(IndexedImage image, Palette palette, int tint) {
        int[] lut = tintedPalette(palette, tint);
        byte[] indices = image.pixels();
        int[] out = new int[indices.length];
        for (int i = 0; i < indices.length; i++) {
            out[i] = lut[indices[i] & 0xFF];
        }
        return out;
    }

    /** Pixels of an RGBA image, premultiplied ARGB, top-down. */
    static int[] rgba(RgbaImage image, int tint) {
        int[] pixels = image.pixels();
        int tr = tint >>> 24;
        int tg = (tint >>> 16) & 0xFF;
        int tb = (tint >>> 8) & 0xFF;
        int ta = tint & 0xFF;
        for (int i = 0; i < pixels.length; i++) {
            int p = pixels[i];
            pixels[i] = premultiplied(multiply(p >>> 24, ta), multiply((p >>> 16) & 0xFF, tr),
                    multiply((p >>> 8) & 0xFF, tg), multiply(p & 0xFF, tb));
        }
        return pixels;
    }

    /** The 256 palette colours tinted and premultiplied; entry 0 is transparent. */
    static int[] tintedPalette(Palette palette, int tint) {
        int tr = tint >>> 24;
        int tg = (tint >>> 16) & 0xFF;
        int tb = (tint >>> 8) & 0xFF;
        // Palette colours are opaque (their fourth byte is not alpha), so the tint's alpha is the pixel's.
        int alpha = tint & 0xFF;
        int[] lut = new int[Palette.SIZE];
        for (int i = 1; i < Palette.SIZE; i++) {
            int r = palette == null ? i : palette.red(i);
            int g = palette == null ? i : palette.green(i);
            int b = palette == null ? i : palette.blue(i);
            lut[i] = premultiplied(alpha, multiply(r, tr), multiply(g, tg), multiply(b, tb));
        }
        return lut;
    }

    /** {@code round(channel·factor/255)} for two values in 0..255. */
    static int multiply(int channel, int factor) {
        return (channel * factor + 127) / 255;
    }

    /** Packs a non-premultiplied colour as premultiplied ARGB. */
    static int premultiplied(int a, int r, int g, int b) {
        if (a == 0) {
            return 0;
        }
        if (a != 255) {
            r = multiply(r, a);
            g = multiply(g, a);
            b = multiply(b, a);
        }
        return a << 24 | r << 16 | g << 8 | b;
    }
}
