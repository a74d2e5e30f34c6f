package dev.marionette.io.acd;

import dev.marionette.io.agent.AcdFormatHandler;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.marionette.io.acs.AgentFixtures;
import dev.marionette.io.testing.FuzzSeeds;
import dev.marionette.io.testing.ReaderContract;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Coverage-guided fuzzing of the Agent Character Editor (ACD) reader (docs/fuzzing.md): the fuzzed text is read as
 * a project beside the fixture's images and sounds, so the files it names are read too. A normal build replays the
 * saved inputs.
 */
class AcdFuzzTest {

    /** The fixture character exported as a project: its images and sounds are what fuzzed sources refer to. */
    private static final Path PROJECT = exportFixture();

    static final ReaderContract.Reader READER =
            ReaderContract.handler(new AcdFormatHandler(), PROJECT.resolve("fuzz.acd").toString(), false);

    private static Path exportFixture() {
        try {
            Path dir = Files.createTempDirectory("acd-fuzz");
            AcdSaver.export(AgentFixtures.character(), dir.resolve("fixture.acd"));
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The images and sounds a fuzzed source may name: what the reader may allocate grows with them too. */
    private static final long COMPANION_BYTES = sizeOfFiles();

    private static long sizeOfFiles() {
        try (var files = Files.walk(PROJECT)) {
            return files.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @FuzzTest
    void acd(byte[] data) {
        ReaderContract.holds(READER, data, ReaderContract.ALLOCATION_PER_BYTE * COMPANION_BYTES, "fuzzed ACD");
    }

    @Test
    void seeds() throws Exception {
        Map<String, byte[]> seeds = new LinkedHashMap<>();
        seeds.put("fixture.acd", Files.readAllBytes(PROJECT.resolve("fixture.acd")));
        FuzzSeeds.keep(getClass(), "acd", seeds, READER);
    }
}
