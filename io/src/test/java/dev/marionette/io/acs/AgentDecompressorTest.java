package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.testing.Samples;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class AgentDecompressorTest {

    /** Lebeau v1.6 worked example: an empty RGNDATAHEADER. */
    static final byte[] LEBEAU = HexFormat.of().parseHex("00400004 10D09080 42ED9801 B7FFFFFF FFFFFF".replace(" ", ""));

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
            byte[] cut = java.util.Arrays.copyOf(LEBEAU, n);
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
}
