package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.testing.Samples;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class AgentCompressorTest {

    /** Every lz-vector: Microsoft's rule gives the .lz byte for byte, the decoder gives back the .raw. */
    @Test
    void reproducesEveryVector() throws Exception {
        List<Path> vectors = Samples.withExtension("lz-vectors", "lz");
        assertThat(vectors).hasSize(15);
        for (Path lz : vectors) {
            String name = lz.getFileName().toString();
            byte[] raw = Files.readAllBytes(Path.of(lz.toString().replaceAll("\\.lz$", ".raw")));
            byte[] stored = Files.readAllBytes(lz);
            assertThat(AgentCompressor.compress(raw, CompressionMode.MICROSOFT)).as(name).isEqualTo(stored);
            assertThat(AgentDecompressor.decompress(stored, raw.length, name)).as(name).isEqualTo(raw);
            byte[] smallest = AgentCompressor.compress(raw, CompressionMode.SMALLEST);
            assertThat(smallest.length).as(name).isLessThanOrEqualTo(stored.length);
            assertThat(AgentDecompressor.decompress(smallest, raw.length, name)).as(name).isEqualTo(raw);
        }
    }

    @Test
    void reproducesTheSpecificationExampleWithoutSamples() {
        byte[] raw = AgentDecompressorTest.lebeauDecoded();
        assertThat(AgentCompressor.compress(raw, CompressionMode.MICROSOFT)).isEqualTo(AgentDecompressorTest.LEBEAU);
    }

    @ParameterizedTest
    @EnumSource(CompressionMode.class)
    void emptyInputIsTheBareTrailer(CompressionMode mode) throws Exception {
        byte[] block = AgentCompressor.compress(new byte[0], mode);
        assertThat(HexFormat.of().formatHex(block)).isEqualTo("00ffffffffffff");
        assertThat(AgentDecompressor.decompress(block, 0, "empty")).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(CompressionMode.class)
    void oneByteIsOneLiteral(CompressionMode mode) throws Exception {
        byte[] block = AgentCompressor.compress(new byte[] {(byte) 0xA5}, mode);
        assertThat(AgentTokens.of(block)).containsExactly(new AgentTokens.Token(0, 1));
        assertThat(AgentDecompressor.decompress(block, 1, "one")).containsExactly(0xA5);
    }

    @ParameterizedTest
    @EnumSource(CompressionMode.class)
    void runsLongerThanTheMatchLimitAreSplit(CompressionMode mode) throws Exception {
        byte[] run = new byte[10_000];
        Arrays.fill(run, (byte) 7);
        byte[] block = AgentCompressor.compress(run, mode);
        assertThat(AgentDecompressor.decompress(block, run.length, "run")).isEqualTo(run);
        assertThat(AgentTokens.of(block)).allSatisfy(t -> assertThat(t.length()).isBetween(1, 4096))
                .contains(new AgentTokens.Token(1, 4096));
    }

    /** A repeat exactly at the largest offset (field 0xFFFFE) is used; one byte further (0xFFFFF) is not. */
    @ParameterizedTest
    @EnumSource(CompressionMode.class)
    void usesTheLargestOffsetButNeverTheEndMarker(CompressionMode mode) throws Exception {
        for (int distance : new int[] {AgentCodes.MAX_DISTANCE, AgentCodes.MAX_DISTANCE + 1}) {
            byte[] data = new byte[distance + 300];
            new Random(distance).nextBytes(data);
            System.arraycopy(data, 0, data, distance, 300);
            byte[] block = AgentCompressor.compress(data, mode);
            assertThat(AgentDecompressor.decompress(block, data.length, "far")).isEqualTo(data);
            List<AgentTokens.Token> tokens = AgentTokens.of(block);
            assertThat(tokens).allSatisfy(t -> assertThat(t.offset()).isLessThanOrEqualTo(AgentCodes.MAX_DISTANCE));
            if (distance == AgentCodes.MAX_DISTANCE) {
                assertThat(tokens).contains(new AgentTokens.Token(distance, 300));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(CompressionMode.class)
    void compressesASliceOfAnArray(CompressionMode mode) throws Exception {
        byte[] data = "xxHELLO HELLO HELLO HELLOyy".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        byte[] block = AgentCompressor.compress(data, 2, data.length - 4, mode);
        assertThat(block).isEqualTo(AgentCompressor.compress(Arrays.copyOfRange(data, 2, data.length - 2), mode));
        assertThat(new String(AgentDecompressor.decompress(block, data.length - 4, "slice"),
                java.nio.charset.StandardCharsets.US_ASCII)).isEqualTo("HELLO HELLO HELLO HELLO");
    }

    @Test
    void smallestBeatsMicrosoftWhereGreedyIsWrong() throws Exception {
        // At the last "abcd...", greedy takes the 4-byte "abcd" and then "efghijklmnop" (11 + 15 bits); the
        // optimal parse takes a literal 'a' and then the 15-byte "bcdefghijklmnop" (9 + 15 bits).
        byte[] data = "abcd_bcdefghijklmnop_abcdefghijklmnop".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        byte[] microsoft = AgentCompressor.compress(data, CompressionMode.MICROSOFT);
        byte[] smallest = OptimalParser.encode(new AgentMatchFinder(data, data.length), data);
        List<AgentTokens.Token> greedy = AgentTokens.of(microsoft);
        List<AgentTokens.Token> optimal = AgentTokens.of(smallest);
        assertThat(greedy.subList(greedy.size() - 2, greedy.size()))
                .containsExactly(new AgentTokens.Token(21, 4), new AgentTokens.Token(17, 12));
        assertThat(optimal.subList(optimal.size() - 2, optimal.size()))
                .containsExactly(new AgentTokens.Token(0, 1), new AgentTokens.Token(17, 15));
        assertThat(bits(optimal)).isEqualTo(bits(greedy) - 2);
        assertThat(AgentDecompressor.decompress(smallest, data.length, "greedy")).isEqualTo(data);
    }

    static long bits(List<AgentTokens.Token> tokens) {
        return tokens.stream().mapToLong(t -> t.offset() == 0 ? AgentCodes.LITERAL_BITS
                : AgentCodes.matchBits(t.length(), AgentCodes.tier(t.offset()))).sum();
    }

    @ParameterizedTest
    @EnumSource(CompressionMode.class)
    void noiseCostsAtMostNineBitsAByte(CompressionMode mode) throws Exception {
        byte[] noise = new byte[200_000];
        new Random(42).nextBytes(noise);
        byte[] block = AgentCompressor.compress(noise, mode);
        assertThat((long) block.length).isLessThanOrEqualTo(1 + (noise.length * 9L + 24 + 7) / 8 + 3);
        assertThat(AgentDecompressor.decompress(block, noise.length, "noise")).isEqualTo(noise);
    }
}
