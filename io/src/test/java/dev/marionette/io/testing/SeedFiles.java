package dev.marionette.io.testing;

import dev.marionette.io.FileFormat;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FormatRegistry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The project's own fixtures of every format: the seed files of the fuzz tests ({@code seed-*} under the io test
 * resources, built by the project's code, see docs/fuzzing.md), each recognised by the installed plug-ins as the
 * commands recognise a file. So a test over "every format" finds a new family's seeds without a table to edit.
 */
public final class SeedFiles {

    /** Where the seeds are, seen from the io module. */
    public static final Path ROOT = Path.of("src/test/resources/dev/marionette/io");

    /** A seed: its format as recognised, its file and bytes. */
    public record Seed(FileFormat format, Path file, byte[] data) {

        /** The file's name. */
        public String name() {
            return file.getFileName().toString();
        }

        @Override
        public String toString() {
            return format.id() + " " + name();
        }
    }

    private SeedFiles() {
    }

    /** Every seed the installed plug-ins recognise, sorted by path; archives and unknown files left out. */
    public static List<Seed> all() {
        return all(ROOT);
    }

    /** Every recognised seed under {@code root} (a module's resources seen from elsewhere). */
    public static List<Seed> all(Path root) {
        List<Seed> seeds = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.filter(f -> f.getFileName().toString().startsWith("seed-")).sorted().toList()) {
                byte[] data = Files.readAllBytes(p);
                Optional<Detection> d = FormatRegistry.installed().tryDetect(data, p.getFileName().toString());
                d.ifPresent(detection -> seeds.add(new Seed(detection.format(), p, data)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return seeds;
    }
}
