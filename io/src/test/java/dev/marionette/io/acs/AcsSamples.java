package dev.marionette.io.acs;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.marionette.io.testing.Samples;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The real ACS samples as parameterized-test arguments. When they are absent there is one placeholder
 * argument, so each test shows up as skipped with the reason instead of disappearing.
 */
final class AcsSamples {

    static final String ABSENT = "sample files not found (set -Dmarionette.samples or put them in ../shared/samples)";

    private AcsSamples() {
    }

    static Stream<Arguments> arguments() {
        Path root = Samples.rootOrNull();
        if (root == null || !Files.isDirectory(root.resolve("acs"))) {
            return Stream.of(Arguments.of(Named.of("no samples", null)));
        }
        return Samples.withExtension("acs", "acs").stream().map(p -> Arguments.of(Named.of(
                p.getFileName().toString(), p)));
    }

    /** Skips the test, with the reason, for the placeholder. */
    static Path require(Path file) {
        assumeTrue(file != null, ABSENT);
        return file;
    }
}
