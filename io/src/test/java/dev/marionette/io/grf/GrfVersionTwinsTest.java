package dev.marionette.io.grf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.archive.ArchiveExtractor;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same files packed as 0x102, 0x103 (names and data DES-encoded, as their writers encode them: header-only for
 * {@code .gnd .gat .act .str}, mixed for the rest) and 0x200 (plain, and with every entry flagged 2 or 4 as some
 * 0x200 archives are): every version extracts to the same bytes. The encoding comes from the fixtures' own encoder
 * ({@link TestDes}), written apart from the decoder; the sizes put the mixed cycle through 1, 4, 5, 14 and 15.
 */
class GrfVersionTwinsTest {

    @TempDir
    Path dir;

    private static Map<String, byte[]> files() {
        Random random = new Random(103);
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("data\\06guild_r.gat", repetitive(80_014, random));
        files.put("data\\06guild_r.gnd", noisy(45_462, random));
        files.put("data\\06guild_r.rsw", noisy(6_979, random));
        files.put("data\\sprite\\몬스터\\high_orc.act", noisy(49_107, random));
        files.put("data\\sprite\\몬스터\\high_orc.spr", noisy(250_592, random));
        files.put("data\\texture\\chdesk-side1.bmp", noisy(33_844, random));
        files.put("data\\texture\\tiny.bmp", noisy(60, random));
        files.put("data\\texture\\small.txt", noisy(700, random));
        files.put("data\\WATER.STR", noisy(3_000, random));
        files.put("data\\readme", noisy(1_500, random));
        files.put("data\\empty.txt", new byte[0]);
        return files;
    }

    /** Bytes zlib squeezes well: a gat's rows of the same few values. */
    private static byte[] repetitive(int n, Random random) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (i % 20 < 16 ? 0 : random.nextInt(3));
        }
        return b;
    }

    /** Bytes zlib squeezes little: about one in three random. */
    private static byte[] noisy(int n, Random random) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (random.nextInt(3) == 0 ? random.nextInt(256) : 'a' + i % 7);
        }
        return b;
    }

    private static boolean headerOnly(String name) {
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        return lower.endsWith(".gnd") || lower.endsWith(".gat") || lower.endsWith(".act") || lower.endsWith(".str");
    }

    private Path archive(int version, boolean encodedIn0x200) throws IOException {
        RawGrf raw = new RawGrf();
        raw.version = version;
        boolean old = version < GrfFormat.VERSION_200;
        if (old) {
            raw.seed = 5;
        }
        for (Map.Entry<String, byte[]> f : files().entrySet()) {
            RawGrf.Entry e = new RawGrf.Entry(f.getKey(), f.getValue());
            if (old || encodedIn0x200) {
                e.encrypted(headerOnly(f.getKey()) ? GrfFormat.FLAG_DES_HEADER : GrfFormat.FLAG_DES_MIXED);
            }
            raw.add(e);
        }
        return Files.write(dir.resolve(Integer.toHexString(version) + (encodedIn0x200 ? "-des" : "") + ".grf"),
                raw.build());
    }

    @Test
    void everyVersionExtractsToTheSameBytes() throws IOException {
        Map<String, byte[]> expected = files();
        assertThat(expected.values().stream().mapToInt(b -> b.length).sum()).isGreaterThan(400_000);
        for (Path archive : List.of(archive(0x102, false), archive(0x103, false), archive(0x200, false),
                archive(0x200, true))) {
            Path out = dir.resolve("out-" + archive.getFileName());
            try (GrfArchive a = GrfArchive.open(archive)) {
                if (a.header().version() < 0x200) {
                    assertThat(a.entry(0).flags()).isEqualTo(GrfFormat.FLAG_FILE | GrfFormat.FLAG_DES_HEADER);
                    assertThat(a.entry(2).flags()).isEqualTo(GrfFormat.FLAG_FILE | GrfFormat.FLAG_DES_MIXED);
                }
                ArchiveExtractor.Result r = ArchiveExtractor.extract(a, java.util.stream.IntStream.range(0, a.size())
                        .mapToObj(a::entry).toList(), out);
                assertThat(r.skipped()).as(archive.getFileName().toString()).isEmpty();
                assertThat(r.extracted()).isEqualTo(expected.size());
            }
            for (Map.Entry<String, byte[]> f : expected.entrySet()) {
                Path file = out.resolve(f.getKey().replace('\\', '/'));
                assertThat(Files.readAllBytes(file)).as(archive.getFileName() + " " + f.getKey())
                        .isEqualTo(f.getValue());
            }
        }
        assertThat(new String(Files.readAllBytes(archive(0x103, false)), 0, 15, StandardCharsets.US_ASCII))
                .isEqualTo("Master of Magic");
    }
}
