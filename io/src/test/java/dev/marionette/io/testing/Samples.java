package dev.marionette.io.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The one locator of the real third-party sample files, for the io and editor tests (the editor gets it through the
 * io test-jar). They are read from {@code ../shared/samples}, seen from the checkout or from a module; the system
 * property {@code marionette.samples} overrides the root. They are never copied into the project: a test needing one
 * is skipped, with the reason shown, when it is absent.
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

    /** The samples root; skips the calling test, with the reason, when the samples are not on this machine. */
    public static Path root() {
        Path root = rootOrNull();
        assumeTrue(root != null, ABSENT);
        return root;
    }

    /** A samples sub-folder ("ro", "asf/cmu02_walk"); skips the calling test when it is absent. */
    public static Path folder(String name) {
        Path dir = root().resolve(name);
        assumeTrue(Files.isDirectory(dir), "sample folder " + dir + " not found");
        return dir;
    }

    /** The sample at {@code relative} below the root ("acs/Genie.acs"); skips the calling test when it is absent. */
    public static Path file(String relative) {
        Path file = root().resolve(relative);
        assumeTrue(Files.isRegularFile(file), "sample " + file + " not found");
        return file;
    }

    /** The bytes of {@link #file}. */
    public static byte[] bytes(String relative) {
        try {
            return Files.readAllBytes(file(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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

    /** The samples of a kind: files of a sub-folder with one of these extensions (any case), sorted. */
    public static List<Path> withExtension(String folder, String... extensions) {
        return files(folder, name -> {
            String lower = name.toLowerCase(Locale.ROOT);
            for (String ext : extensions) {
                if (lower.endsWith("." + ext)) {
                    return true;
                }
            }
            return false;
        });
    }

    /**
     * The first file of a sub-folder with this extension whose name starts with {@code prefix} (any case: "peedy" finds
     * Peedy.acs); skips the test when there is none.
     */
    public static Path named(String folder, String prefix, String extension) {
        String lower = prefix.toLowerCase(Locale.ROOT);
        for (Path p : withExtension(folder, extension)) {
            if (p.getFileName().toString().toLowerCase(Locale.ROOT).startsWith(lower)) {
                return p;
            }
        }
        assumeTrue(false, "sample " + prefix + "*." + extension + " not found in " + folder(folder));
        return null;
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

    /** Every ACS character as parameterized-test arguments ({@link #asArguments}). */
    public static Stream<Arguments> acsArguments() {
        return asArguments("acs", "acs");
    }

    /** Skips the test, with the reason, for the placeholder argument of {@link #asArguments}. */
    public static Path require(Path file) {
        assumeTrue(file != null, ABSENT);
        return file;
    }
}
