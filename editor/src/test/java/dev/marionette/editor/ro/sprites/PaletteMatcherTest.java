package dev.marionette.editor.ro.sprites;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PaletteMatcherTest {

    /** Entry 0 magenta (transparent), 1 black, 2 white, 3 red, the rest dark grey. */
    static Palette palette() {
        int[] rgb = new int[256];
        java.util.Arrays.fill(rgb, 0x202020);
        rgb[0] = 0xFF00FF;
        rgb[1] = 0x000000;
        rgb[2] = 0xFFFFFF;
        rgb[3] = 0xFF0000;
        return Palette.fromRgb(rgb);
    }

    @Test
    void coloursThePaletteHasMapExactlyAndTransparencyToIndexZero() {
        RgbaImage picture = new RgbaImage(4, 1, new int[] {0xFF000000, 0xFFFFFFFF, 0xFFFF0000, 0x40FFFFFF});
        IndexedImage indexed = new PaletteMatcher(palette()).toIndexed(picture, false);
        assertThat(indexed.pixels()).containsExactly(1, 2, 3, 0);
    }

    @Test
    void nearestEntriesNeverPickTheTransparentOne() {
        PaletteMatcher matcher = new PaletteMatcher(palette());
        assertThat(matcher.nearest(0xFF, 0x00, 0xFE)).isNotZero();
        assertThat(matcher.nearest(250, 10, 10)).isEqualTo(3);
    }

    @Test
    void ditheringMixesEntriesForAColourThePaletteLacks() {
        int[] grey = new int[16 * 16];
        java.util.Arrays.fill(grey, 0xFF808080);
        RgbaImage picture = new RgbaImage(16, 16, grey);
        IndexedImage plain = new PaletteMatcher(palette()).toIndexed(picture, false);
        IndexedImage dithered = new PaletteMatcher(palette()).toIndexed(picture, true);
        assertThat(distinct(plain)).hasSize(1);
        assertThat(distinct(dithered)).hasSizeGreaterThan(1).doesNotContain((byte) 0);
    }

    private static Set<Byte> distinct(IndexedImage image) {
        Set<Byte> set = new HashSet<>();
        for (byte b : image.pixels()) {
            set.add(b);
        }
        return set;
    }
}
