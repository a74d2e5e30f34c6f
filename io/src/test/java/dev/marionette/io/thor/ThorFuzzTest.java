package dev.marionette.io.thor;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.archive.ArchiveEntry;
import dev.marionette.io.testing.FuzzSeeds;
import dev.marionette.io.testing.ReaderContract;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Coverage-guided fuzzing of the THOR patch reader (docs/fuzzing.md): the fuzzed bytes are opened as a patch, every
 * name decoded and looked up, every file read to its end, data.integrity checked. A normal build replays the saved
 * inputs.
 */
class ThorFuzzTest {

    private static final Path FILE = file();

    static final ReaderContract.Reader READER = (data, options) -> {
        Files.write(FILE, data);
        try (ThorArchive patch = ThorArchive.open(FILE, "fuzz.thor")) {
            for (int i = 0; i < patch.size(); i++) {
                ArchiveEntry entry = patch.entry(i);
                patch.find(entry.path());
                patch.facts();
                if (entry.isFile()) {
                    try (InputStream in = patch.open(entry)) {
                        in.transferTo(OutputStream.nullOutputStream());
                    }
                }
            }
            patch.verify();
        }
    };

    private static Path file() {
        try {
            Path f = Files.createTempFile("fuzz", ".thor");
            f.toFile().deleteOnExit();
            return f;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @FuzzTest
    void thor(byte[] data) {
        ReaderContract.outcome(READER, data, ReadOptions.STRICT, "fuzzed THOR");
    }

    @Test
    void seeds() throws Exception {
        Map<String, byte[]> seeds = new LinkedHashMap<>();
        seeds.put("multi.thor", new RawThor().add("data\\a.txt", "alpha alpha alpha")
                .add("data\\sprite\\\uBAAC\uC2A4\uD130\\b.act", "bravo".repeat(50))
                .add(RawThor.Record.removal("data\\old.spr")).integrity().build());
        RawThor single = new RawThor().add("data\\texture\\c.bmp", "charlie".repeat(20));
        single.mode = ThorFormat.MODE_SINGLE;
        single.merge = 0;
        seeds.put("single.thor", single.build());
        RawThor empty = new RawThor();
        empty.target = "data.grf";
        seeds.put("empty.thor", empty.build());
        FuzzSeeds.keep(getClass(), "thor", seeds, READER);
    }
}
