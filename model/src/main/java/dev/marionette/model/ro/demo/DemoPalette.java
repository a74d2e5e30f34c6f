package dev.marionette.model.ro.demo;

import dev.marionette.model.spr.Palette;

/**
 * The palette of the demo character and of the File &gt; New templates: a few named ramps the demo art uses,
 * then soft hue ramps filling the rest, so a new sprite has colours to paint with.
 */
final class DemoPalette {

    static final int TRANSPARENT = 0;
    static final int OUTLINE = 1;
    static final int WHITE = 2;
    static final Ramp SKIN = new Ramp(3, 4, 5);
    static final int CHEEK = 6;
    static final Ramp ROBE = new Ramp(7, 8, 9);
    static final int CREAM = 10;
    static final Ramp HAT = new Ramp(11, 12, 13);
    static final Ramp GOLD = new Ramp(14, 14, 15);
    static final Ramp BOOTS = new Ramp(16, 16, 17);
    static final int WOOD = 18;
    static final int GLASS = 19;
    static final Ramp POTION = new Ramp(20, 21, 22);
    static final int CORK = 23;

    /** First entry of the generated hue ramps. */
    static final int FIRST_FREE = 24;

    private static final int[] NAMED = {
        0xFF00FF, // 0: transparent whatever its colour; magenta by custom
        0x2B1E3A, 0xFFFFFF,
        0xFFE3C4, 0xF6C79E, 0xD99A73, 0xF08A8A,
        0x7FD6C2, 0x4BAE9C, 0x2F7F73, 0xF8EBC8,
        0xA77BD0, 0x7A4FA3, 0x53346F,
        0xF7D154, 0xC8962E,
        0x8B5A3C, 0x5E3A26, 0xA9714A,
        0xBFE6F2, 0xF27A8A, 0xE0475B, 0xA32C40, 0xC08A5A,
    };

    private DemoPalette() {
    }

    /** The palette: the named colours, then 29 hues &times; 8 shades, from light to deep. */
    static Palette create() {
        int[] rgb = new int[Palette.SIZE];
        System.arraycopy(NAMED, 0, rgb, 0, NAMED.length);
        int shades = 8;
        for (int i = FIRST_FREE; i < Palette.SIZE; i++) {
            int k = i - FIRST_FREE;
            float hue = (k / shades) / 29f;
            int shade = k % shades;
            float saturation = 0.25f + 0.08f * shade;
            float brightness = 1.0f - 0.09f * shade;
            rgb[i] = hsb(hue, saturation, brightness);
        }
        return Palette.fromRgb(rgb);
    }

    /** Hue, saturation and brightness (each 0..1) as {@code 0xRRGGBB}; the model stays free of AWT. */
    static int hsb(float hue, float saturation, float brightness) {
        float h = (hue - (float) Math.floor(hue)) * 6f;
        int sector = (int) h;
        float f = h - sector;
        float p = brightness * (1 - saturation);
        float q = brightness * (1 - saturation * f);
        float t = brightness * (1 - saturation * (1 - f));
        float[] rgb = switch (sector) {
            case 0 -> new float[] {brightness, t, p};
            case 1 -> new float[] {q, brightness, p};
            case 2 -> new float[] {p, brightness, t};
            case 3 -> new float[] {p, q, brightness};
            case 4 -> new float[] {t, p, brightness};
            default -> new float[] {brightness, p, q};
        };
        return Math.round(rgb[0] * 255) << 16 | Math.round(rgb[1] * 255) << 8 | Math.round(rgb[2] * 255);
    }

    /** Three palette indices shading one material: lit, plain and shadowed. */
    record Ramp(int light, int base, int dark) {
    }
}
