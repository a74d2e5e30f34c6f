package dev.marionette.bench.sims;

import java.nio.file.Files;
import java.nio.file.Path;

/** Where the Sims samples are for the benchmarks: {@code ../shared/samples/sims} or {@code -Dmarionette.samples}. */
final class SimsSamplesForBench {

    private SimsSamplesForBench() {
    }

    static Path folder() {
        Path root = Path.of(System.getProperty("marionette.samples", "../shared/samples"));
        Path sims = root.resolve("sims");
        if (!Files.isDirectory(sims)) {
            throw new IllegalStateException(sims.toAbsolutePath() + " not found: run from the project root next to"
                    + " ../shared/samples, or pass -Dmarionette.samples=DIR");
        }
        return sims;
    }
}
