package dev.marionette.editor.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The real Acclaim sample pairs, read from {@code ../shared/samples/asf} ({@code -Dmarionette.samples} overrides
 * the samples root). Never copied into the project: tests needing them are skipped, with the reason shown, when
 * they are absent.
 */
public final class MotionSamples {

    /** The CMU walk: {@code cmu02_walk/02.asf} and {@code 02_01.amc}, 343 frames, 31 bones. */
    public static final String CMU_WALK = "cmu02_walk";

    private MotionSamples() {
    }

    /** The sample folder; skips the calling test when it is absent. */
    public static Path folder() {
        String configured = System.getProperty("marionette.samples");
        Path root = configured != null && !configured.isBlank() ? Path.of(configured) : Path.of("../shared/samples");
        if (!Files.isDirectory(root) && configured == null) {
            root = Path.of("../../shared/samples");
        }
        Path dir = root.resolve("asf");
        assumeTrue(Files.isDirectory(dir), "Acclaim sample files not found at " + dir.toAbsolutePath().normalize()
                + " (set -Dmarionette.samples)");
        return dir;
    }

    /** {@code pair/name}; skips the calling test when it is absent. */
    public static Path file(String pair, String name) {
        Path file = folder().resolve(pair).resolve(name);
        assumeTrue(Files.isRegularFile(file), "sample " + pair + "/" + name + " not found");
        return file;
    }

    /** The CMU walk's motion, {@code 02_01.amc}. */
    public static Path walkMotion() {
        return file(CMU_WALK, "02_01.amc");
    }

    /** The CMU walk's skeleton, {@code 02.asf}. */
    public static Path walkSkeleton() {
        return file(CMU_WALK, "02.asf");
    }
}
