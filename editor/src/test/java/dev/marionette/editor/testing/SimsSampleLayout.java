package dev.marionette.editor.testing;

import dev.marionette.io.testing.Samples;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The layout a Sims modder has, copied from the samples ({@link Samples}) into a test's own folder. */
public final class SimsSampleLayout {

    private SimsSampleLayout() {
    }

    /**
     * A copy of the six-skill BCF sample with its CFP in {@code dir}, and with the adult skeleton beside it when
     * {@code withSkeleton}; skips the calling test when the samples are absent.
     */
    public static Path apologizerIn(Path dir, boolean withSkeleton) {
        try {
            Path bcf = Files.copy(Samples.file("sims/ts1_bcf/a2a-apologizer.cmx.bcf"),
                    dir.resolve("a2a-apologizer.cmx.bcf"));
            Files.copy(Samples.file("sims/ts1_bcf/xskill-a2a-apologizer.cfp"), dir.resolve("xskill-a2a-apologizer.cfp"));
            if (withSkeleton) {
                Files.copy(Samples.file("sims/ts1_cmx/adult-skeleton.cmx"), dir.resolve("adult-skeleton.cmx"));
            }
            return bcf;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
