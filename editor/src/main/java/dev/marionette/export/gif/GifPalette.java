package dev.marionette.export.gif;

import java.util.Arrays;

/**
 * A GIF colour table: up to 256 colours ({@code 0xRRGGBB}) and the index drawn as transparent, if any.
 *
 * @param rgb              the colours, 1 to 256 of them (the writer pads the table to a power of two)
 * @param transparentIndex the transparent entry, or -1 when every pixel is opaque
 */
public record GifPalette(int[] rgb, int transparentIndex) {

    public GifPalette {
        if (rgb.length < 1 || rgb.length > 256) {
            throw new IllegalArgumentException("a GIF palette has 1 to 256 colours: " + rgb.length);
        }
        if (transparentIndex < -1 || transparentIndex >= rgb.length) {
            throw new IllegalArgumentException("transparent index " + transparentIndex + " outside the palette");
        }
        rgb = rgb.clone();
        for (int i = 0; i < rgb.length; i++) {
            rgb[i] &= 0xFF_FFFF;
        }
    }

    /** The colours (a copy). */
    @Override
    public int[] rgb() {
        return rgb.clone();
    }

    /** The number of colours. */
    public int size() {
        return rgb.length;
    }

    /** Entry {@code index} as ARGB: transparent black for the transparent entry, else opaque. */
    public int argb(int index) {
        return index == transparentIndex ? 0 : 0xFF00_0000 | rgb[index];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GifPalette p && transparentIndex == p.transparentIndex && Arrays.equals(rgb, p.rgb);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(rgb) + transparentIndex;
    }

    @Override
    public String toString() {
        return "GifPalette[" + rgb.length + " colours, transparent " + transparentIndex + "]";
    }
}
