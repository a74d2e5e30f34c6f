package dev.marionette.model.spr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SpriteSheetTest {

    @Test
    void indexedImagesAreImmutableTopDownValues() {
        byte[] pixels = {1, 2, 3, 4, 5, 6};
        IndexedImage image = new IndexedImage(3, 2, pixels);
        pixels[0] = 9;
        image.pixels()[1] = 9;
        assertThat(image.index(0, 0)).isEqualTo(1);
        assertThat(image.index(1, 0)).isEqualTo(2);
        assertThat(image.index(0, 1)).isEqualTo(4);
        assertThatThrownBy(() -> image.index(3, 0)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> new IndexedImage(2, 2, new byte[3])).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void sourceRleIsAWriteHintNotPartOfTheValue() {
        IndexedImage plain = new IndexedImage(2, 1, new byte[] {0, 5});
        IndexedImage decoded = IndexedImage.decodedFrom(2, 1, new byte[] {0, 5}, new byte[] {0, 1, 5});
        assertThat(decoded).isEqualTo(plain).hasSameHashCodeAs(plain);
        assertThat(decoded.hasSourceRle()).isTrue();
        assertThat(decoded.sourceRle()).containsExactly(0, 1, 5);
        assertThat(decoded.sourceRleLength()).isEqualTo(3);
        assertThat(plain.hasSourceRle()).isFalse();
        assertThat(plain.sourceRleLength()).isEqualTo(-1);
    }

    @Test
    void rgbaImagesHoldArgbTopDown() {
        RgbaImage image = new RgbaImage(2, 1, new int[] {0x80FF0000, 0xFF00FF00});
        assertThat(image.argb(0, 0)).isEqualTo(0x80FF0000);
        assertThat(image.argb(1, 0)).isEqualTo(0xFF00FF00);
        assertThatThrownBy(() -> new RgbaImage(1, 1, new int[2])).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void paletteKeepsItsFourthBytesAndIsImmutable() {
        byte[] bytes = new byte[Palette.BYTES];
        bytes[4] = 10;
        bytes[5] = 20;
        bytes[6] = 30;
        bytes[7] = 7;
        Palette palette = Palette.fromBytes(bytes);
        bytes[4] = 0;
        assertThat(palette.red(1)).isEqualTo(10);
        assertThat(palette.reserved(1)).isEqualTo(7);
        assertThat(palette.argb(1)).isEqualTo(0xFF0A141E);
        Palette changed = palette.withColor(1, 0x112233);
        assertThat(changed.argb(1)).isEqualTo(0xFF112233);
        assertThat(changed.reserved(1)).as("fourth byte kept").isEqualTo(7);
        assertThat(palette.red(1)).isEqualTo(10);
        assertThat(Palette.fromRgb(new int[256]).toBytes()).hasSize(1024);
        assertThatThrownBy(() -> Palette.fromBytes(new byte[1023])).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void sheetsCompareByVersionPaletteAndImages() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.indexedImages().add(new IndexedImage(1, 1, new byte[] {1}));
        sheet.rgbaImages().add(new RgbaImage(1, 1, new int[] {1}));
        SpriteSheet copy = sheet.copy();
        assertThat(copy).isEqualTo(sheet);
        copy.setPalette(Palette.fromRgb(new int[256]));
        assertThat(copy).isNotEqualTo(sheet);
        copy.setPalette(null);
        copy.rgbaImages().clear();
        assertThat(sheet.rgbaImages()).hasSize(1);
        assertThat(sheet.imageWidth(1, 0)).isEqualTo(1);
        assertThat(sheet.imageWidth(1, 1)).isEqualTo(-1);
        assertThat(sheet.imageHeight(0, 0)).isEqualTo(1);
        assertThat(sheet.imageHeight(2, 0)).isEqualTo(-1);
        assertThat(new SpriteSheet().version()).isEqualTo(SprVersion.V2_1);
    }
}
