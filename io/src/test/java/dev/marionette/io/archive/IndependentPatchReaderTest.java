package dev.marionette.io.archive;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.rgz.RgzArchivePlugin;
import dev.marionette.io.thor.ThorArchivePlugin;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * THOR and RGZ patches written by {@code archive pack} read back by a reader that shares no code with Marionette:
 * {@code independent_patch_reader.py} in the test resources, written from the format text with Python's own zlib
 * and gzip. It must list every file with its name, size and SHA-256 as they are on disk, the removal records, the
 * header's fields, and find the data.integrity CRC-32s right. Skipped, saying why, when python3 is not installed.
 */
class IndependentPatchReaderTest {

    @TempDir
    Path dir;

    private static final HexFormat HEX = HexFormat.of();

    @BeforeAll
    static void python() {
        boolean present;
        try {
            Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
            present = p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            present = false;
        }
        Assumptions.assumeTrue(present, "python3 is not installed: the independent reader cannot run");
    }

    private Path folder() throws IOException {
        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve("data/sprite/몬스터"));
        Files.writeString(src.resolve("data/sprite/몬스터/poring.act"), "act ".repeat(2000));
        byte[] noisy = new byte[70_000];
        new java.util.Random(3).nextBytes(noisy);
        Files.write(src.resolve("data/sprite/몬스터/poring.spr"), noisy);
        Files.write(src.resolve("data/empty.txt"), new byte[0]);
        Files.createDirectories(src.resolve("System"));
        Files.writeString(src.resolve("System/iteminfo.lua"), "tbl = {}\n");
        return src;
    }

    /** The lines the reader must print for the files of {@code src}: name bytes, "file", size, SHA-256. */
    private static List<String> fileLines(Path src) throws Exception {
        List<String> lines = new ArrayList<>();
        for (ArchivePacker.Packed p : ArchivePacker.collect(src, src.resolve("none"))) {
            byte[] content = Files.readAllBytes(p.file());
            lines.add(HEX.formatHex(p.name().getBytes(ArchiveNames.CP949)) + "\tfile\t" + content.length + "\t"
                    + HEX.formatHex(MessageDigest.getInstance("SHA-256").digest(content)));
        }
        return lines;
    }

    @Test
    void aPackedThorPatchReadsBackInTheIndependentReader() throws Exception {
        Path src = folder();
        Path out = dir.resolve("patch.thor");
        ArchivePacker.pack(src, out, new ThorArchivePlugin(), new WriteOptions(Optional.of("myserver.grf"),
                Optional.empty(), Optional.empty()), List.of("data/sprite/old.spr"));
        List<String> lines = read(out);
        assertThat(lines.get(0)).isEqualTo("thor\t1\t48\t" + HEX.formatHex("myserver.grf".getBytes(
                StandardCharsets.US_ASCII)) + "\t6");
        List<String> expected = new ArrayList<>(fileLines(src));
        expected.add(HEX.formatHex("data\\sprite\\old.spr".getBytes(StandardCharsets.US_ASCII)) + "\tremoved\t0\t"
                + HEX.formatHex(MessageDigest.getInstance("SHA-256").digest(new byte[0])));
        assertThat(lines.subList(1, 6)).containsExactlyElementsOf(expected);
        assertThat(lines.get(6)).startsWith(HEX.formatHex("data.integrity".getBytes(StandardCharsets.US_ASCII))
                + "\tfile\t");
        assertThat(lines.get(7)).isEqualTo("integrity\tok");
        assertThat(lines).hasSize(8);
    }

    @Test
    void anUpdatedThorPatchStillReadsBack() throws Exception {
        Path src = folder();
        Path out = dir.resolve("patch.thor");
        ArchivePacker.pack(src, out, new ThorArchivePlugin(), WriteOptions.DEFAULTS, List.of());
        Path changed = Files.writeString(dir.resolve("changed.lua"), "tbl = { changed = true }\n");
        new ThorArchivePlugin().update(out, new ArchiveUpdate(List.of(new ArchiveUpdate.Addition(
                "system/ITEMINFO.lua", changed)), List.of("data/gone.txt")), WriteOptions.DEFAULTS);
        List<String> lines = read(out);
        assertThat(lines.get(0)).isEqualTo("thor\t1\t48\t\t6");
        assertThat(lines.get(1)).startsWith(HEX.formatHex("System\\iteminfo.lua".getBytes(StandardCharsets.US_ASCII))
                + "\tfile\t" + Files.size(changed) + "\t");
        assertThat(lines).contains("integrity\tok");
    }

    @Test
    void aPackedRgzPatchReadsBackInTheIndependentReader() throws Exception {
        Path src = folder();
        Path out = dir.resolve("patch.rgz");
        ArchivePacker.pack(src, out, new RgzArchivePlugin(), WriteOptions.DEFAULTS, List.of());
        List<String> lines = read(out);
        assertThat(lines.get(0)).isEqualTo("rgz");
        assertThat(lines.stream().filter(l -> l.contains("\tfile\t")).toList()).containsExactlyElementsOf(
                fileLines(src));
        assertThat(lines.stream().filter(l -> l.contains("\tfolder\t")).map(l -> new String(HEX.parseHex(
                l.substring(0, l.indexOf('\t'))), ArchiveNames.CP949)).toList())
                .containsExactly("System", "data", "data\\sprite", "data\\sprite\\몬스터");
    }

    private List<String> read(Path patch) throws IOException, InterruptedException, URISyntaxException {
        Path script = Path.of(getClass().getResource("independent_patch_reader.py").toURI());
        Process p = new ProcessBuilder("python3", script.toString(), patch.toString())
                .redirectError(dir.resolve("err.txt").toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(Files.readString(dir.resolve("err.txt"))).isZero();
        return out.lines().toList();
    }
}
