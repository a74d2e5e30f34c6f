package dev.marionette.editor.ro.sprites;

import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;

/**
 * Turns a true-colour picture into an indexed SPR image with the sheet's palette: pixels with alpha under
 * 128 become index 0 (transparent, whatever its colour), the others the nearest of entries 1..255 by
 * squared RGB distance. With dithering, each pixel's error is spread to its neighbours (Floyd-Steinberg), so
 * gradients the palette lacks come out as patterns instead of bands.
 */
public final class PaletteMatcher {

    private static final int ALPHA_THRESHOLD = 128;

    private final Palette palette;
    /** Nearest entries found so far, by 0xRRGGBB: sprites reuse few colours. */
    private final java.util.Map<Integer, Integer> cache = new java.util.HashMap<>();

    public PaletteMatcher(Palette palette) {
        this.palette = palette;
    }

    /** The indexed image nearest to {@code image}. */
    public IndexedImage toIndexed(RgbaImage image, boolean dither) {
        int w = image.width();
        int h = image.height();
        int[] argb = image.pixels();
        byte[] out = new byte[w * h];
        float[][] error = dither ? new float[2][(w + 2) * 3] : null;
        for (int y = 0; y < h; y++) {
            if (dither) {
                float[] swap = error[0];
                error[0] = error[1];
                error[1] = swap;
                java.util.Arrays.fill(error[1], 0);
            }
            for (int x = 0; x < w; x++) {
                int p = argb[y * w + x];
                if ((p >>> 24) < ALPHA_THRESHOLD) {
                    continue;
                }
                int r = (p >>> 16) & 0xFF;
                int g = (p >>> 8) & 0xFF;
                int b = p & 0xFF;
                if (dither) {
                    int e = (x + 1) * 3;
                    r = clamp(r + Math.round(error[0][e]));
                    g = clamp(g + Math.round(error[0][e + 1]));
                    b = clamp(b + Math.round(error[0][e + 2]));
                }
                int index = nearest(r, g, b);
                out[y * w + x] = (byte) index;
                if (dither) {
                    spread(error, x, r - palette.red(index), g - palette.green(index), b - palette.blue(index));
                }
            }
        }
        return new IndexedImage(w, h, out);
    }

    private static void spread(float[][] error, int x, int er, int eg, int eb) {
        int right = (x + 2) * 3;
        int left = x * 3;
        int here = (x + 1) * 3;
        add(error[0], right, er, eg, eb, 7f / 16);
        add(error[1], left, er, eg, eb, 3f / 16);
        add(error[1], here, er, eg, eb, 5f / 16);
        add(error[1], right, er, eg, eb, 1f / 16);
    }

    private static void add(float[] row, int at, int er, int eg, int eb, float share) {
        row[at] += er * share;
        row[at + 1] += eg * share;
        row[at + 2] += eb * share;
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(255, v));
    }

    /** The palette entry (1..255) nearest to the colour. */
    public int nearest(int r, int g, int b) {
        int key = r << 16 | g << 8 | b;
        Integer cached = cache.get(key);
        if (cached != null) {
            return cached;
        }
        int best = 1;
        long bestDistance = Long.MAX_VALUE;
        for (int i = 1; i < Palette.SIZE; i++) {
            int dr = palette.red(i) - r;
            int dg = palette.green(i) - g;
            int db = palette.blue(i) - b;
            long d = (long) dr * dr + (long) dg * dg + (long) db * db;
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        cache.put(key, best);
        return best;
    }
}
