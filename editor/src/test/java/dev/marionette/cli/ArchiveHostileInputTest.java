package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.grf.GrfArchive;
import dev.marionette.io.grf.GrfWriter;
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

/**
 * Hostile archives and folders on the archive commands: names the file system cannot hold, paths too deep, control
 * bytes in names, links. Each answer is one line naming the archive and the entry, exit code 2, nothing written
 * outside the output folder, the input unchanged.
 */
class ArchiveHostileInputTest extends CommandLineTest {

    /** A 0x200 archive of these entries (raw name bytes -> content). */
    private Path archive(String file, Map<byte[], String> entries) throws IOException {
        Path p = dir.resolve(file);
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            GrfWriter w = new GrfWriter(ch);
            for (Map.Entry<byte[], String> e : entries.entrySet()) {
                w.add(e.getKey(), e.getValue().getBytes(StandardCharsets.UTF_8));
            }
            w.finish();
        }
        return p;
    }

    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }

    private static List<Path> tree(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> !p.equals(root)).sorted().toList();
        }
    }

    @Test
    void anEntryWhoseNameOrDepthTheFileSystemCannotHoldIsSkippedAndLeavesNoFolder() throws IOException {
        Map<byte[], String> entries = new LinkedHashMap<>();
        entries.put(ascii("data\\before.txt"), "before");
        entries.put(ascii("data\\long\\" + "n".repeat(300) + ".txt"), "too long a name");
        entries.put(ascii("data\\deep\\" + "d\\".repeat(2100) + "x.txt"), "too deep");
        // 250 bytes fit a folder; the temporary file beside it must still fit too.
        entries.put(ascii("data\\fits\\" + "f".repeat(246) + ".txt"), "a long name that fits");
        entries.put(ascii("data\\after.txt"), "after");
        Path a = archive("hostile.gpf", entries);
        byte[] before = Files.readAllBytes(a);
        Path x = dir.resolve("x");
        assertThat(run("archive", "extract", "-o", x.toString(), a.toString())).isEqualTo(2);
        String[] lines = err.strip().split("\\R");
        assertThat(lines).hasSize(2);
        assertThat(lines[0]).startsWith(a + ": skipped data\\long\\nnn").contains("cannot hold a name of 304 bytes");
        assertThat(lines[1]).startsWith(a + ": skipped data\\deep\\d\\d").contains("the file system cannot hold");
        assertThat(out).contains("3 entries extracted").contains("2 skipped");
        assertThat(Files.readString(x.resolve("data/before.txt"))).isEqualTo("before");
        assertThat(Files.readString(x.resolve("data/after.txt"))).isEqualTo("after");
        assertThat(Files.readString(x.resolve("data/fits/" + "f".repeat(246) + ".txt")))
                .isEqualTo("a long name that fits");
        assertThat(tree(x)).as("no empty folder, no temporary file").containsExactly(x.resolve("data"),
                x.resolve("data/after.txt"), x.resolve("data/before.txt"), x.resolve("data/fits"),
                x.resolve("data/fits/" + "f".repeat(246) + ".txt"));
        assertThat(Files.readAllBytes(a)).isEqualTo(before);
    }

    @Test
    void controlBytesInNamesNeverReachTheTerminalNorAFileName() throws IOException {
        Map<byte[], String> entries = new LinkedHashMap<>();
        entries.put(ascii("data\\\u001b[31mred\u0007.txt"), "escape");
        entries.put(ascii("data\\tab\there.txt"), "tab");
        entries.put(ascii("data\\fine.txt"), "fine");
        Path a = archive("controls.gpf", entries);
        assertThat(run("archive", "list", "--long", a.toString())).as(err).isZero();
        assertThat(out).contains("data\\\\x1B[31mred\\x07.txt\t6").contains("data\\tab\\x09here.txt\t3")
                .doesNotContain("\u001b").doesNotContain("\u0007");
        assertThat(run("archive", "list", a.toString(), "data/*red*")).as(err).isZero();
        assertThat(out.strip()).isEqualTo("data\\\\x1B[31mred\\x07.txt");
        Path x = dir.resolve("x");
        assertThat(run("archive", "extract", "-o", x.toString(), a.toString())).isEqualTo(2);
        assertThat(err).contains("skipped data\\\\x1B[31mred\\x07.txt: its path would land outside the folder: a"
                + " control character (U+001B)").contains("skipped data\\tab\\x09here.txt").doesNotContain("\u001b")
                .doesNotContain("\t");
        assertThat(tree(x)).containsExactly(x.resolve("data"), x.resolve("data/fine.txt"));
        assertThat(run("info", a + "!data/\u001b[31mred\u0007.txt")).isEqualTo(2);
        assertThat(err).doesNotContain("\u001b");
    }

    @Test
    void updatingThroughALinkUpdatesTheArchiveItPointsToAndTheLinkStays() throws IOException {
        Map<byte[], String> entries = new LinkedHashMap<>();
        entries.put(ascii("data\\a.txt"), "alpha");
        Path real = archive("real.gpf", entries);
        Path link = Files.createSymbolicLink(dir.resolve("link.gpf"), real);
        Path base = dir.resolve("base");
        Files.createDirectories(base.resolve("data"));
        Files.writeString(base.resolve("data/b.txt"), "bravo");
        assertThat(run("archive", "update", link.toString(), "--base", base.toString(),
                base.resolve("data/b.txt").toString())).as(err).isZero();
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readSymbolicLink(link)).isEqualTo(real);
        try (GrfArchive g = GrfArchive.open(real)) {
            assertThat(g.size()).isEqualTo(2);
            assertThat(g.read(g.find("data/b.txt").orElseThrow(), 10)).isEqualTo(ascii("bravo"));
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("real.gpf", "link.gpf",
                    "base");
        }
    }

    @Test
    void packFollowsNoLinkOutOfTheFolder() throws IOException {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "not for the patch");
        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve("data"));
        Files.writeString(src.resolve("data/a.txt"), "alpha");
        Files.createSymbolicLink(src.resolve("data/leak.txt"), secret);
        Files.createSymbolicLink(src.resolve("data/outside"), dir);
        Files.createSymbolicLink(src.resolve("data/same.txt"), src.resolve("data/a.txt"));
        Path out1 = dir.resolve("p.thor");
        assertThat(run("archive", "pack", "-o", out1.toString(), src.toString())).isEqualTo(2);
        assertThat(err).contains("leak.txt: a symbolic link out of the folder").contains("outside: a symbolic link"
                + " out of the folder");
        assertThat(out1).doesNotExist();
        Files.delete(src.resolve("data/leak.txt"));
        Files.delete(src.resolve("data/outside"));
        assertThat(run("archive", "pack", "-o", out1.toString(), src.toString())).as(err).isZero();
        assertThat(run("archive", "list", out1.toString())).isZero();
        assertThat(out.split("\\R")).containsExactly("data\\a.txt", "data\\same.txt", "data.integrity");
    }
}
