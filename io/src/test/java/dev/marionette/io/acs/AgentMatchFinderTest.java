package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.testing.Samples;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** The fast match finder against a scan of every offset. */
class AgentMatchFinderTest {

    @Property(tries = 100)
    void agreesWithTheBruteForceScan(@ForAll("small") byte[] data) {
        assertAgrees(data, "generated", 1);
    }

    /** Regions of every sample whole, and one pixel raster per sample at every 11th position. */
    @Test
    void agreesOnRealBlocks() throws Exception {
        for (Path file : Samples.withExtension("acs", "acs")) {
            List<AcsBlockScanner.Block> blocks = AcsBlockScanner.scan(Files.readAllBytes(file),
                    file.getFileName().toString());
            List<AcsBlockScanner.Block> regions = blocks.stream()
                    .filter(b -> b.kind() == AcsBlockScanner.Kind.REGION).toList();
            for (int i = 0; i < regions.size(); i += regions.size() / 3) {
                assertAgrees(regions.get(i).decompress(), regions.get(i).name(), 1);
            }
            AcsBlockScanner.Block pixels = blocks.get(blocks.size() / 2 & ~1);
            assertAgrees(pixels.decompress(), pixels.name(), 11);
        }
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<byte[]> small() {
        return BlockShapes.inputs(1500, 8);          // the brute force is quadratic: keep inputs small
    }

    /** Checks every {@code step}-th position (in increasing order, as the encoders ask). */
    static void assertAgrees(byte[] data, String what, int step) {
        AgentMatchFinder fast = new AgentMatchFinder(data, data.length);
        RunExtensions runs = new RunExtensions(fast, data);
        BruteForceMatches slow = new BruteForceMatches();
        int[] viaRuns = new int[4];
        for (int pos = 0; pos < data.length; pos += step) {
            slow.find(data, data.length, pos);
            slow.dropDominated();
            fast.find(pos);
            assertThat(fast.length).as("%s: lengths at %d", what, pos).containsExactly(slow.length);
            assertThat(fast.distance).as("%s: offsets at %d", what, pos).satisfies(d -> {
                for (int t = 0; t < 4; t++) {
                    if (slow.length[t] > 0) {
                        assertThat(d[t]).as("tier %d", t).isEqualTo(slow.distance[t]);
                    }
                }
            });
            runs.lengths(pos, viaRuns);
            int covered = 0;
            for (int t = 0; t < 4; t++) {
                int effective = viaRuns[t] > covered ? viaRuns[t] : 0;
                covered = Math.max(covered, viaRuns[t]);
                assertThat(effective).as("%s: run lengths at %d tier %d", what, pos, t).isEqualTo(slow.length[t]);
            }
        }
    }
}
