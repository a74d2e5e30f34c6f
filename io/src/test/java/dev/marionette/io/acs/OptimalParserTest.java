package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.testing.Samples;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** The optimal parse against a plain shortest path that tries every tier and every length. */
class OptimalParserTest {

    @Property(tries = 80)
    void isAsShortAsTheExhaustiveParse(@ForAll("small") byte[] data) throws Exception {
        assertOptimal(data, "generated");
    }

    /** Some regions of every sample, and the two smallest pixel rasters of all samples. */
    @Test
    void isAsShortAsTheExhaustiveParseOnRealBlocks() throws Exception {
        List<AcsBlockScanner.Block> rasters = new java.util.ArrayList<>();
        for (Path file : Samples.withExtension("acs", "acs")) {
            List<AcsBlockScanner.Block> blocks = AcsBlockScanner.scan(Files.readAllBytes(file),
                    file.getFileName().toString());
            List<AcsBlockScanner.Block> regions = blocks.stream()
                    .filter(b -> b.kind() == AcsBlockScanner.Kind.REGION).toList();
            for (int i = 0; i < regions.size(); i += regions.size() / 2) {
                assertOptimal(regions.get(i).decompress(), regions.get(i).name());
            }
            blocks.stream().filter(b -> b.kind() == AcsBlockScanner.Kind.PIXELS).forEach(rasters::add);
        }
        rasters.sort(java.util.Comparator.comparingInt(AcsBlockScanner.Block::decompressedSize));
        for (AcsBlockScanner.Block raster : rasters.subList(0, 2)) {
            assertOptimal(raster.decompress(), raster.name());
        }
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<byte[]> small() {
        return BlockShapes.inputs(1500, 8);          // the brute force is quadratic: keep inputs small
    }

    static void assertOptimal(byte[] data, String what) throws Exception {
        AgentMatchFinder finder = new AgentMatchFinder(data, data.length);
        byte[] encoded = OptimalParser.encode(finder, data);
        assertThat(AgentDecompressor.decompress(encoded, data.length, what)).isEqualTo(data);
        long bits = exhaustiveBits(data);
        long bytes = 1 + (bits + 24 + 7) / 8 + 3;
        assertThat((long) encoded.length).as("%s: bytes of the optimal parse", what).isEqualTo(bytes);
    }

    /** Fewest token bits by a shortest path over every tier and every length, from a brute-force scan. */
    static long exhaustiveBits(byte[] in) {
        int n = in.length;
        long[] best = new long[n + 1];
        java.util.Arrays.fill(best, Long.MAX_VALUE);
        best[0] = 0;
        BruteForceMatches scan = new BruteForceMatches();
        for (int i = 0; i < n; i++) {
            best[i + 1] = Math.min(best[i + 1], best[i] + AgentCodes.LITERAL_BITS);
            scan.find(in, n, i);
            for (int t = 0; t < 4; t++) {
                for (int len = AgentCodes.MIN_LENGTH[t]; len <= scan.length[t]; len++) {
                    best[i + len] = Math.min(best[i + len], best[i] + AgentCodes.matchBits(len, t));
                }
            }
        }
        return best[n];
    }
}
