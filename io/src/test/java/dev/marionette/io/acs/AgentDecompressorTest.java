package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.testing.Samples;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class AgentDecompressorTest {

    /** Lebeau v1.6 worked example: an empty RGNDATAHEADER. */
    static final byte[] LEBEAU = HexFormat.of().parseHex("00400004 10D09080 42ED9801 B7FFFFFF FFFFFF".replace(" ", ""));

    /** What {@link #LEBEAU} decodes to: an empty RGNDATAHEADER (dwSize 32, iType 1, nRgnSize 0xA8...). */
    static byte[] lebeauDecoded() {
        return HexFormat.of().parseHex("200000000100000000000000a8000000" + "00".repeat(16));
    }

    @Test
    void decodesTheSpecificationExample() throws Exception {
        byte[] out = AgentDecompressor.decompress(LEBEAU, 32, "example");
        assertThat(HexFormat.of().formatHex(out, 0, 16)).isEqualTo("200000000100000000000000a8000000");
    }

    @Test
    void rejectsANonZeroFirstByte() {
        byte[] bad = LEBEAU.clone();
        bad[0] = 1;
        assertThatThrownBy(() -> AgentDecompressor.decompress(bad, 32, "rgn"))
                .isInstanceOf(FormatException.class).hasMessageContaining("first byte");
    }

    @Test
    void rejectsAWrongDeclaredSize() {
        assertThatThrownBy(() -> AgentDecompressor.decompress(LEBEAU, 31, "rgn"))
                .isInstanceOf(FormatException.class).hasMessageContaining("past the end");
        assertThatThrownBy(() -> AgentDecompressor.decompress(LEBEAU, 33, "rgn"))
                .isInstanceOf(FormatException.class).hasMessageContaining("decompressed size");
    }

    @Test
    void rejectsEveryTruncation() {
        for (int n = 0; n < LEBEAU.length; n++) {
            byte[] cut = Arrays.copyOf(LEBEAU, n);
            assertThatThrownBy(() -> AgentDecompressor.decompress(cut, 32, "rgn"))
                    .isInstanceOf(FormatException.class);
        }
    }

    @Test
    void decodesEveryVector() throws Exception {
        for (Path lz : Samples.withExtension("lz-vectors", "lz")) {
            Path raw = Path.of(lz.toString().replaceAll("\\.lz$", ".raw"));
            byte[] expected = Files.readAllBytes(raw);
            assertThat(AgentDecompressor.decompress(Files.readAllBytes(lz), expected.length, lz.getFileName().toString()))
                    .as(lz.getFileName().toString()).isEqualTo(expected);
        }
    }

    @Test
    @Timeout(20)
    void rejectsEveryTruncationOfALongerBlock() throws Exception {
        byte[] data = mixture();
        byte[] block = AgentCompressor.compress(data, CompressionMode.MICROSOFT);
        for (int n = 0; n < block.length; n++) {
            byte[] cut = Arrays.copyOf(block, n);
            assertThatThrownBy(() -> AgentDecompressor.decompress(cut, data.length, "cut"))
                    .as("cut to %d bytes", n).isInstanceOf(FormatException.class);
        }
    }

    /** Every single-bit error gives either some output of the declared size or a FormatException. */
    @Test
    @Timeout(20)
    void survivesEveryFlippedBit() throws Exception {
        byte[] data = mixture();
        byte[] block = AgentCompressor.compress(data, CompressionMode.SMALLEST);
        int rejected = 0;
        for (int bit = 0; bit < block.length * 8; bit++) {
            byte[] bad = block.clone();
            bad[bit >>> 3] ^= (byte) (1 << (bit & 7));
            try {
                assertThat(AgentDecompressor.decompress(bad, data.length, "flipped")).hasSize(data.length);
            } catch (FormatException expected) {
                rejected++;
            }
        }
        assertThat(rejected).as("flips that break the stream (flipped literal bits do not)")
                .isGreaterThan(block.length * 2);
    }

    @Test
    void rejectsAMissingOrBrokenTrailer() {
        byte[] block = LEBEAU.clone();
        assertThatThrownBy(() -> AgentDecompressor.decompress(Arrays.copyOf(block, block.length - 3), 32, "rgn"))
                .isInstanceOf(FormatException.class).hasMessageContaining("trailer");
        byte[] notFf = block.clone();
        notFf[notFf.length - 1] = (byte) 0xFE;
        assertThatThrownBy(() -> AgentDecompressor.decompress(notFf, 32, "rgn"))
                .isInstanceOf(FormatException.class).hasMessageContaining("trailer");
        byte[] extra = Arrays.copyOf(block, block.length + 1);
        assertThatThrownBy(() -> AgentDecompressor.decompress(extra, 32, "rgn"))
                .isInstanceOf(FormatException.class).hasMessageContaining("trailer");
    }

    @Test
    void rejectsZeroPaddingBits() {
        AgentBitWriter w = new AgentBitWriter(16);
        w.literal('A');
        w.bits(0xFFFFFF, 24);                        // end marker at bit 17: 7 padding bits follow
        w.bits(0, 7);
        w.bits(0xFFFFFF, 24);
        byte[] block = Arrays.copyOf(w.finish(), 1 + 6 + 3);
        assertThatThrownBy(() -> AgentDecompressor.decompress(block, 1, "pad"))
                .isInstanceOf(FormatException.class).hasMessageContaining("padding");
    }

    @Test
    void rejectsALengthCodeOfTwelveBits() {
        AgentBitWriter w = new AgentBitWriter(16);
        w.literal('A');
        w.bits(0b01, 2);                             // match, tier 0
        w.bits(0, 6);                                // offset 1
        w.bits(0xFFF, 12);                           // k = 12
        w.bits(0, 1);
        w.bits(0, 12);
        byte[] block = w.finish();
        assertThatThrownBy(() -> AgentDecompressor.decompress(block, 8194, "k12"))
                .isInstanceOf(FormatException.class).hasMessageContaining("length code");
    }

    @Test
    void rejectsAnOffsetBeforeTheStart() {
        AgentBitWriter w = new AgentBitWriter(16);
        w.literal('A');
        w.match(2, 2);                               // only one byte decoded so far
        byte[] block = w.finish();
        assertThatThrownBy(() -> AgentDecompressor.decompress(block, 3, "offset"))
                .isInstanceOf(FormatException.class).hasMessageContaining("match offset");
    }

    @Test
    void rejectsImpossibleDeclaredSizesBeforeAllocating() {
        assertThatThrownBy(() -> AgentDecompressor.decompress(LEBEAU, Integer.MAX_VALUE, "huge"))
                .isInstanceOf(FormatException.class).hasMessageContaining("decompressed size");
        assertThatThrownBy(() -> AgentDecompressor.decompress(LEBEAU, -1, "negative"))
                .isInstanceOf(FormatException.class).hasMessageContaining("decompressed size");
    }

    @Test
    void namesTheBlockAndFileOffsetInErrors() {
        byte[] file = new byte[100];
        System.arraycopy(LEBEAU, 0, file, 40, LEBEAU.length);
        file[40] = 9;
        assertThatThrownBy(() -> AgentDecompressor.decompress(file, 40, LEBEAU.length, 32, "x.acs image 3 region", 40))
                .isInstanceOf(FormatException.class)
                .satisfies(e -> {
                    FormatException f = (FormatException) e;
                    assertThat(f.source()).isEqualTo("x.acs image 3 region");
                    assertThat(f.offset()).isEqualTo(40);
                });
    }

    /** A few kilobytes with runs, repeats and noise. */
    static byte[] mixture() {
        java.util.Random random = new java.util.Random(7);
        byte[] data = new byte[3000];
        for (int i = 0; i < data.length; i++) {
            data[i] = i % 500 < 200 ? 0 : i % 500 < 300 ? (byte) random.nextInt(4) : data[i - 250];
        }
        return data;
    }
}
