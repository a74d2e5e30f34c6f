package dev.marionette.io.acs;

import dev.marionette.io.testing.Samples;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The real ACS samples as parameterized-test arguments. When they are absent there is one placeholder
 * argument, so each test shows up as skipped with the reason instead of disappearing.
 */
final class AcsSamples {

    private AcsSamples() {
    }

    static Stream<Arguments> arguments() {
        return Samples.asArguments("acs", "acs");
    }

    /** Skips the test, with the reason, for the placeholder. */
    static Path require(Path file) {
        return Samples.require(file);
    }
}
