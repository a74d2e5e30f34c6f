package dev.marionette.io.acs.edit;

import dev.marionette.io.testing.Samples;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import net.jqwik.api.lifecycle.LifecycleContext;
import net.jqwik.api.lifecycle.SkipExecutionHook;

/** The real ACS samples' bytes, read once; and a hook that skips a property, with the reason, when absent. */
final class SampleFiles {

    /** A sample's file name and bytes. */
    record Sample(String name, byte[] bytes) {
    }

    private static List<Sample> all;

    private SampleFiles() {
    }

    /** Every ACS sample, sorted by name; empty when the samples are not on this machine. */
    static synchronized List<Sample> all() {
        if (all == null) {
            Path root = Samples.rootOrNull();
            Path dir = root == null ? null : root.resolve("acs");
            if (dir == null || !Files.isDirectory(dir)) {
                all = List.of();
            } else {
                try (Stream<Path> files = Files.list(dir)) {
                    all = files.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".acs"))
                            .sorted().map(SampleFiles::read).toList();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return all;
    }

    private static Sample read(Path p) {
        try {
            return new Sample(p.getFileName().toString(), Files.readAllBytes(p));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Skips a property when there are no samples, saying why. */
    static final class SkipWithoutSamples implements SkipExecutionHook {
        @Override
        public SkipResult shouldBeSkipped(LifecycleContext context) {
            return all().isEmpty() ? SkipResult.skip("sample files not found (set -Dmarionette.samples or put "
                    + "them in ../shared/samples)") : SkipResult.doNotSkip();
        }
    }
}
