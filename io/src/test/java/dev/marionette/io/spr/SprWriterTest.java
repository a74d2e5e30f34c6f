package dev.marionette.io.spr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.WriteLimitException;
import dev.marionette.io.testing.Hex;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.model.testing.SprFixtures;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** What each version cannot hold is reported before anything is written. */
class SprWriterTest {

    @Test
    void rgbaImagesNeedVersion200() {
        SpriteSheet sheet = SprFixtures.indexed(SprVersion.V2_1, true);
        assertThat(SprWriter.problems(sheet, SprVersion.V1_1))
                .containsExactly("3 RGBA images; version 0x101 has no RGBA images (use 0x200 or later)");
        assertThatThrownBy(() -> SprWriter.toBytes(sheet, SprVersion.V1_1)).isInstanceOf(WriteLimitException.class)
                .hasMessageStartingWith("cannot write SPR version 0x101: 3 RGBA images");
        assertThat(SprWriter.problems(sheet, SprVersion.V2_0)).isEmpty();
    }

    @Test
    void indexedImagesOver65535PixelsAreRefused() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(SprFixtures.palette());
        sheet.indexedImages().add(new IndexedImage(256, 256, new byte[256 * 256]));
        sheet.indexedImages().add(new IndexedImage(255, 257, new byte[255 * 257]));
        for (int version : SprVersion.KNOWN) {
            assertThat(SprWriter.problems(sheet, version)).singleElement().asString()
                    .startsWith("indexed image 0 (256x256) has 65536 pixels; indexed images hold at most 65535")
                    .endsWith("store it as an RGBA image");
        }
    }

    @Test
    void rleDataOver65535BytesIsRefusedIn201Only() {
        // Lone zeros between literals cost 3 bytes per 2 pixels: 65534 pixels encode to 98301 bytes.
        byte[] pixels = new byte[65534];
        for (int i = 1; i < pixels.length; i += 2) {
            pixels[i] = 1;
        }
        SpriteSheet sheet = new SpriteSheet();
        sheet.setPalette(SprFixtures.palette());
        sheet.indexedImages().add(new IndexedImage(2, 32767, pixels));
        assertThat(SprWriter.problems(sheet, SprVersion.V2_1)).containsExactly(
                "indexed image 0 (2x32767) encodes to 98301 RLE bytes; the size field is 16-bit (at most 65535)");
        assertThat(SprWriter.problems(sheet, SprVersion.V2_0)).isEmpty();
    }

    @Test
    void dimensionsOver65535AreRefused() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.rgbaImages().add(new RgbaImage(70000, 1, new int[70000]));
        assertThat(SprWriter.problems(sheet, SprVersion.V2_1)).containsExactly(
                "RGBA image 0 (70000x1): width and height are 16-bit fields (at most 65535)");
    }

    @Test
    void indexedImagesNeedAPaletteFrom101() {
        SpriteSheet sheet = SprFixtures.indexed(SprVersion.V2_1, false);
        assertThat(SprWriter.problems(sheet, SprVersion.V2_1)).singleElement().asString()
                .startsWith("5 indexed images but no palette");
        assertThat(SprWriter.problems(SprFixtures.indexed(SprVersion.V1_0, false), SprVersion.V1_0)).isEmpty();
    }

    @Test
    void unknownVersionsAreRefused() {
        assertThat(SprWriter.problems(new SpriteSheet(), 0x302)).containsExactly(
                "unknown SPR version 0x302 (supported: 0x100, 0x101, 0x200, 0x201)");
    }

    @Test
    void rleBytesAsReadAreWrittenBackEvenWhenNotCanonical() throws Exception {
        // A run of 5 zeros split as 00 02 00 03: valid, not what the canonical encoder writes.
        byte[] file = Hex.parse("53 50 01 02 | 01 00 | 00 00 | 03 00 02 00 | 05 00 | 00 02 00 03 07");
        byte[] withPalette = Arrays.copyOf(file, file.length + 1024);
        SpriteSheet sheet = SprReader.read(withPalette, "split.spr");
        assertThat(SprWriter.toBytes(sheet)).isEqualTo(withPalette);

        // The same pixels without the source bytes are encoded canonically.
        SpriteSheet fresh = sheet.copy();
        IndexedImage image = fresh.indexedImages().get(0);
        fresh.indexedImages().set(0, new IndexedImage(image.width(), image.height(), image.pixels()));
        byte[] canonical = SprWriter.toBytes(fresh);
        assertThat(Arrays.copyOfRange(canonical, 12, 17)).as("RLE size 3, then 00 05 07")
                .isEqualTo(Hex.parse("03 00 00 05 07"));
        assertThat(canonical).hasSize(withPalette.length - 2);
        assertThat(SprReader.read(canonical, "canonical")).isEqualTo(sheet);
    }

    @Test
    void writingInAnotherVersionConvertsTheIndexedPixels() throws Exception {
        SpriteSheet sheet = SprFixtures.indexed(SprVersion.V2_1, true);
        byte[] raw = SprWriter.toBytes(sheet, SprVersion.V2_0);
        SpriteSheet back = SprReader.read(raw, "raw");
        assertThat(back.version()).isEqualTo(SprVersion.V2_0);
        assertThat(back.indexedImages()).isEqualTo(sheet.indexedImages());
        assertThat(back.rgbaImages()).isEqualTo(sheet.rgbaImages());
    }
}
