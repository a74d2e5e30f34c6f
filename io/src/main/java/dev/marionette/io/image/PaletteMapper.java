package dev.marionette.io.image;

import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;

/**
 * Maps a true-colour picture onto a character's palette (used when importing pictures and when an ACD names a
 * picture that is not an 8-bit BMP on the colour table): each opaque pixel becomes the nearest palette colour
 * (squared distance in RGB, weighted 2:4:3 as the eye sees it), optionally with Floyd-Steinberg error
 * diffusion; transparent pixels (by alpha, or one chosen colour) become the transparent index. The transparent
 * index is never chosen for an opaque pixel, so nothing opaque disappears.
 */
public final class PaletteMapper {

    /** How transparency is found in the picture. */
    public enum Transparency {
        /** Pixels whose alpha is below half are transparent. */
        ALPHA,
        /** Pixels of exactly {@link Options#keyColor()} (and, as with ALPHA, see-through pixels) are transparent. */
        COLOR
    }

    /**
     * @param dither       Floyd-Steinberg error diffusion
     * @param transparency how transparent pixels are recognised
     * @param keyColor     the transparent colour for {@link Transparency#COLOR}, {@code 0xRRGGBB}
     */
    public record Options(boolean dither, Transparency transparency, int keyColor) {

        /** Nearest colour, no dithering, transparency from alpha. */
        public static final Options DEFAULT = new Options(false, Transparency.ALPHA, 0);
    }

    private final int[] palette;
    private final int transparentIndex;
    private final Map<Integer, Integer> nearestCache = new HashMap<>();

    /**
     * @param palette          {@code 0x00RRGGBB} entries
     * @param transparentIndex the character's transparent index
     */
    public PaletteMapper(int[] palette, int transparentIndex) {
        this.palette = palette.clone();
        this.transparentIndex = transparentIndex;
    }

    /** The palette index nearest to {@code rgb} other than the transparent index. */
    public int nearest(int rgb) {
        return nearestCache.computeIfAbsent(rgb & 0xFFFFFF, this::search);
    }

    private int search(int rgb) {
        int r = rgb >> 16 & 0xFF;
        int g = rgb >> 8 & 0xFF;
        int b = rgb & 0xFF;
        int best = -1;
        long bestDistance = Long.MAX_VALUE;
        for (int i = 0; i < palette.length; i++) {
            if (i == transparentIndex) {
                continue;
            }
            int dr = r - (palette[i] >> 16 & 0xFF);
            int dg = g - (palette[i] >> 8 & 0xFF);
            int db = b - (palette[i] & 0xFF);
            long d = 2L * dr * dr + 4L * dg * dg + 3L * db * db;
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return best < 0 ? transparentIndex : best;
    }

    /** The picture as palette indices, top row first, {@code width} bytes a row. */
    public byte[] map(BufferedImage image, Options options) {
        int w = image.getWidth();
        int h = image.getHeight();
        int[] argb = image.getRGB(0, 0, w, h, null, 0, w);
        byte[] out = new byte[w * h];
        boolean[] clear = new boolean[w * h];
        for (int i = 0; i < argb.length; i++) {
            int a = argb[i] >>> 24;
            clear[i] = a < 128 || options.transparency() == Transparency.COLOR
                    && (argb[i] & 0xFFFFFF) == (options.keyColor() & 0xFFFFFF);
        }
        float[] err = options.dither() ? new float[3 * (w + 2) * 2] : null;
        for (int y = 0; y < h; y++) {
            if (err != null) {
                // Two rows of errors (this one, the next), each padded by one pixel on both sides.
                System.arraycopy(err, 3 * (w + 2), err, 0, 3 * (w + 2));
                java.util.Arrays.fill(err, 3 * (w + 2), err.length, 0f);
            }
            for (int x = 0; x < w; x++) {
                int i = y * w + x;
                if (clear[i]) {
                    out[i] = (byte) transparentIndex;
                    continue;
                }
                int rgb = argb[i];
                if (err == null) {
                    out[i] = (byte) nearest(rgb);
                    continue;
                }
                int e = 3 * (x + 1);
                int r = clamp((rgb >> 16 & 0xFF) + err[e]);
                int g = clamp((rgb >> 8 & 0xFF) + err[e + 1]);
                int b = clamp((rgb & 0xFF) + err[e + 2]);
                int index = nearest(r << 16 | g << 8 | b);
                out[i] = (byte) index;
                int p = palette[index];
                spread(err, w, x, r - (p >> 16 & 0xFF), g - (p >> 8 & 0xFF), b - (p & 0xFF));
            }
        }
        return out;
    }

    private static void spread(float[] err, int w, int x, int er, int eg, int eb) {
        int row = 3 * (w + 2);
        add(err, 3 * (x + 2), er, eg, eb, 7 / 16f);
        add(err, row + 3 * x, er, eg, eb, 3 / 16f);
        add(err, row + 3 * (x + 1), er, eg, eb, 5 / 16f);
        add(err, row + 3 * (x + 2), er, eg, eb, 1 / 16f);
    }

    private static void add(float[] err, int at, int er, int eg, int eb, float share) {
        err[at] += er * share;
        err[at + 1] += eg * share;
        err[at + 2] += eb * share;
    }

    private static int clamp(float v) {
        return Math.max(0, Math.min(255, Math.round(v)));
    }
}
