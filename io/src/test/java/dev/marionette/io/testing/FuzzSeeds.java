package dev.marionette.io.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * The seed corpus of a fuzz test: files built from the project's own fixtures, kept where Jazzer looks for the
 * test's regression inputs ({@code src/test/resources/<package>/<Class>Inputs/<method>/}). A normal build replays
 * every file there; fuzzing starts from them. Seeds are named {@code seed-*}; findings Jazzer saves are named
 * {@code crash-*} (or renamed to say what they found).
 *
 * <p>Building with {@code -Dmarionette.fuzz.writeSeeds=true} (re)writes the seeds from the fixtures; otherwise the
 * saved seeds are checked against what the fixtures build today, so the corpus never drifts from the code.
 */
public final class FuzzSeeds {

    /** The system property that rewrites the seed files instead of checking them. */
    public static final String WRITE_PROPERTY = "marionette.fuzz.writeSeeds";

    private FuzzSeeds() {
    }

    /** The folder of {@code testClass}'s inputs for fuzz test {@code method}, in the module's test resources. */
    public static Path inputs(Class<?> testClass, String method) {
        return Path.of("src", "test", "resources").resolve(testClass.getPackageName().replace('.', '/'))
                .resolve(testClass.getSimpleName() + "Inputs").resolve(method);
    }

    /**
     * Writes (with {@link #WRITE_PROPERTY}) or checks the seeds, and checks that each is a file {@code reader}
     * accepts: seeds are valid files, so fuzzing starts from inputs that reach every part of the reader.
     */
    public static void keep(Class<?> testClass, String method, Map<String, byte[]> seeds,
            ReaderContract.Reader reader) throws Exception {
        Path dir = inputs(testClass, method);
        boolean write = Boolean.getBoolean(WRITE_PROPERTY);
        for (Map.Entry<String, byte[]> seed : seeds.entrySet()) {
            Path file = dir.resolve("seed-" + seed.getKey());
            if (write) {
                write(file, seed.getValue());
            }
            assertThat(file).as("seed %s (rebuild the seeds with -D%s=true)", file, WRITE_PROPERTY).exists();
            assertThat(Files.readAllBytes(file)).as("seed %s is what the fixtures build (rebuild with -D%s=true)",
                    file, WRITE_PROPERTY).isEqualTo(seed.getValue());
            assertThat(ReaderContract.outcome(reader, seed.getValue(), dev.marionette.io.ReadOptions.STRICT,
                    "seed " + seed.getKey())).as("seed %s reads", seed.getKey()).isNull();
        }
    }

    private static void write(Path file, byte[] bytes) {
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
