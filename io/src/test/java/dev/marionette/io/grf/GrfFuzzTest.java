package dev.marionette.io.grf;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.marionette.io.ReadOptions;
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
 * Coverage-guided fuzzing of the GRF archive reader (docs/fuzzing.md): the fuzzed bytes are opened as an archive,
 * every entry's name decoded and every entry's data read to its end. A normal build replays the saved inputs.
 */
class GrfFuzzTest {

    private static final Path FILE = file();

    static final ReaderContract.Reader READER = (data, options) -> {
        Files.write(FILE, data);
        try (GrfArchive archive = GrfArchive.open(FILE, "fuzz.grf")) {
            for (int i = 0; i < archive.size(); i++) {
                GrfEntry entry = archive.entry(i);
                entry.path();
                archive.find(entry.path());
                try (InputStream in = archive.open(entry)) {
                    in.transferTo(OutputStream.nullOutputStream());
                }
            }
        }
    };

    private static Path file() {
        try {
            Path f = Files.createTempFile("fuzz", ".grf");
            f.toFile().deleteOnExit();
            return f;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @FuzzTest
    void grf(byte[] data) {
        ReaderContract.outcome(READER, data, ReadOptions.STRICT, "fuzzed GRF");
    }

    @Test
    void seeds() throws Exception {
        Map<String, byte[]> seeds = new LinkedHashMap<>();
        for (int version : new int[] {GrfFormat.VERSION_200, GrfFormat.VERSION_300}) {
            RawGrf raw = new RawGrf().add("data\\a.txt", "alpha alpha alpha")
                    .add("data\\sprite\\b.act", "bravo".repeat(50))
                    .add(new RawGrf.Entry("data\\mixed.txt", GrfDesTest.text(400)).encrypted(GrfFormat.FLAG_DES_MIXED))
                    .add(new RawGrf.Entry("data\\header.txt", GrfDesTest.text(300)).encrypted(GrfFormat.FLAG_DES_HEADER));
            raw.version = version;
            seeds.put(Integer.toHexString(version) + ".grf", raw.build());
        }
        // 0x1xx data is always encoded: header-only for .act/.gnd/.gat/.str, mixed for the rest; names are encoded.
        RawGrf old = new RawGrf();
        old.version = GrfFormat.VERSION_103;
        old.seed = 3;
        old.add(new RawGrf.Entry("data\\sprite\\\uBAAC\uC2A4\uD130\\poring.spr", GrfDesTest.text(500))
                .encrypted(GrfFormat.FLAG_DES_MIXED));
        old.add(new RawGrf.Entry("data\\sprite\\poring.act", GrfDesTest.text(200)).encrypted(GrfFormat.FLAG_DES_HEADER));
        seeds.put("103.grf", old.build());
        FuzzSeeds.keep(getClass(), "grf", seeds, READER);
    }
}
