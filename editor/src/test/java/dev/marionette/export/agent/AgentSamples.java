package dev.marionette.export.agent;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
        String configured = System.getProperty("marionette.samples");
        Path root = configured != null && !configured.isBlank() ? Path.of(configured) : Path.of("../shared/samples");
        if (!Files.isDirectory(root) && configured == null) {
            root = Path.of("../../shared/samples");
        }
        Path dir = root.resolve("acs");
        assumeTrue(Files.isDirectory(dir), "Agent sample files not found at " + dir.toAbsolutePath().normalize()
                + " (set -Dmarionette.samples)");
        return dir;
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
