package dev.marionette.export.agent;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.marionette.editor.testing.SampleFiles;
import dev.marionette.export.ExportOptions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** The sample Agent characters ({@code ../shared/samples/acs}); tests skip with the reason when absent. */
final class AgentSamples {

    private AgentSamples() {
    }

    static Path folder() {
        return SampleFiles.folder("acs", "Agent");
    }

    /** Every sample ACS, sorted. */
    static List<Path> all() {
        try (Stream<Path> s = Files.list(folder())) {
            return s.filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".acs")).sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The sample whose name starts with {@code name} (any case). */
    static Path file(String name) {
        for (Path p : all()) {
            if (p.getFileName().toString().toLowerCase(Locale.ROOT).startsWith(name.toLowerCase(Locale.ROOT))) {
                return p;
            }
        }
        assumeTrue(false, "sample " + name + " not found in " + folder());
        return null;
    }

    static AgentSource load(Path file) throws IOException {
        return AgentSourceLoader.acs().load(file, ExportOptions.DEFAULTS);
    }
}
