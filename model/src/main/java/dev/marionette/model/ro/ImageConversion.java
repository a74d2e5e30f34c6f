package dev.marionette.model.ro;

import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import java.util.HashMap;
import java.util.Map;

/**
 * Converts sprite images between the indexed and the RGBA block.
 *
 * <ul>
 * <li>Indexed to RGBA is exact: every pixel takes its palette colour, opaque, and index 0 (transparent in
 *     indexed images) becomes fully transparent black {@code 0x00000000}.</li>
 * <li>RGBA to indexed can lose colour: a pixel with alpha below 128 becomes index 0 (transparent); any other
 *     pixel becomes the palette entry among 1..255 nearest to its colour (squared RGB distance, the lowest
 *     index on a tie), and its alpha is dropped. An image that came from this palette converts back to the
 *     same colours; when the palette repeats a colour, the lowest index holding it is used.</li>
 * </ul>
 */
public final class ImageConversion {

    /** Alpha values below this become transparent (index 0) when converting to indexed. */
    public static final int ALPHA_THRESHOLD = 128;

    private ImageConversion() {
    }

    /** The RGBA image showing {@code image} with {@code palette}'s colours. */
    public static RgbaImage toRgba(IndexedImage image, Palette palette) {
        byte[] indices = image.pixels();
        int[] argb = new int[indices.length];
        for (int i = 0; i < indices.length; i++) {
            int index = indices[i] & 0xFF;
            argb[i] = index == Palette.TRANSPARENT_INDEX ? 0 : palette.argb(index);
        }
        return new RgbaImage(image.width(), image.height(), argb);
    }

    /** The indexed image nearest to {@code image} in {@code palette} (see the class comment). */
    public static IndexedImage toIndexed(RgbaImage image, Palette palette) {
        int[] argb = image.pixels();
        byte[] indices = new byte[argb.length];
        NearestColor nearest = new NearestColor(palette);
        for (int i = 0; i < argb.length; i++) {
            int p = argb[i];
            indices[i] = (byte) ((p >>> 24) < ALPHA_THRESHOLD ? Palette.TRANSPARENT_INDEX : nearest.index(p & 0xFF_FFFF));
        }
        return new IndexedImage(image.width(), image.height(), indices);
    }

    /** Nearest-entry search with a cache, since sprites reuse few colours. */
    private static final class NearestColor {
        private final Palette palette;
        private final Map<Integer, Integer> cache = new HashMap<>();

        NearestColor(Palette palette) {
            this.palette = palette;
        }

        int index(int rgb) {
            return cache.computeIfAbsent(rgb, this::search);
        }

        private int search(int rgb) {
            int r = rgb >>> 16;
            int g = (rgb >>> 8) & 0xFF;
            int b = rgb & 0xFF;
            int best = 1;
            int bestDistance = Integer.MAX_VALUE;
            for (int i = 1; i < Palette.SIZE; i++) {
                int dr = palette.red(i) - r;
                int dg = palette.green(i) - g;
                int db = palette.blue(i) - b;
                int distance = dr * dr + dg * dg + db * db;
                if (distance < bestDistance) {
                    best = i;
                    bestDistance = distance;
                }
            }
            return best;
        }
    }
}
