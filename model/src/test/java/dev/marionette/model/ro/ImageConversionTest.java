package dev.marionette.model.ro;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.testing.SprFixtures;
import org.junit.jupiter.api.Test;

class ImageConversionTest {

    private final Palette palette = SprFixtures.palette();

    @Test
    void indexedToRgbaTakesThePaletteColoursAndMakesIndex0Transparent() {
        IndexedImage image = new IndexedImage(3, 1, new byte[] {0, 5, (byte) 255});
        RgbaImage rgba = ImageConversion.toRgba(image, palette);
        assertThat(rgba.pixels()).containsExactly(0, palette.argb(5), palette.argb(255));
        assertThat(rgba.argb(1, 0) >>> 24).isEqualTo(0xFF);
    }

    @Test
    void rgbaToIndexedPicksTheNearestColourAndDropsTranslucentPixels() {
        int nearFive = (palette.argb(5) & 0xFFFFFF) + 1;
        RgbaImage rgba = new RgbaImage(4, 1, new int[] {0x7F_FFFFFF, 0x80_000000 | nearFive,
                palette.argb(200), 0xFF_000000 | palette.argb(0) & 0xFFFFFF});
        IndexedImage indexed = ImageConversion.toIndexed(rgba, palette);
        assertThat(indexed.index(0, 0)).as("alpha 127 is transparent").isZero();
        assertThat(indexed.index(1, 0)).as("alpha 128 is kept").isEqualTo(5);
        assertThat(indexed.index(2, 0)).isEqualTo(200);
        assertThat(indexed.index(3, 0)).as("opaque pixels never become index 0").isNotZero();
    }

    @Test
    void aRoundTripThroughRgbaKeepsThePixels() {
        byte[] pixels = new byte[256];
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = (byte) i;
        }
        IndexedImage image = new IndexedImage(16, 16, pixels);
        assertThat(ImageConversion.toIndexed(ImageConversion.toRgba(image, palette), palette)).isEqualTo(image);
    }

    @Test
    void aRepeatedPaletteColourMapsToItsLowestIndex() {
        Palette twice = palette.withColor(9, palette.argb(4) & 0xFFFFFF);
        IndexedImage image = new IndexedImage(1, 1, new byte[] {9});
        assertThat(ImageConversion.toIndexed(ImageConversion.toRgba(image, twice), twice).index(0, 0)).isEqualTo(4);
    }
}
