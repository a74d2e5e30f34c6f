package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.FormatException;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/** Round trips and robustness on generated inputs (see {@link BlockShapes} for their shapes). */
class AgentCodecPropertiesTest {

    @Property(tries = 150)
    void microsoftRoundTrips(@ForAll(supplier = BlockShapes.class) byte[] data) throws Exception {
        net.jqwik.api.statistics.Statistics.label("input size").collect(
                data.length == 0 ? "empty" : data.length == 1 ? "1 byte" : data.length <= 4096 ? "2 .. 4096"
                        : data.length <= 20_000 ? "4097 .. 20000" : "over 20000");
        byte[] block = AgentCompressor.compress(data, CompressionMode.MICROSOFT);
        assertThat(AgentDecompressor.decompress(block, data.length, "generated")).isEqualTo(data);
    }

    @Property(tries = 150)
    void smallestRoundTripsAndIsNeverLarger(@ForAll(supplier = BlockShapes.class) byte[] data) throws Exception {
        byte[] smallest = AgentCompressor.compress(data, CompressionMode.SMALLEST);
        assertThat(AgentDecompressor.decompress(smallest, data.length, "generated")).isEqualTo(data);
        assertThat(smallest.length).isLessThanOrEqualTo(
                AgentCompressor.compress(data, CompressionMode.MICROSOFT).length);
    }

    /**
     * A pattern repeated far away (up to past the largest offset) across noise: both modes round trip and
     * never write an offset beyond 4673 + 0xFFFFE, whose field would be the end marker.
     */
    @Property(tries = 6)
    void farRepeatsRoundTrip(@ForAll @IntRange(min = 4_600, max = 1_060_000) int distance,
                             @ForAll @IntRange(min = 3, max = 5000) int length, @ForAll long seed) throws Exception {
        byte[] data = new byte[distance + length];
        new java.util.Random(seed).nextBytes(data);
        for (int i = distance; i < data.length; i++) {
            data[i] = data[i - distance];
        }
        for (CompressionMode mode : CompressionMode.values()) {
            byte[] block = AgentCompressor.compress(data, mode);
            assertThat(AgentDecompressor.decompress(block, data.length, "far")).isEqualTo(data);
            assertThat(AgentTokens.of(block)).allSatisfy(
                    t -> assertThat(t.offset()).isLessThanOrEqualTo(AgentCodes.MAX_DISTANCE));
        }
    }

    /** The fast Microsoft encoder gives the same bytes as acs.md 3.3's rule applied to every offset. */
    @Property(tries = 150)
    void microsoftFollowsTheRuleLiterally(@ForAll("small") byte[] data) {
        assertThat(AgentCompressor.compress(data, CompressionMode.MICROSOFT))
                .isEqualTo(BruteForceMatches.encodeMicrosoft(data));
    }

    /** Damaged streams decode to something of the declared size or fail with FormatException, nothing else. */
    @Property(tries = 300)
    void damagedStreamsFailCleanly(@ForAll("small") byte[] data, @ForAll @IntRange(min = 0, max = 1 << 20) int where,
                                   @ForAll @IntRange(min = 0, max = 3) int damage, @ForAll byte value) {
        byte[] block = AgentCompressor.compress(data, CompressionMode.MICROSOFT);
        int at = where % block.length;
        int size = data.length;
        byte[] bad = switch (damage) {
            case 0 -> java.util.Arrays.copyOf(block, at);                        // truncated
            case 1 -> { byte[] b = block.clone(); b[at] = value; yield b; }      // overwritten byte
            case 2 -> { size = Math.max(0, size + (value == 0 ? 1 : value)); yield block; }   // wrong size
            default -> { byte[] b = block.clone(); b[at] ^= (byte) (1 << (where & 7)); yield b; } // flipped bit
        };
        try {
            assertThat(AgentDecompressor.decompress(bad, size, "damaged")).hasSize(size);
        } catch (FormatException expected) {
            assertThat(expected.source()).isEqualTo("damaged");
        }
    }

    @Provide
    Arbitrary<byte[]> small() {
        return BlockShapes.inputs(1500, 8);
    }
}
