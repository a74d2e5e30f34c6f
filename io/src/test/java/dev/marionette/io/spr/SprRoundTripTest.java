package dev.marionette.io.spr;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.testing.Hex;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.model.testing.SprFixtures;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class SprRoundTripTest {

    static List<SpriteSheet> fixtures() {
        return SprFixtures.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void modelWrittenAndReadBackIsEqual(SpriteSheet fixture) throws Exception {
        ReadResult<SpriteSheet> read = SprReader.read(SprWriter.toBytes(fixture), "fixture", ReadOptions.STRICT);
        assertThat(read.value()).isEqualTo(fixture);
        assertThat(read.value().hasPalette()).isEqualTo(fixture.hasPalette());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void bytesReadAndWrittenAgainAreIdentical(SpriteSheet fixture) throws Exception {
        byte[] first = SprWriter.toBytes(fixture);
        assertThat(SprWriter.toBytes(SprReader.read(first, "fixture"))).isEqualTo(first);
    }

    @Test
    void version201IsWrittenAsTheLayoutSays() throws Exception {
        SpriteSheet sheet = new SpriteSheet();
        sheet.indexedImages().add(new IndexedImage(3, 2, new byte[] {7, 0, 0, 0, 0, 9}));
        // 2x2 RGBA, top-down: red, green / blue, white-ish with alpha 0x80.
        sheet.rgbaImages().add(new RgbaImage(2, 2, new int[] {0xFFFF0000, 0xFF00FF00, 0xFF0000FF, 0x80FFFFFE}));
        sheet.setPalette(SprFixtures.palette());
        byte[] expected = Hex.parse("53 50 01 02 | 01 00 | 01 00" // "SP", 0x201, 1 indexed, 1 RGBA
                + "| 03 00 02 00 | 04 00 | 07 00 04 09" // 3x2, 4 RLE bytes
                + "| 02 00 02 00" // RGBA 2x2, rows bottom-up, each pixel A B G R:
                + "| FF FF 00 00 | 80 FE FF FF" // bottom row: blue, white-ish
                + "| FF 00 00 FF | FF 00 FF 00"); // top row: red, green
        byte[] written = SprWriter.toBytes(sheet);
        assertThat(written).startsWith(expected);
        assertThat(written).hasSize(expected.length + Palette.BYTES);
        assertThat(SprReader.read(written, "golden")).isEqualTo(sheet);
    }

    @Test
    void version100HasRawPixelsNoRgbaCountAndNoPalette() throws Exception {
        byte[] file = Hex.parse("53 50 00 01 | 01 00 | 02 00 01 00 | 05 00");
        SpriteSheet sheet = SprReader.read(file, "v100");
        assertThat(sheet.version()).isEqualTo(SprVersion.V1_0);
        assertThat(sheet.hasPalette()).isFalse();
        assertThat(sheet.indexedImages().get(0).pixels()).isEqualTo(new byte[] {5, 0});
        assertThat(SprWriter.toBytes(sheet)).isEqualTo(file);
    }

    @Test
    void rgbaOnlySheetsKeepHavingOrNotHavingAPalette() throws Exception {
        byte[] with = SprWriter.toBytes(SprFixtures.rgbaOnly(SprVersion.V2_1, true));
        byte[] without = SprWriter.toBytes(SprFixtures.rgbaOnly(SprVersion.V2_1, false));
        assertThat(with.length - without.length).isEqualTo(Palette.BYTES);
        assertThat(SprReader.read(with, "with").hasPalette()).isTrue();
        assertThat(SprReader.read(without, "without").hasPalette()).isFalse();
    }

    @Test
    void readsAndWritesFiles(@TempDir Path dir) throws Exception {
        SpriteSheet sheet = SprFixtures.indexed(SprVersion.V2_1, true);
        Path file = dir.resolve("sheet.spr");
        SprWriter.write(sheet, file);
        assertThat(SprReader.read(file).value()).isEqualTo(sheet);
    }
}
