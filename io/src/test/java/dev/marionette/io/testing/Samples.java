package dev.marionette.io.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The real third-party sample files, read from {@code ../shared/samples} (system property
 * {@code marionette.samples} overrides it). They are never copied into the project: tests that need them
 * are skipped, with the reason shown, when the folder is absent.
 */
public final class Samples {

    /** Why a test needing the samples is skipped. */
    public static final String ABSENT =
            "sample files not found (set -Dmarionette.samples or put them in ../shared/samples)";

    private Samples() {
    }

    /** The samples root, or null when it is not on this machine. */
    public static Path rootOrNull() {
        String configured = System.getProperty("marionette.samples");
        Path root = configured != null && !configured.isBlank() ? Path.of(configured) : Path.of("../shared/samples");
        if (Files.isDirectory(root)) {
            return root.toAbsolutePath().normalize();
        }
        Path fromModule = Path.of("../../shared/samples");
        return configured == null && Files.isDirectory(fromModule) ? fromModule.toAbsolutePath().normalize() : null;
    }

    /** A samples sub-folder; skips the calling test when it is absent. */
    public static Path folder(String name) {
        Path root = rootOrNull();
        assumeTrue(root != null, ABSENT);
        Path dir = root.resolve(name);
        assumeTrue(Files.isDirectory(dir), "sample folder " + dir + " not found");
        return dir;
    }

    /** Files in a samples sub-folder whose names match, sorted; skips the test when the folder is absent. */
    public static List<Path> files(String folder, Predicate<String> nameFilter) {
        Path dir = folder(folder);
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> nameFilter.test(p.getFileName().toString())).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Files with one of these extensions (case-insensitive). */
    public static List<Path> withExtension(String folder, String... extensions) {
        return files(folder, name -> {
            String lower = name.toLowerCase(java.util.Locale.ROOT);
            for (String ext : extensions) {
                if (lower.endsWith("." + ext)) {
                    return true;
                }
            }
            return false;
        });
    }

    /**
     * The files of a samples sub-folder with this extension as parameterized-test arguments, named after the
     * files. When the folder is absent there is one placeholder argument (null), so each test shows up as skipped
     * with the reason ({@link #require}) instead of disappearing.
     */
    public static Stream<Arguments> asArguments(String folder, String extension) {
        Path root = rootOrNull();
        if (root == null || !Files.isDirectory(root.resolve(folder))) {
            return Stream.of(Arguments.of(Named.of("no samples", null)));
        }
        return withExtension(folder, extension).stream().map(p -> Arguments.of(Named.of(
                p.getFileName().toString(), p)));
    }

    /** Skips the test, with the reason, for the placeholder argument of {@link #asArguments}. */
    public static Path require(Path file) {
        assumeTrue(file != null, ABSENT);
        return file;
    }
}
