package dev.marionette.io.image;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.testing.SprFixtures;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;

/** The PNG header is read before anything is decoded, and bad files name the offset and field. */
class PngHeaderTest {

    /** A PNG of these chunks (type, data), CRCs right, no pixels needed for the header. */
    static byte[] png(Object... typesAndData) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'});
        for (int i = 0; i < typesAndData.length; i += 2) {
            byte[] type = ((String) typesAndData[i]).getBytes(StandardCharsets.ISO_8859_1);
            byte[] data = (byte[]) typesAndData[i + 1];
            out.write(ByteBuffer.allocate(4).putInt(data.length).array());
            out.write(type);
            out.write(data);
            CRC32 crc = new CRC32();
            crc.update(type);
            crc.update(data);
            out.write(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
        }
        return out.toByteArray();
    }

    static byte[] ihdr(long width, long height, int depth, int type) {
        return ByteBuffer.allocate(13).putInt((int) width).putInt((int) height).put((byte) depth).put((byte) type)
                .put(new byte[3]).array();
    }

    @Test
    void sizeDepthPaletteAndTransparencyAsStored() throws IOException {
        byte[] png = SpritePng.indexed(new IndexedImage(3, 2, new byte[6]), SprFixtures.palette());
        PngHeader h = PngHeader.read(png, "a.png");
        assertThat(h.width()).isEqualTo(3);
        assertThat(h.height()).isEqualTo(2);
        assertThat(h.bitDepth()).isEqualTo(8);
        assertThat(h.isPalette()).isTrue();
        assertThat(h.palette()).hasSize(256);
        assertThat(h.palette()[0] >>> 24).as("tRNS entry 0").isZero();
        assertThat(h.palette()[1] >>> 24).as("missing tRNS entries are opaque").isEqualTo(0xFF);
        assertThat(h.paletteOffset()).isEqualTo(8 + 25 + 8);
        assertThat(PngHeader.read(SpritePng.rgba(new RgbaImage(1, 1, new int[1])), "b.png").colourTypeName())
                .isEqualTo("RGBA");
    }

    @Test
    void aFileThatIsNotAPngSaysWhatItStartsWith() {
        assertThatThrownBy(() -> PngHeader.read("GIF89a....".getBytes(StandardCharsets.US_ASCII), "x.png"))
                .isInstanceOf(FormatException.class)
                .hasMessage("x.png: at offset 0 (0x0), PNG signature: expected 89 50 4E 47 0D 0A 1A 0A, found 47 49 46"
                        + " 38 39 61 2E 2E (not a PNG)");
        assertThatThrownBy(() -> PngHeader.read(new byte[0], "empty.png")).hasMessageContaining("an empty file");
    }

    @Test
    void truncatedAndInconsistentHeadersNameTheField() throws IOException {
        byte[] good = png("IHDR", ihdr(4, 4, 8, 6), "IEND", new byte[0]);
        assertThatThrownBy(() -> PngHeader.read(Arrays.copyOf(good, 20), "cut.png"))
                .hasMessageContaining("cut.png: at offset 8 (0x8), IHDR chunk length")
                .hasMessageContaining("truncated");
        assertThatThrownBy(() -> PngHeader.read(png("IHDR", ihdr(0, 4, 8, 6)), "w.png"))
                .hasMessage("w.png: at offset 16 (0x10), width: expected 1 to 2147483647, found 0");
        assertThatThrownBy(() -> PngHeader.read(png("IHDR", ihdr(4, 4, 16, 3)), "d.png"))
                .hasMessageContaining("bit depth: expected 1, 2, 4, 8 for colour type 3, found 16");
        assertThatThrownBy(() -> PngHeader.read(png("IHDR", ihdr(4, 4, 8, 5)), "t.png"))
                .hasMessageContaining("colour type: expected 0, 2, 3, 4 or 6, found 5");
        assertThatThrownBy(() -> PngHeader.read(png("IHDR", ihdr(4, 4, 8, 3), "IDAT", new byte[2]), "p.png"))
                .hasMessageContaining("PLTE: a palette picture without a palette chunk");
        assertThatThrownBy(() -> PngHeader.read(png("IHDR", ihdr(4, 4, 8, 3), "PLTE", new byte[4]), "q.png"))
                .hasMessageContaining("PLTE length: expected 1 to 256 entries of 3 bytes, found 4 bytes");
        assertThatThrownBy(() -> PngHeader.read(png("IHDR", ihdr(4, 4, 8, 3), "PLTE", new byte[6], "tRNS",
                new byte[3]), "r.png")).hasMessageContaining("tRNS length");
    }

    @Test
    void sixteenBitPicturesAreReadAsSuchForTheCallerToRefuse() throws IOException {
        PngHeader h = PngHeader.read(png("IHDR", ihdr(70000, 1, 16, 6), "IEND", new byte[0]), "big.png");
        assertThat(h.bitDepth()).isEqualTo(16);
        assertThat(h.width()).isEqualTo(70000);
    }

    @Test
    void greyAndRgbTransparencyColours() throws IOException {
        assertThat(PngHeader.read(png("IHDR", ihdr(1, 1, 8, 0), "tRNS", new byte[] {0, 7}, "IEND", new byte[0]),
                "g.png").transparent()).isEqualTo(7);
        assertThat(PngHeader.read(png("IHDR", ihdr(1, 1, 8, 2), "tRNS", new byte[] {0, 1, 0, 2, 0, 3}, "IEND",
                new byte[0]), "c.png").transparent()).isEqualTo(0x010203);
    }
}
