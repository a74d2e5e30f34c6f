package dev.marionette.io.spr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.testing.Hex;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.model.testing.SprFixtures;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SprReaderTest {

    private static byte[] bytes(SpriteSheet sheet) throws Exception {
        return SprWriter.toBytes(sheet);
    }

    @Test
    void aWrongSignatureOrVersionIsAClearError() {
        assertThatThrownBy(() -> SprReader.read(Hex.parse("41 43 05 02 00 00"), "x.spr"))
                .isInstanceOf(FormatException.class)
                .hasMessage("x.spr: at offset 0 (0x0), signature: expected \"SP\", found 41 43");
        assertThatThrownBy(() -> SprReader.read(Hex.parse("53 50 02 03 00 00 00 00"), "x.spr"))
                .isInstanceOf(FormatException.class)
                .hasMessageContaining("at offset 2 (0x2), version: expected one of 0x100, 0x101, 0x200, 0x201, found"
                        + " 0x302 (an SPR of unsupported version 3.2)");
    }

    @Test
    void leftoverBytesThatAreNeitherNothingNorAPaletteFailStrictly() throws Exception {
        byte[] clean = bytes(SprFixtures.rgbaOnly(SprVersion.V2_1, false));
        byte[] data = Arrays.copyOf(clean, clean.length + 10);
        assertThatThrownBy(() -> SprReader.read(data, "x.spr")).isInstanceOf(FormatException.class)
                .hasMessage("x.spr: at offset " + clean.length + " (0x" + Integer.toHexString(clean.length)
                        + "), palette: expected 0 or 1024 bytes after the images, found 10 bytes");
        ReadResult<SpriteSheet> lenient = SprReader.read(data, "x.spr", ReadOptions.LENIENT);
        assertThat(lenient.value()).isEqualTo(SprFixtures.rgbaOnly(SprVersion.V2_1, false));
        assertThat(lenient.warnings()).singleElement().satisfies(w -> assertThat(w.message()).contains("ignored"));
    }

    @Test
    void moreThanAPaletteLeftTakesTheLast1024BytesLeniently() throws Exception {
        SpriteSheet sheet = SprFixtures.indexed(SprVersion.V2_1, true);
        byte[] clean = bytes(sheet);
        int paletteAt = clean.length - Palette.BYTES;
        byte[] data = new byte[clean.length + 3];
        System.arraycopy(clean, 0, data, 0, paletteAt);
        System.arraycopy(clean, paletteAt, data, paletteAt + 3, Palette.BYTES);
        assertThatThrownBy(() -> SprReader.read(data, "x.spr")).isInstanceOf(FormatException.class)
                .hasMessageContaining("found 1027 bytes");
        ReadResult<SpriteSheet> lenient = SprReader.read(data, "x.spr", ReadOptions.LENIENT);
        assertThat(lenient.value()).isEqualTo(sheet);
        assertThat(lenient.warnings()).hasSize(1);
    }

    @Test
    void indexedImagesWithoutAPaletteFailStrictly() throws Exception {
        byte[] clean = bytes(SprFixtures.indexed(SprVersion.V2_1, true));
        byte[] data = Arrays.copyOf(clean, clean.length - Palette.BYTES);
        assertThatThrownBy(() -> SprReader.read(data, "x.spr")).isInstanceOf(FormatException.class)
                .hasMessageContaining("palette: expected a 1024-byte palette for the 5 indexed images, found none");
        assertThat(SprReader.read(data, "x.spr", ReadOptions.LENIENT).value().hasPalette()).isFalse();
    }

    @Test
    void aPaletteIn100IsKeptWithAWarning() throws Exception {
        SpriteSheet sheet = SprFixtures.indexed(SprVersion.V1_0, true);
        ReadResult<SpriteSheet> read = SprReader.read(bytes(sheet), "x.spr", ReadOptions.STRICT);
        assertThat(read.value().palette()).isEqualTo(sheet.palette());
        assertThat(read.warnings()).singleElement().satisfies(w -> assertThat(w.message()).contains("0x100"));
    }

    @Test
    void zeroZeroPairsAreReadAsNothingWithAWarningAndKept() throws Exception {
        byte[] file = Hex.parse("53 50 01 02 | 01 00 | 00 00 | 02 00 01 00 | 04 00 | 05 00 00 06")
                ;
        byte[] withPalette = Arrays.copyOf(file, file.length + Palette.BYTES);
        ReadResult<SpriteSheet> read = SprReader.read(withPalette, "z.spr", ReadOptions.STRICT);
        IndexedImage image = read.value().indexedImages().get(0);
        assertThat(image.pixels()).isEqualTo(new byte[] {5, 6});
        assertThat(read.warnings()).singleElement().satisfies(w -> {
            assertThat(w.offset()).isEqualTo(15);
            assertThat(w.message()).contains("'00 00'");
        });
        assertThat(SprWriter.toBytes(read.value())).as("written back as read").isEqualTo(withPalette);
    }

    @Test
    void rleDataThatCannotHoldTheImageIsRefusedBeforeDecoding() {
        // 65535 x 65535 claimed from 2 RLE bytes.
        byte[] file = Hex.parse("53 50 01 02 | 01 00 | 00 00 | FF FF FF FF | 02 00 | 00 FF");
        assertThatThrownBy(() -> SprReader.read(file, "big.spr")).isInstanceOf(FormatException.class)
                .hasMessage("big.spr: at offset 14 (0xe), indexed image 0 RLE data (65535x65535): expected at most"
                        + " 257 pixels from 2 RLE bytes, found 4294836225 pixels (65535x65535)");
    }
}
