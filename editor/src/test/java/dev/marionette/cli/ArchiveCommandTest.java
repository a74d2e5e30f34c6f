package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.grf.GrfArchive;
import dev.marionette.io.grf.GrfNames;
import dev.marionette.io.grf.GrfWriter;
import dev.marionette.io.testing.Samples;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The archive command: listing, extracting safely, packing and updating, as a user runs them. */
class ArchiveCommandTest extends CommandLineTest {

    /** An archive of these entries (name as stored -> content), written by the project's writer. */
    private Path archive(String file, Map<String, String> entries) throws IOException {
        Path p = dir.resolve(file);
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            for (Map.Entry<String, String> e : entries.entrySet()) {
                w.add(GrfNames.encode(e.getKey()).orElseThrow(), e.getValue().getBytes(StandardCharsets.UTF_8));
            }
            w.finish();
        }
        return p;
    }

    @Test
    void listPrintsEachEntryInTableOrderAndLongAddsSizesAndFlags() throws IOException {
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put("data\\sprite\\몬스터\\poring.act", "act bytes");
        entries.put("data\\b.txt", "");
        Path a = archive("p.gpf", entries);
        assertThat(run("archive", "list", a.toString())).as(err).isZero();
        assertThat(out.split("\\R")).containsExactly("data\\sprite\\몬스터\\poring.act", "data\\b.txt");
        assertThat(run("archive", "list", "--long", a.toString(), "DATA/SPRITE/**")).as(err).isZero();
        assertThat(out.strip()).matches("data\\\\sprite\\\\몬스터\\\\poring\\.act\t9\t\\d+\t\\d+\t0x1");
    }

    @Test
    void aNameThatIsNotCp949IsReportedAndTheOthersAreListedAndExtracted() throws IOException {
        Path a = dir.resolve("badname.gpf");
        try (FileChannel ch = FileChannel.open(a, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            w.add("data\\good.txt".getBytes(StandardCharsets.US_ASCII), new byte[] {'g'});
            w.add(new byte[] {'d', '\\', (byte) 0x80, (byte) 0xFF, 'x'}, new byte[] {'b'});
            w.add("data\\after.txt".getBytes(StandardCharsets.US_ASCII), new byte[] {'a'});
            w.finish();
        }
        assertThat(run("archive", "list", a.toString())).isEqualTo(2);
        assertThat(out.split("\\R")).containsExactly("data\\good.txt", "data\\after.txt");
        assertThat(err).contains("badname.gpf").contains("entry 1 (d\\\\x80\\xFFx) name").contains("CP949");
        Path x = dir.resolve("x");
        assertThat(run("archive", "extract", "-o", x.toString(), a.toString())).isEqualTo(2);
        assertThat(err).contains("skipped d\\\\x80\\xFFx: its name is not CP949");
        assertThat(Files.readString(x.resolve("data/after.txt"))).isEqualTo("a");
    }

    @Test
    void aGlobThatMatchesNothingIsNamedWithExitTwo() throws IOException {
        Path a = archive("p.gpf", Map.of("data\\a.txt", "a"));
        assertThat(run("archive", "list", a.toString(), "*.spr")).isEqualTo(2);
        assertThat(err).contains("no entry matches *.spr");
    }

    @Test
    void anInvalidArchiveIsOneLineNamingItAndTheField() throws IOException {
        Path junk = dir.resolve("junk.grf");
        Files.write(junk, "Master of Magic and nothing else but words, words, words".getBytes(StandardCharsets.US_ASCII));
        assertThat(run("archive", "list", junk.toString())).isEqualTo(2);
        assertThat(err.strip().split("\\R")).singleElement().asString().contains("junk.grf").contains("version");
        assertThat(run("archive", "extract", "-o", dir.resolve("x").toString(), junk.toString())).isEqualTo(2);
        assertThat(dir.resolve("x")).doesNotExist();
    }

    @Test
    void extractSkipsEntriesThatWouldLeaveTheFolderOrCannotBeReadAndExtractsTheRest() throws IOException {
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put("..\\..\\evil.txt", "evil");
        entries.put("\\abs.txt", "evil");
        entries.put("C:\\Windows\\evil.dll", "evil");
        entries.put("data\\ok.txt", "fine");
        entries.put("data\\broken.txt", "this one's data will be damaged ".repeat(20));
        Path a = archive("hostile.gpf", entries);
        try (GrfArchive read = GrfArchive.open(a)) {
            long at = read.entry(4).dataStart();
            byte[] bytes = Files.readAllBytes(a);
            for (int i = 2; i < 10; i++) {
                bytes[(int) at + i] ^= (byte) 0x5A;
            }
            Files.write(a, bytes);
        }
        Path out = dir.resolve("out/inner");
        assertThat(run("archive", "extract", "-o", out.toString(), a.toString())).isEqualTo(2);
        assertThat(Files.readString(out.resolve("data/ok.txt"))).isEqualTo("fine");
        assertThat(err).contains("skipped ..\\..\\evil.txt: its path would land outside the folder: a '..'")
                .contains("skipped \\abs.txt:").contains("absolute")
                .contains("skipped C:\\Windows\\evil.dll:").contains("drive letter")
                .contains("skipped data\\broken.txt: its data cannot be read");
        assertThat(err.strip().split("\\R")).hasSize(4);
        assertThat(out).satisfies(p -> assertThat(p.resolve("data/broken.txt")).doesNotExist());
        try (Stream<Path> all = Files.walk(dir)) {
            assertThat(all.map(p -> p.getFileName().toString()))
                    .noneMatch(n -> n.equals("evil.txt") || n.equals("abs.txt") || n.endsWith(".tmp")
                            || n.equals("evil.dll"));
        }
        assertThat(this.out).contains("1 entries extracted").contains("4 skipped");
    }

    @Test
    void extractNeverFollowsASymbolicLinkOutOfTheFolder() throws IOException {
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Path target = Files.createDirectories(dir.resolve("target"));
        Files.createSymbolicLink(target.resolve("data"), outside);
        Files.createSymbolicLink(target.resolve("top.txt"), outside.resolve("top.txt"));
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put("data\\x.txt", "through the link");
        entries.put("top.txt", "onto the link");
        entries.put("other\\y.txt", "fine");
        Path a = archive("links.gpf", entries);
        assertThat(run("archive", "extract", "-o", target.toString(), a.toString())).isEqualTo(2);
        assertThat(err).contains("skipped data\\x.txt: a symbolic link is in its way")
                .contains("skipped top.txt: its target is a symbolic link");
        try (Stream<Path> s = Files.list(outside)) {
            assertThat(s).isEmpty();
        }
        assertThat(Files.readString(target.resolve("other/y.txt"))).isEqualTo("fine");
    }

    @Test
    void packListUpdateAndExtractWorkTogether() throws IOException {
        Path src = Files.createDirectories(dir.resolve("src/data/sprite/몬스터"));
        Files.writeString(src.resolve("poring.act"), "v1");
        Path gpf = dir.resolve("patch.gpf");
        assertThat(run("archive", "pack", "-o", gpf.toString(), dir.resolve("src").toString())).as(err).isZero();
        assertThat(out).contains("1 entries packed");
        Path base = Files.createDirectories(dir.resolve("base/data/sprite/몬스터"));
        Files.writeString(base.resolve("poring.act"), "v2");
        Files.writeString(base.resolve("poring.spr"), "spr");
        assertThat(run("archive", "update", gpf.toString(), "--base", dir.resolve("base").toString(),
                base.toString())).as(err).isZero();
        assertThat(out).contains("1 added, 1 replaced, 0 kept");
        assertThat(run("archive", "list", gpf.toString())).isZero();
        assertThat(out.split("\\R")).containsExactly("data\\sprite\\몬스터\\poring.act", "data\\sprite\\몬스터\\poring.spr");
        Path x = dir.resolve("x");
        assertThat(run("archive", "extract", "-o", x.toString(), gpf.toString(), "**/*.act")).as(err).isZero();
        assertThat(Files.readString(x.resolve("data/sprite/몬스터/poring.act"))).isEqualTo("v2");
        assertThat(x.resolve("data/sprite/몬스터/poring.spr")).doesNotExist();
    }

    @Test
    void aNameCp949CannotHoldIsNamedAndNoArchiveIsWritten() throws IOException {
        Path src = Files.createDirectories(dir.resolve("src/data"));
        Files.writeString(src.resolve("snow☃.txt"), "x");
        Path gpf = dir.resolve("out.gpf");
        assertThat(run("archive", "pack", "-o", gpf.toString(), dir.resolve("src").toString())).isEqualTo(2);
        assertThat(err).contains("snow☃.txt").contains("CP949");
        assertThat(gpf).doesNotExist();
        Path a = archive("p.gpf", Map.of("data\\a.txt", "a"));
        byte[] before = Files.readAllBytes(a);
        assertThat(run("archive", "update", a.toString(), "--base", dir.resolve("src").toString(),
                src.resolve("snow☃.txt").toString())).isEqualTo(2);
        assertThat(err).contains("snow☃.txt");
        assertThat(Files.readAllBytes(a)).isEqualTo(before);
        assertThat(run("archive", "update", a.toString(), "--base", src.toString(), dir.resolve("p.gpf").toString()))
                .isEqualTo(2);
        assertThat(err).contains("not inside the base folder");
    }

    @Test
    void everySampleArchiveListsAndExtracts() throws IOException {
        Path samples = Samples.folder("grf");
        List<Path> archives;
        try (Stream<Path> s = Files.list(samples)) {
            archives = s.filter(p -> p.toString().endsWith(".grf") || p.toString().endsWith(".gpf")).sorted().toList();
        }
        assertThat(archives).hasSize(5);
        for (Path a : archives) {
            assertThat(run("archive", "list", a.toString())).as(err).isZero();
            int entries = out.split("\\R").length;
            Path x = dir.resolve(a.getFileName().toString());
            assertThat(run("archive", "extract", "-o", x.toString(), a.toString())).as(err).isZero();
            assertThat(out).contains(entries + " entries extracted");
            try (Stream<Path> files = Files.walk(x)) {
                assertThat(files.filter(Files::isRegularFile).count()).isEqualTo(entries);
            }
        }
    }
}
