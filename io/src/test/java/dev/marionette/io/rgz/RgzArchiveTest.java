package dev.marionette.io.rgz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.archive.ArchiveExtractor;
import dev.marionette.io.archive.ArchivePacker;
import dev.marionette.io.archive.ArchiveRegistry;
import dev.marionette.io.archive.ArchiveUpdate;
import dev.marionette.io.archive.WriteOptions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** RGZ patches: read (folders, files, the end record), written, updated; damaged ones refused by field. */
@Timeout(60)
class RgzArchiveTest {

    private static final Charset CP949 = Charset.forName("x-windows-949");
    private static final RgzArchivePlugin RGZ = new RgzArchivePlugin();

    @TempDir
    Path dir;

    /** An RGZ's inflated records, built by hand: type, length with the NUL, name, NUL, and a file's size and bytes. */
    static byte[] records(Object... typeNameContent) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < typeNameContent.length; ) {
            char type = (Character) typeNameContent[i++];
            byte[] name = ((String) typeNameContent[i++]).getBytes(CP949);
            out.write(type);
            out.write(name.length + 1);
            out.writeBytes(name);
            out.write(0);
            if (type == 'f') {
                byte[] content = ((String) typeNameContent[i++]).getBytes(StandardCharsets.UTF_8);
                out.write(content.length);
                out.write(content.length >>> 8);
                out.write(content.length >>> 16);
                out.write(content.length >>> 24);
                out.writeBytes(content);
            }
        }
        return out.toByteArray();
    }

    static byte[] gzip(byte[] data) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(out)) {
            z.write(data);
        }
        return out.toByteArray();
    }

    private Path write(String name, byte[] bytes) throws IOException {
        return Files.write(dir.resolve(name), bytes);
    }

    @Test
    void aPatchOfFoldersAndFilesReads() throws IOException {
        byte[] rgz = gzip(records('d', "data", 'd', "data\\sprite", 'f', "data\\sprite\\포링.spr", "spr".repeat(50),
                'f', "data\\empty.txt", "", 'f', "System\\a.lua", "lua", 'e', "end"));
        Path p = write("patch.rgz", rgz);
        assertThat(ArchiveRegistry.installed().detect(p)).get().extracting(k -> k.id()).isEqualTo("rgz");
        try (RgzArchive a = RgzArchive.open(p, "patch.rgz")) {
            assertThat(a.size()).isEqualTo(5);
            assertThat(a.entry(0).isFile()).isFalse();
            assertThat(a.entry(2).path()).isEqualTo("data\\sprite\\포링.spr");
            assertThat(a.entry(2).flags()).isEqualTo(1);
            assertThat(a.read(a.entry(2), 1000)).isEqualTo("spr".repeat(50).getBytes(StandardCharsets.US_ASCII));
            assertThat(a.read(a.entry(3), 10)).isEmpty();
            assertThat(a.read(a.find("SYSTEM/A.LUA").orElseThrow(), 10)).isEqualTo("lua".getBytes());
            // Reading backwards starts the stream again.
            assertThat(a.read(a.entry(2), 1000)).hasSize(150);
        }
    }

    @Test
    void aPackedPatchReadsBackAndItsFoldersComeFirst() throws IOException {
        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve("data/sprite/몬스터"));
        Files.writeString(src.resolve("data/sprite/몬스터/poring.act"), "act".repeat(100));
        Files.writeString(src.resolve("data/sprite/몬스터/poring.spr"), "spr".repeat(1000));
        Files.write(src.resolve("data/empty.txt"), new byte[0]);
        Path out = dir.resolve("out.rgz");
        assertThat(ArchivePacker.pack(src, out, RGZ, WriteOptions.DEFAULTS, List.of())).isEqualTo(3);
        try (RgzArchive a = RgzArchive.open(out, "out.rgz")) {
            assertThat(IntStream.range(0, a.size()).mapToObj(i -> a.entry(i).displayName()).toList()).containsExactly(
                    "data", "data\\empty.txt", "data\\sprite", "data\\sprite\\몬스터", "data\\sprite\\몬스터\\poring.act",
                    "data\\sprite\\몬스터\\poring.spr");
            assertThat(a.read(a.entry(5), 1 << 20)).isEqualTo("spr".repeat(1000).getBytes(StandardCharsets.US_ASCII));
        }
        assertThatThrownBy(() -> ArchivePacker.pack(src, dir.resolve("x.rgz"), RGZ, WriteOptions.DEFAULTS,
                List.of("data/old.txt"))).isInstanceOf(WriteLimitException.class).hasMessageContaining("no removal");
        assertThatThrownBy(() -> ArchivePacker.pack(src, dir.resolve("y.rgz"), RGZ, new WriteOptions(
                Optional.of("data.grf"), Optional.empty(), Optional.empty()), List.of()))
                .isInstanceOf(WriteLimitException.class).hasMessageContaining("THOR");
    }

    @Test
    void extractingEveryFileInflatesThePatchOnceNotOncePerFile() throws IOException {
        Object[] spec = new Object[3 * 2000 + 2];
        for (int i = 0; i < 2000; i++) {
            spec[3 * i] = 'f';
            spec[3 * i + 1] = "data\\f" + i + ".txt";
            spec[3 * i + 2] = ("file " + i + " ").repeat(500);
        }
        spec[6000] = 'e';
        spec[6001] = "end";
        Path p = write("many.rgz", gzip(records(spec)));
        long start = System.nanoTime();
        try (RgzArchive a = RgzArchive.open(p, "many.rgz")) {
            ArchiveExtractor.Result r = ArchiveExtractor.extract(a, IntStream.range(0, a.size()).mapToObj(a::entry)
                    .toList(), dir.resolve("out"));
            assertThat(r.extracted()).isEqualTo(2000);
        }
        assertThat(Files.readString(dir.resolve("out/data/f1999.txt"))).isEqualTo("file 1999 ".repeat(500));
        // 8 MB inflated once is well under a second; once per file it would be 8 GB.
        assertThat((System.nanoTime() - start) / 1_000_000).as("milliseconds").isLessThan(20_000);
    }

    @Test
    void damagedPatchesAreRefusedByField() throws IOException {
        assertOpenFails(gzip(records('f', "data\\a.txt", "alpha")), "type");
        assertOpenFails(gzip(records('x', "data\\a.txt", 'e', "end")), "entry 0 type");
        byte[] noNul = records('f', "data\\a.txt", "alpha", 'e', "end");
        noNul[1 + 1 + 10] = 'z';
        assertOpenFails(gzip(noNul), "name");
        byte[] whole = records('f', "data\\a.txt", "alpha".repeat(40), 'e', "end");
        byte[] cut = Arrays.copyOf(whole, 40);
        assertOpenFails(gzip(cut), "data");
        byte[] z = gzip(whole);
        for (int length = 10; length < z.length; length++) {
            Path p = write("cut.rgz", Arrays.copyOf(z, length));
            assertThatThrownBy(() -> RgzArchive.open(p, "cut.rgz").close()).as("cut at " + length)
                    .isInstanceOf(FormatException.class).hasMessageContaining("cut.rgz");
        }
    }

    private void assertOpenFails(byte[] bytes, String field) throws IOException {
        Path p = write("hostile.rgz", bytes);
        assertThatThrownBy(() -> RgzArchive.open(p, "hostile.rgz").close()).isInstanceOf(FormatException.class)
                .hasMessageContaining("hostile.rgz").hasMessageContaining(field);
    }

    @Test
    void anUpdateReplacesAddsAndKeepsTheRest() throws IOException {
        Path p = write("patch.rgz", gzip(records('d', "data", 'f', "data\\keep.txt", "keep", 'f', "data\\Old.TXT",
                "old", 'e', "end")));
        Path replacement = Files.writeString(dir.resolve("r.txt"), "new");
        Path added = Files.writeString(dir.resolve("n.txt"), "added");
        ArchiveUpdate.Result r = RGZ.update(p, ArchiveUpdate.of(List.of(new ArchiveUpdate.Addition("data/old.txt",
                replacement), new ArchiveUpdate.Addition("data/sprite/새.txt", added))), WriteOptions.DEFAULTS);
        assertThat(r).isEqualTo(new ArchiveUpdate.Result(1, 1, 1));
        try (RgzArchive a = RgzArchive.open(p, "patch.rgz")) {
            assertThat(IntStream.range(0, a.size()).mapToObj(i -> a.entry(i).displayName()).toList()).containsExactly(
                    "data", "data\\keep.txt", "data\\Old.TXT", "data\\sprite", "data\\sprite\\새.txt");
            assertThat(a.read(a.entry(2), 10)).isEqualTo("new".getBytes());
            assertThat(a.read(a.entry(1), 10)).isEqualTo("keep".getBytes());
        }
    }

    @Test
    void aGzipThatIsNoPatchIsNotAnRgz() throws IOException {
        Path p = write("notes.rgz", gzip("just some text".getBytes(StandardCharsets.US_ASCII)));
        assertThat(ArchiveRegistry.installed().detect(p)).isEmpty();
        try (InputStream in = Files.newInputStream(p)) {
            assertThat(RGZ.recognizes(in.readNBytes(4096))).isFalse();
        }
    }
}
