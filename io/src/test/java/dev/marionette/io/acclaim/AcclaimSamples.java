package dev.marionette.io.acclaim;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.amc.AmcReader;
import dev.marionette.io.asf.AsfReader;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AsfFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The six skeleton + motion pairs of ../shared/samples/asf, one folder each; skipped when absent. */
public record AcclaimSamples(String name, Path asf, Path amc) {

    /** Every pair, sorted by folder name. */
    public static List<AcclaimSamples> all() {
        Path root = Samples.folder("asf");
        try (Stream<Path> dirs = Files.list(root)) {
            return dirs.filter(Files::isDirectory).sorted().map(AcclaimSamples::of).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The pair in folder {@code name}. */
    public static AcclaimSamples named(String name) {
        return of(Samples.folder("asf").resolve(name));
    }

    private static AcclaimSamples of(Path dir) {
        return new AcclaimSamples(dir.getFileName().toString(), only(dir, ".asf"), only(dir, ".amc"));
    }

    private static Path only(Path dir, String extension) {
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> found = files.filter(p -> p.getFileName().toString().toLowerCase().endsWith(extension)).toList();
            if (found.size() != 1) {
                throw new IllegalStateException(dir + " holds " + found.size() + " " + extension + " files");
            }
            return found.get(0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The skeleton, read strictly. */
    public AsfFile readAsf() throws IOException {
        return AsfReader.read(asf, ReadOptions.STRICT).value();
    }

    /** The motion, read strictly against the skeleton. */
    public AmcFile readAmc(AsfFile skeleton) throws IOException {
        return AmcReader.read(amc, ReadOptions.STRICT, skeleton).value();
    }

    @Override
    public String toString() {
        return name;
    }
}
