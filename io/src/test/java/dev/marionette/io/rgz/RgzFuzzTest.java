package dev.marionette.io.rgz;

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
 * Coverage-guided fuzzing of the RGZ patch reader (docs/fuzzing.md): the fuzzed bytes are opened as a patch, every
 * name decoded and looked up, every file read to its end, in table order and once backwards. A normal build replays
 * the saved inputs.
 */
class RgzFuzzTest {

    private static final Path FILE = file();

    static final ReaderContract.Reader READER = (data, options) -> {
        Files.write(FILE, data);
        try (RgzArchive patch = RgzArchive.open(FILE, "fuzz.rgz")) {
            for (int i = patch.size() - 1; i >= 0; i--) {
                ArchiveEntry entry = patch.entry(i);
                patch.find(entry.path());
                if (entry.isFile()) {
                    try (InputStream in = patch.open(entry)) {
                        in.transferTo(OutputStream.nullOutputStream());
                    }
                }
            }
        }
    };

    private static Path file() {
        try {
            Path f = Files.createTempFile("fuzz", ".rgz");
            f.toFile().deleteOnExit();
            return f;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @FuzzTest
    void rgz(byte[] data) {
        ReaderContract.outcome(READER, data, ReadOptions.STRICT, "fuzzed RGZ");
    }

    @Test
    void seeds() throws Exception {
        Map<String, byte[]> seeds = new LinkedHashMap<>();
        seeds.put("patch.rgz", RgzArchiveTest.gzip(RgzArchiveTest.records('d', "data", 'd', "data\\sprite",
                'f', "data\\sprite\\\uD3EC\uB9C1.spr", "spr".repeat(50), 'f', "data\\empty.txt", "",
                'f', "System\\a.lua", "lua", 'e', "end")));
        seeds.put("empty.rgz", RgzArchiveTest.gzip(RgzArchiveTest.records('e', "end")));
        FuzzSeeds.keep(getClass(), "rgz", seeds, READER);
    }
}
