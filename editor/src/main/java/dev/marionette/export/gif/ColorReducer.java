package dev.marionette.export.gif;

import dev.marionette.export.Background;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns true-colour frames into GIF frames, losing nothing that a GIF can hold:
 * <ol>
 * <li>Alpha: on a colour background each pixel is blended onto it; on a transparent background a pixel of
 *     alpha {@value #OPAQUE_FROM} or more becomes opaque in its own colour and the others transparent (GIF has one
 *     transparent index and no partial transparency); the result's notes say how many pixels that touched.</li>
 * <li>When all frames together have at most 255 colours (256 without transparency), one global palette holds
 *     them exactly. If a preferred palette (a Ragnarok sprite's own SPR palette, index 0 transparent) contains
 *     them all, it is kept as it is: indexed frames keep their palette.</li>
 * <li>Otherwise each frame gets its own palette: exact when the frame alone fits, else reduced by
 *     {@link MedianCut median cut} to 255 colours (pixels take the nearest colour, or with dithering the
 *     Floyd-Steinberg error diffusion spreads the difference to the neighbours).</li>
 * </ol>
 */
public final class ColorReducer {

    /** On a transparent background, pixels of this alpha and more are shown (opaque), the others left out. */
    public static final int OPAQUE_FROM = 128;

    private ColorReducer() {
    }

    /**
     * The frames as a GIF holds them.
     *
     * @param frames   what a GIF should show, frame after frame
     * @param colors   a few words on the palette ("43 colours, the sprite's own palette")
     * @param notes    what the GIF could not keep, one sentence each
     * @param faint    partly transparent pixels left out (under half opaque on a transparent background)
     * @param strong   partly transparent pixels made opaque (at least half opaque on a transparent background)
     */
    public record Result(List<GifFrame> frames, String colors, List<String> notes, long faint, long strong) {

        /** The note on partly transparent pixels among {@link #notes()}, or null when there were none. */
        public String alphaNote() {
            return ColorReducer.alphaNote(faint, strong, "all frames together");
        }
    }

    /**
     * Reduces {@code frames}.
     *
     * @param frames     each frame's non-premultiplied ARGB pixels, top row first, {@code width * height}
     * @param delays     each frame's delay in centiseconds
     * @param background transparent, or the colour to blend onto
     * @param preferred  a palette to keep when every colour is in it ({@code 0xRRGGBB}, index 0 being the
     *                   transparent entry), or null
     * @param dither     spread the error where colours are reduced
     */
    public static Result reduce(List<int[]> frames, int width, int height, int[] delays, Background background,
            int[] preferred, boolean dither) {
        if (frames.size() != delays.length) {
            throw new IllegalArgumentException(frames.size() + " frames, " + delays.length + " delays");
        }
        List<int[]> prepared = new ArrayList<>(frames.size());
        boolean transparency = false;
        long faint = 0;
        long strong = 0;
        if (background.transparent()) {
            for (int[] frame : frames) {
                for (int px : frame) {
                    int a = px >>> 24;
                    if (a != 0 && a < OPAQUE_FROM) {
                        faint++;
                    } else if (a >= OPAQUE_FROM && a < 255) {
                        strong++;
                    }
                }
            }
        }
        ColorTable all = new ColorTable(1024);
        List<ColorTable> perFrame = new ArrayList<>();
        for (int[] frame : frames) {
            int[] p = prepare(frame, background);
            ColorTable histogram = new ColorTable(256);
            for (int px : p) {
                if (px == 0) {
                    transparency = true;
                } else {
                    histogram.add(px & 0xFF_FFFF, 1);
                }
            }
            for (int c : histogram.colors()) {
                all.add(c, histogram.get(c, 0));
            }
            prepared.add(p);
            perFrame.add(histogram);
        }
        int slots = transparency ? 255 : 256;
        List<GifFrame> out = new ArrayList<>(frames.size());
        if (all.size() <= slots) {
            GifPalette palette = null;
            ColorTable index = null;
            if (preferred != null) {
                index = lookup(preferred, all, transparency);
                if (index != null) {
                    palette = new GifPalette(preferred, transparency ? 0 : -1);
                }
            }
            String described = all.size() + " colours, the sprite's own palette";
            if (palette == null) {
                palette = exactPalette(prepared, transparency);
                index = indexOf(palette);
                described = all.size() + " colours, exact";
            }
            for (int f = 0; f < prepared.size(); f++) {
                out.add(new GifFrame(width, height, map(prepared.get(f), index, palette), palette, delays[f]));
            }
            return new Result(out, described, alphaNotes(faint, strong), faint, strong);
        }
        int reduced = 0;
        for (int f = 0; f < prepared.size(); f++) {
            int[] p = prepared.get(f);
            ColorTable histogram = perFrame.get(f);
            if (histogram.size() <= slots) {
                GifPalette palette = exactPalette(List.of(p), transparency);
                out.add(new GifFrame(width, height, map(p, indexOf(palette), palette), palette, delays[f]));
            } else {
                reduced++;
                int[] colors = MedianCut.palette(histogram, slots);
                GifPalette palette = withTransparency(colors, transparency);
                byte[] indices = dither ? ditherInto(p, width, height, colors, transparency)
                        : nearestInto(p, colors, transparency);
                out.add(new GifFrame(width, height, indices, palette, delays[f]));
            }
        }
        List<String> notes = new ArrayList<>(alphaNotes(faint, strong));
        if (reduced > 0) {
            notes.add(reduced + " of " + frames.size() + " frames have more than " + slots + " colours and were"
                    + " reduced to " + slots + " by median cut" + (dither ? ", with Floyd-Steinberg dithering" : ""));
        }
        return new Result(out, all.size() + " colours in all, a palette per frame"
                + (reduced > 0 ? ", " + reduced + " reduced by median cut" : ""), notes, faint, strong);
    }

    /** What became of partly transparent pixels on a transparent background. */
    private static List<String> alphaNotes(long faint, long strong) {
        String note = alphaNote(faint, strong, "all frames together");
        return note == null ? List.of() : List.of(note);
    }

    /**
     * What became of {@code faint} partly transparent pixels left out and {@code strong} made opaque, counted over
     * {@code where} ("all frames together"); null when there were none.
     */
    public static String alphaNote(long faint, long strong, String where) {
        if (faint == 0 && strong == 0) {
            return null;
        }
        return (faint + strong) + " partly transparent pixels (" + where + "): a GIF has no partial transparency, so "
                + (faint > 0 ? faint + " under half opaque were left out and " : "") + (strong > 0 ? strong
                        + " at least half opaque were made opaque" : "the others were made opaque")
                + "; a background colour blends them instead";
    }

    /** Opaque pixels as {@code 0xFFRRGGBB}, transparent ones as 0. */
    static int[] prepare(int[] argb, Background background) {
        int[] out = new int[argb.length];
        if (background.transparent()) {
            for (int i = 0; i < argb.length; i++) {
                int a = argb[i] >>> 24;
                out[i] = a >= OPAQUE_FROM ? 0xFF00_0000 | argb[i] : 0;
            }
            return out;
        }
        int bg = background.rgb();
        for (int i = 0; i < argb.length; i++) {
            int p = argb[i];
            int a = p >>> 24;
            if (a == 255) {
                out[i] = p;
            } else {
                int r = blend(p >>> 16 & 0xFF, bg >>> 16 & 0xFF, a);
                int g = blend(p >>> 8 & 0xFF, bg >>> 8 & 0xFF, a);
                int b = blend(p & 0xFF, bg & 0xFF, a);
                out[i] = 0xFF00_0000 | r << 16 | g << 8 | b;
            }
        }
        return out;
    }

    private static int blend(int c, int bg, int a) {
        return (c * a + bg * (255 - a) + 127) / 255;
    }

    /** Each colour's index in {@code preferred} (transparency keeping index 0), or null if one is missing. */
    private static ColorTable lookup(int[] preferred, ColorTable colors, boolean transparency) {
        ColorTable index = new ColorTable(512);
        for (int i = preferred.length - 1; i >= (transparency ? 1 : 0); i--) {
            index.put(preferred[i] & 0xFF_FFFF, i);
        }
        for (int c : colors.colors()) {
            if (index.get(c, -1) < 0) {
                return null;
            }
        }
        return index;
    }

    /** The colours in order of first appearance, after the transparent entry 0 when there is one. */
    private static GifPalette exactPalette(List<int[]> frames, boolean transparency) {
        ColorTable seen = new ColorTable(256);
        List<Integer> order = new ArrayList<>();
        for (int[] frame : frames) {
            for (int px : frame) {
                if (px != 0 && seen.get(px & 0xFF_FFFF, -1) < 0) {
                    seen.put(px & 0xFF_FFFF, 0);
                    order.add(px & 0xFF_FFFF);
                }
            }
        }
        int[] colors = order.stream().mapToInt(Integer::intValue).toArray();
        return withTransparency(colors, transparency);
    }

    private static GifPalette withTransparency(int[] colors, boolean transparency) {
        if (!transparency) {
            return new GifPalette(colors.length == 0 ? new int[] {0} : colors, -1);
        }
        int[] rgb = new int[colors.length + 1];
        System.arraycopy(colors, 0, rgb, 1, colors.length);
        return new GifPalette(rgb, 0);
    }

    private static ColorTable indexOf(GifPalette palette) {
        ColorTable index = new ColorTable(palette.size());
        int[] rgb = palette.rgb();
        for (int i = rgb.length - 1; i >= 0; i--) {
            if (i != palette.transparentIndex()) {
                index.put(rgb[i], i);
            }
        }
        return index;
    }

    private static byte[] map(int[] pixels, ColorTable index, GifPalette palette) {
        byte[] out = new byte[pixels.length];
        byte transparent = (byte) Math.max(0, palette.transparentIndex());
        for (int i = 0; i < pixels.length; i++) {
            int px = pixels[i];
            out[i] = px == 0 ? transparent : (byte) index.get(px & 0xFF_FFFF, 0);
        }
        return out;
    }

    /** Nearest palette colour for each pixel; palette entry k is GIF index k + 1 with transparency. */
    private static byte[] nearestInto(int[] pixels, int[] colors, boolean transparency) {
        int shift = transparency ? 1 : 0;
        ColorTable cache = new ColorTable(1024);
        byte[] out = new byte[pixels.length];
        for (int i = 0; i < pixels.length; i++) {
            int px = pixels[i];
            if (px == 0) {
                continue;
            }
            int rgb = px & 0xFF_FFFF;
            int k = cache.get(rgb, -1);
            if (k < 0) {
                k = MedianCut.nearest(colors, rgb);
                cache.put(rgb, k);
            }
            out[i] = (byte) (k + shift);
        }
        return out;
    }

    /** Floyd-Steinberg: 7/16 right, 3/16 below left, 5/16 below, 1/16 below right; transparent pixels skipped. */
    private static byte[] ditherInto(int[] pixels, int width, int height, int[] colors, boolean transparency) {
        int shift = transparency ? 1 : 0;
        byte[] out = new byte[pixels.length];
        int[][] error = new int[2][(width + 2) * 3];
        for (int y = 0; y < height; y++) {
            int[] here = error[y & 1];
            int[] below = error[(y + 1) & 1];
            java.util.Arrays.fill(below, 0);
            for (int x = 0; x < width; x++) {
                int px = pixels[y * width + x];
                if (px == 0) {
                    continue;
                }
                int e = (x + 1) * 3;
                int r = clamp((px >>> 16 & 0xFF) + here[e] / 16);
                int g = clamp((px >>> 8 & 0xFF) + here[e + 1] / 16);
                int b = clamp((px & 0xFF) + here[e + 2] / 16);
                int k = MedianCut.nearest(colors, r << 16 | g << 8 | b);
                out[y * width + x] = (byte) (k + shift);
                int c = colors[k];
                int[] diff = {r - (c >>> 16 & 0xFF), g - (c >>> 8 & 0xFF), b - (c & 0xFF)};
                for (int ch = 0; ch < 3; ch++) {
                    here[e + 3 + ch] += diff[ch] * 7;
                    below[e - 3 + ch] += diff[ch] * 3;
                    below[e + ch] += diff[ch] * 5;
                    below[e + 3 + ch] += diff[ch];
                }
            }
        }
        return out;
    }

    private static int clamp(int v) {
        return v < 0 ? 0 : Math.min(255, v);
    }
}
