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
        assertAgrees(data, "generated");
    }

    @Test
    void agreesOnRealBlocks() throws Exception {
        for (Path file : Samples.withExtension("acs", "acs")) {
            // The brute force is quadratic: a few of the smaller blocks of each file, pixels and regions.
            List<AcsBlockScanner.Block> blocks = AcsBlockScanner.scan(Files.readAllBytes(file),
                    file.getFileName().toString()).stream().filter(b -> b.decompressedSize() <= 6000).toList();
            for (int i = 0; i < blocks.size(); i += Math.max(1, blocks.size() / 3)) {
                assertAgrees(blocks.get(i).decompress(), blocks.get(i).name());
            }
        }
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<byte[]> small() {
        return BlockShapes.inputs(1500, 8);          // the brute force is quadratic: keep inputs small
    }

    static void assertAgrees(byte[] data, String what) {
        AgentMatchFinder fast = new AgentMatchFinder(data, data.length);
        RunExtensions runs = new RunExtensions(fast, data);
        BruteForceMatches slow = new BruteForceMatches();
        int[] viaRuns = new int[4];
        for (int pos = 0; pos < data.length; pos++) {
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
