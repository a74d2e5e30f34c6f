package dev.marionette.editor.agent;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The real Agent samples ({@code ../shared/samples}, or {@code -Dmarionette.samples}); never copied into the
 * project. A test asking for one that is absent is skipped with the reason.
 */
public final class AgentSamples {

    private AgentSamples() {
    }

    /** The samples root, or null. */
    public static Path root() {
        String configured = System.getProperty("marionette.samples");
        for (String candidate : new String[] {configured, "../shared/samples", "../../shared/samples"}) {
            if (candidate != null && !candidate.isBlank() && Files.isDirectory(Path.of(candidate))) {
                return Path.of(candidate).toAbsolutePath().normalize();
            }
        }
        return null;
    }

    /** A sample file, e.g. {@code acs/Genie.acs}; skips the test when it is absent. */
    public static Path require(String relative) {
        Path root = root();
        assumeTrue(root != null, "sample files not found (set -Dmarionette.samples or put them in ../shared/samples)");
        Path file = root.resolve(relative);
        assumeTrue(Files.isRegularFile(file), "sample " + relative + " not found");
        return file;
    }
}
