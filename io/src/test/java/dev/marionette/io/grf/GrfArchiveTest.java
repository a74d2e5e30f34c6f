package dev.marionette.io.grf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.archive.ArchivePacker;
import dev.marionette.io.archive.ArchiveUpdate;
import dev.marionette.io.archive.WriteOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading 0x300, lookups and globs, packing, and updating an archive without touching its other entries. */
class GrfArchiveTest {

    @TempDir
    Path dir;

    private Path write(String name, byte[] bytes) throws IOException {
        Path p = dir.resolve(name);
        Files.write(p, bytes);
        return p;
    }

    @Test
    void aVersion0x300ArchiveWith64BitOffsetsReads() throws IOException {
        RawGrf raw = new RawGrf();
        raw.version = GrfFormat.VERSION_300;
        raw.add("data\\sprite\\a.spr", "sprite data").add("data\\b.txt", "text");
        try (GrfArchive a = GrfArchive.open(write("new.grf", raw.build()))) {
            assertThat(a.header().version()).isEqualTo(0x300);
            assertThat(a.size()).isEqualTo(2);
            assertThat(new String(a.read(a.entry(1), 100), StandardCharsets.US_ASCII)).isEqualTo("text");
        }
        raw.entries.get(0).offset = 1L << 33;
        try (GrfArchive a = GrfArchive.open(write("far.grf", raw.build()))) {
            assertThat(a.entry(0).offset()).isEqualTo(1L << 33);
            assertThatThrownBy(() -> a.open(a.entry(0))).isInstanceOf(FormatException.class)
                    .hasMessageContaining("data offset");
        }
    }

    @Test
    void lookupsIgnoreCaseAndSeparatorAndTheLastOfTwiceNamedEntriesWins() throws IOException {
        RawGrf raw = new RawGrf().add("data\\Sprite\\몬스터\\Poring.ACT", "first")
                .add("data\\other.txt", "other").add("DATA\\SPRITE\\몬스터\\PORING.act", "second");
        try (GrfArchive a = GrfArchive.open(write("dup.gpf", raw.build()))) {
            assertThat(a.find("data/sprite/몬스터/poring.act")).get().extracting(GrfEntry::index).isEqualTo(2);
            assertThat(a.find("Data\\Other.TXT")).get().extracting(GrfEntry::index).isEqualTo(1);
            assertThat(a.find("data/sprite/몬스터/missing.act")).isEmpty();
            assertThat(a.find("data/☃.txt")).isEmpty();
        }
    }

    @Test
    void globsFollowTheirRules() {
        assertThat(GrfGlob.of("data/sprite/*.act").matches("DATA\\Sprite\\poring.ACT")).isTrue();
        assertThat(GrfGlob.of("data/sprite/*.act").matches("data\\sprite\\몬스터\\poring.act")).isFalse();
        assertThat(GrfGlob.of("data/**/*.act").matches("data\\sprite\\몬스터\\poring.act")).isTrue();
        assertThat(GrfGlob.of("data/**/*.act").matches("data\\poring.act")).isTrue();
        assertThat(GrfGlob.of("**.spr").matches("data\\sprite\\a.spr")).isTrue();
        assertThat(GrfGlob.of("data\\sprite\\?.spr").matches("data/sprite/a.spr")).isTrue();
        assertThat(GrfGlob.of("data\\sprite\\?.spr").matches("data/sprite/ab.spr")).isFalse();
        assertThat(GrfGlob.of("data\\sprite\\몬스터").matches("data\\sprite\\몬스터\\poring.act")).isTrue();
        assertThat(GrfGlob.of("data\\sprite\\몬").matches("data\\sprite\\몬스터\\poring.act")).isFalse();
        assertThat(GrfGlob.of("data/(x)+[y].txt").matches("data\\(x)+[y].txt")).isTrue();
    }

    @Test
    void packingWritesEveryFileUnderItsRelativePathInCp949() throws Exception {
        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve("data/sprite/몬스터"));
        Files.writeString(src.resolve("data/sprite/몬스터/poring.act"), "act");
        Files.writeString(src.resolve("data/b.txt"), "");
        Path out = dir.resolve("out.gpf");
        assertThat(ArchivePacker.pack(src, out, new GrfArchivePlugin(), WriteOptions.DEFAULTS, List.of())).isEqualTo(2);
        Map<String, byte[]> read = IndependentGrfReader.read(Files.readAllBytes(out));
        assertThat(read.keySet()).containsExactly("data\\b.txt", "data\\sprite\\몬스터\\poring.act");
        assertThat(read.get("data\\b.txt")).isEmpty();
        byte[] bytes = Files.readAllBytes(out);
        assertThat(Arrays.copyOfRange(bytes, 15, 30)).isEqualTo(GrfFormat.TOOLS_KEY);
        try (GrfArchive a = GrfArchive.open(out)) {
            for (int i = 0; i < a.size(); i++) {
                assertThat(a.entry(i).offset() % 8).isZero();
                assertThat(a.entry(i).alignedSize()).isEqualTo(GrfFormat.align8(a.entry(i).compressedSize()));
            }
        }
    }

    @Test
    void aNameCp949CannotHoldIsNamedAndNothingIsWritten() throws IOException {
        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve("data"));
        Files.writeString(src.resolve("data/ok.txt"), "ok");
        Files.writeString(src.resolve("data/snow☃.txt"), "no");
        Path out = dir.resolve("out.gpf");
        assertThatThrownBy(() -> ArchivePacker.pack(src, out, new GrfArchivePlugin(), WriteOptions.DEFAULTS, List.of())).isInstanceOf(WriteLimitException.class)
                .hasMessageContaining("snow☃.txt").hasMessageContaining("U+2603");
        assertThat(out).doesNotExist();
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("src");
        }
    }

    @Test
    void updateReplacesAndAddsAndKeepsEveryOtherEntrysBytes() throws Exception {
        RawGrf raw = new RawGrf();
        raw.key = new byte[15];
        raw.seed = 14214;
        raw.add("data\\keep.txt", "keep me".repeat(30))
                .add(new RawGrf.Entry("data\\old.txt", GrfDesTest.text(3000)).encrypted(GrfFormat.FLAG_DES_MIXED))
                .add("data\\Replace.TXT", "old content")
                .add("data\\last.txt", "last");
        Path archive = write("patch.gpf", raw.build());
        byte[] before = Files.readAllBytes(archive);
        Path newFile = write("replacement.txt", "new content".getBytes(StandardCharsets.US_ASCII));
        Path added = write("added.txt", "added".getBytes(StandardCharsets.US_ASCII));
        ArchiveUpdate.Result r = GrfUpdater.update(archive, List.of(new ArchiveUpdate.Addition("data/replace.txt", newFile),
                new ArchiveUpdate.Addition("data/sprite/새.txt", added)));
        assertThat(r).isEqualTo(new ArchiveUpdate.Result(1, 1, 3));
        try (GrfArchive old = GrfArchive.open(write("before.gpf", before)); GrfArchive a = GrfArchive.open(archive)) {
            assertThat(a.header().seed()).isEqualTo(14214);
            assertThat(a.header().key()).isEqualTo(new byte[15]);
            assertThat(a.size()).isEqualTo(5);
            for (int i : new int[] {0, 1, 3}) {
                GrfEntry was = old.entry(i);
                GrfEntry now = a.entry(i);
                assertThat(now.nameBytes()).isEqualTo(was.nameBytes());
                assertThat(now.flags()).isEqualTo(was.flags());
                assertThat(now.alignedSize()).isEqualTo(was.alignedSize());
                assertThat(stored(archive, now)).as(now.displayName()).isEqualTo(stored(dir.resolve("before.gpf"), was));
                assertThat(a.read(now, 1 << 20)).isEqualTo(old.read(was, 1 << 20));
            }
            assertThat(a.entry(2).path()).isEqualTo("data\\Replace.TXT");
            assertThat(new String(a.read(a.entry(2), 100), StandardCharsets.US_ASCII)).isEqualTo("new content");
            assertThat(a.entry(4).path()).isEqualTo("data\\sprite\\새.txt");
        }
        try (var files = Files.list(dir)) {
            assertThat(files.filter(p -> p.getFileName().toString().endsWith(".tmp"))).isEmpty();
        }
    }

    @Test
    void aFailedUpdateLeavesTheArchiveAsItWas() throws Exception {
        Path archive = write("patch.gpf", new RawGrf().add("data\\a.txt", "a").build());
        byte[] before = Files.readAllBytes(archive);
        assertThatThrownBy(() -> GrfUpdater.update(archive, List.of(new ArchiveUpdate.Addition("data/b.txt",
                dir.resolve("missing.txt"))))).isInstanceOf(WriteLimitException.class).hasMessageContaining("missing.txt");
        assertThatThrownBy(() -> GrfUpdater.update(archive, List.of(new ArchiveUpdate.Addition("..\\b.txt", archive))))
                .isInstanceOf(WriteLimitException.class).hasMessageContaining("'..'");
        RawGrf v1 = new RawGrf().add(new RawGrf.Entry("data\\a.txt", "a".getBytes(StandardCharsets.US_ASCII))
                .encrypted(GrfFormat.FLAG_DES_MIXED));
        v1.version = GrfFormat.VERSION_103;
        Path older = write("older.grf", v1.build());
        byte[] olderBefore = Files.readAllBytes(older);
        assertThatThrownBy(() -> GrfUpdater.update(older, List.of(new ArchiveUpdate.Addition("data/b.txt", archive))))
                .isInstanceOf(FormatException.class).hasMessageContaining("version")
                .hasMessageContaining("0x103 archive's names and data are DES-encoded")
                .hasMessageContaining("left as it was");
        assertThat(Files.readAllBytes(older)).isEqualTo(olderBefore);
        assertThat(Files.readAllBytes(archive)).isEqualTo(before);
    }

    private static byte[] stored(Path file, GrfEntry e) throws IOException {
        byte[] all = Files.readAllBytes(file);
        return Arrays.copyOfRange(all, (int) e.dataStart(), (int) (e.dataStart() + e.alignedSize()));
    }
}
