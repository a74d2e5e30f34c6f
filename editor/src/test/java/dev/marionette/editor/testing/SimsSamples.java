package dev.marionette.editor.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The real Sims and GK3 sample files, read from {@code ../shared/samples/sims} and {@code gk3}
 * ({@code -Dmarionette.samples} overrides the samples root). Never copied into the project (tests copy them into a
 * temporary folder when they need a layout of their own); tests needing them are skipped, with the reason shown, when
 * they are absent.
 */
public final class SimsSamples {

    private SimsSamples() {
    }

    private static Path root() {
        String configured = System.getProperty("marionette.samples");
        Path root = configured != null && !configured.isBlank() ? Path.of(configured) : Path.of("../shared/samples");
        if (!Files.isDirectory(root) && configured == null) {
            root = Path.of("../../shared/samples");
        }
        return root;
    }

    /** {@code sims/relative}; skips the calling test when it is absent. */
    public static Path file(String relative) {
        Path file = root().resolve("sims").resolve(relative);
        assumeTrue(Files.isRegularFile(file), "Sims sample " + file.toAbsolutePath().normalize() + " not found"
                + " (set -Dmarionette.samples)");
        return file;
    }

    /** The GK3 synthetic sample, {@code gk3/SYNTH_TEST.ACT}; skips the calling test when it is absent. */
    public static Path gk3() {
        Path file = root().resolve("gk3").resolve("SYNTH_TEST.ACT");
        assumeTrue(Files.isRegularFile(file), "GK3 sample " + file.toAbsolutePath().normalize() + " not found");
        return file;
    }

    /** The six-skill BCF, {@code ts1_bcf/a2a-apologizer.cmx.bcf}. */
    public static Path apologizer() {
        return file("ts1_bcf/a2a-apologizer.cmx.bcf");
    }

    /** The adult skeleton, {@code ts1_cmx/adult-skeleton.cmx}. */
    public static Path adultSkeleton() {
        return file("ts1_cmx/adult-skeleton.cmx");
    }

    /**
     * A copy of the BCF sample with its CFP in {@code dir}, and with the adult skeleton beside it when
     * {@code withSkeleton}: the layout a modder has.
     */
    public static Path apologizerIn(Path dir, boolean withSkeleton) {
        try {
            Path bcf = Files.copy(apologizer(), dir.resolve("a2a-apologizer.cmx.bcf"));
            Files.copy(file("ts1_bcf/xskill-a2a-apologizer.cfp"), dir.resolve("xskill-a2a-apologizer.cfp"));
            if (withSkeleton) {
                Files.copy(adultSkeleton(), dir.resolve("adult-skeleton.cmx"));
            }
            return bcf;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
