package dev.marionette.io.sims;

import dev.marionette.io.testing.Samples;
import java.util.List;

/**
 * What secondary.md 2.3 says about the sample CFPs (pool sizes and byte counts checked there by an independent
 * parser), used as expectations that do not come from this project's readers.
 */
final class CfpSamples {

    /** A skill's CFP with the pool sizes and byte count of the spec's validation table. */
    record CfpSample(String folder, String file, int translations, int rotations, int bytes) {
        byte[] data() {
            return Samples.bytes("sims/" + folder + "/" + file);
        }

        int values() {
            return 3 * translations + 4 * rotations;
        }
    }

    static final List<CfpSample> CFPS = List.of(
            new CfpSample("ts1_cmx", "xskill-A2O-idle1.cfp", 120, 1740, 3441),
            new CfpSample("ts1_cmx", "xskill-A2O-walking-frantic-loop.cfp", 36, 522, 2334),
            new CfpSample("ts1_bcf", "xskill-a2a-apologizer.cfp", 232, 3364, 6893));

    private CfpSamples() {
    }
}
