package dev.marionette.editor.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The real third-party sample files, read from {@code ../shared/samples} ({@code -Dmarionette.samples} overrides
 * the root). They are never copied into the project: a test needing one is skipped, with the reason shown, when
 * it is absent.
 */
public final class SampleFiles {

    private SampleFiles() {
    }

    /** The samples root as configured, else {@code ../shared/samples} seen from the checkout or the module. */
    public static Path root() {
        String configured = System.getProperty("marionette.samples");
        if (configured != null && !configured.isBlank()) {
            return Path.of(configured);
        }
        Path fromCheckout = Path.of("../shared/samples");
        return Files.isDirectory(fromCheckout) ? fromCheckout : Path.of("../../shared/samples");
    }

    /** The folder {@code name} of the samples ("ro", "acs", "asf"...); skips the calling test when it is absent. */
    public static Path folder(String name, String whatItHolds) {
        Path dir = root().resolve(name);
        assumeTrue(Files.isDirectory(dir), whatItHolds + " sample files not found at " + dir.toAbsolutePath().normalize()
                + " (set -Dmarionette.samples)");
        return dir;
    }

    /** The sample at {@code relative} below the root ("acs/Genie.acs"); skips the calling test when absent. */
    public static Path file(String relative) {
        Path file = root().resolve(relative);
        assumeTrue(Files.isRegularFile(file), "sample " + file.toAbsolutePath().normalize() + " not found");
        return file;
    }
}
