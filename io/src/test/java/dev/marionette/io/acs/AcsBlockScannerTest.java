package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianWriter;
import dev.marionette.io.testing.Samples;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AcsBlockScannerTest {

    /** Images per sample (acs/SUMMARY.tsv); every image there has compressed pixels and region. */
    private static final Map<String, Integer> IMAGES = Map.of("CLIPPIT.ACS", 902, "Genie.acs", 591,
            "Peedy.acs", 977, "blob.acs", 461, "earl.acs", 652, "rover.acs", 703);

    @Test
    void findsEveryBlockOfTheSamples() throws Exception {
        for (Path file : Samples.withExtension("acs", "acs")) {
            String name = file.getFileName().toString();
            List<AcsBlockScanner.Block> blocks = AcsBlockScanner.scan(Files.readAllBytes(file), name);
            assertThat(blocks).as(name).hasSize(2 * IMAGES.get(name));
            assertThat(blocks.get(0).name()).isEqualTo(name + " image 0 pixels");
            assertThat(blocks.get(1).name()).isEqualTo(name + " image 0 region");
            assertThat(blocks.get(0).decompress()).hasSize(blocks.get(0).decompressedSize());
        }
    }

    @Test
    void readsAHandMadeFile() throws Exception {
        byte[] pixels = new byte[8 * 3];                           // 5x3 image: rows padded to 8 bytes
        pixels[9] = 4;
        byte[] file = file(5, 3, AgentCompressor.compress(pixels, CompressionMode.MICROSOFT), 0, 0);
        List<AcsBlockScanner.Block> blocks = AcsBlockScanner.scan(file, "hand.acs");
        assertThat(blocks).singleElement().satisfies(b -> {
            assertThat(b.kind()).isEqualTo(AcsBlockScanner.Kind.PIXELS);
            assertThat(b.decompressedSize()).isEqualTo(24);
            assertThat(b.decompress()).isEqualTo(pixels);
        });
    }

    @Test
    void skipsStoredPixelsAndRegions() throws Exception {
        LittleEndianWriter w = new LittleEndianWriter();
        w.u32(AcsBlockScanner.SIGNATURE).zeros(32);
        int first = w.size();
        w.u8(1).u16(2).u16(1).u8(0).u32(4).bytes(new byte[4]).u32(0).u32(3).bytes(new byte[3]);  // raw
        int second = w.size();
        w.u8(0);                                                                                   // empty
        int dir = w.size();
        w.u32(2).u32(first).u32(second - first).u32(0).u32(second).u32(1).u32(0);
        byte[] file = w.toByteArray();
        patch(file, 20, dir);
        patch(file, 24, file.length - dir);
        assertThat(AcsBlockScanner.scan(file, "stored.acs")).isEmpty();
        patch(file, first + 6, 5);                    // pixel byte count one more than the image holds
        assertRejected(file, "region");
    }

    @Test
    void rejectsBadOffsetsAndSizes() throws Exception {
        byte[] block = AgentCompressor.compress(new byte[8], CompressionMode.MICROSOFT);
        byte[] good = file(5, 2, block, 0, 0);

        byte[] badSignature = good.clone();
        badSignature[0] = 0;
        assertRejected(badSignature, "signature");

        byte[] badDirectory = good.clone();
        patch(badDirectory, 20, good.length);                          // image directory past the end
        assertRejected(badDirectory, "image directory");

        byte[] badImage = good.clone();
        int entry = readU32(good, 20) + 4;
        patch(badImage, entry, good.length - 3);                       // image block runs past the end
        assertRejected(badImage, "image 0");

        int imageAt = readU32(good, entry);
        byte[] badPixelCount = good.clone();
        patch(badPixelCount, imageAt + 6, 1 << 30);                    // pixel byte count past the block
        assertRejected(badPixelCount, "image 0 pixels");

        byte[] badFlag = good.clone();
        badFlag[imageAt + 5] = 2;
        assertRejected(badFlag, "compressed flag");

        byte[] badRegion = file(5, 2, block, 1000, 32);                // region says 1000 bytes, has none
        assertRejected(badRegion, "region");
    }

    private static void assertRejected(byte[] file, String field) {
        assertThatThrownBy(() -> AcsBlockScanner.scan(file, "bad.acs")).isInstanceOf(FormatException.class)
                .hasMessageContaining("bad.acs").hasMessageContaining(field);
    }

    /** A minimal ACS: header, one image block, the image directory (other locators empty). */
    private static byte[] file(int width, int height, byte[] pixels, int regionCompressed, int regionSize) {
        LittleEndianWriter w = new LittleEndianWriter();
        w.u32(AcsBlockScanner.SIGNATURE).zeros(32);
        int imageAt = w.size();
        w.u8(1).u16(width).u16(height).u8(1).u32(pixels.length).bytes(pixels)
                .u32(regionCompressed).u32(regionSize);
        int imageSize = w.size() - imageAt;
        int dirAt = w.size();
        w.u32(1).u32(imageAt).u32(imageSize).u32(0);
        byte[] file = w.toByteArray();
        patch(file, 20, dirAt);
        patch(file, 24, file.length - dirAt);
        return file;
    }

    private static void patch(byte[] b, int at, int v) {
        for (int i = 0; i < 4; i++) {
            b[at + i] = (byte) (v >>> (8 * i));
        }
    }

    private static int readU32(byte[] b, int at) {
        return (b[at] & 0xFF) | (b[at + 1] & 0xFF) << 8 | (b[at + 2] & 0xFF) << 16 | (b[at + 3] & 0xFF) << 24;
    }
}
