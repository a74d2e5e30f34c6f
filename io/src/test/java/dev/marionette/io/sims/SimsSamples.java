package dev.marionette.io.sims;

import dev.marionette.io.testing.Samples;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The Sims sample files and what secondary.md 2.3 says about them (counts checked there by an independent
 * parser), used as expectations that do not come from this project's readers.
 */
final class SimsSamples {

    /** A skill's CFP with the pool sizes and byte count of the spec's validation table. */
    record CfpSample(String folder, String file, int translations, int rotations, int bytes) {
        Path path() {
            return Samples.folder("sims/" + folder).resolve(file);
        }

        byte[] data() {
            try {
                return Files.readAllBytes(path());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        int values() {
            return 3 * translations + 4 * rotations;
        }
    }

    static final List<CfpSample> CFPS = List.of(
            new CfpSample("ts1_cmx", "xskill-A2O-idle1.cfp", 120, 1740, 3441),
            new CfpSample("ts1_cmx", "xskill-A2O-walking-frantic-loop.cfp", 36, 522, 2334),
            new CfpSample("ts1_bcf", "xskill-a2a-apologizer.cfp", 232, 3364, 6893));

    private SimsSamples() {
    }

    static Path file(String relative) {
        Path path = Samples.folder("sims").resolve(relative);
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(path), relative + " not in the samples");
        return path;
    }

    static byte[] bytes(String relative) throws IOException {
        return Files.readAllBytes(file(relative));
    }
}
