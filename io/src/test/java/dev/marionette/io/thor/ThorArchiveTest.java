package dev.marionette.io.thor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.WriteLimitException;
import dev.marionette.io.archive.Archive;
import dev.marionette.io.archive.ArchiveEntry;
import dev.marionette.io.archive.ArchiveExtractor;
import dev.marionette.io.archive.ArchivePacker;
import dev.marionette.io.archive.ArchiveRegistry;
import dev.marionette.io.archive.ArchiveUpdate;
import dev.marionette.io.archive.WriteOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * THOR patches: read in both modes (records in order, removals, duplicates resolved as the patcher applies them,
 * the target GRF and the merge flag), data.integrity checked, written as mkpatch writes them and updated keeping
 * what is not changed; hostile patches refused with the field that lies.
 */
@Timeout(60)
class ThorArchiveTest {

    @TempDir
    Path dir;

    private static final ThorArchivePlugin THOR = new ThorArchivePlugin();

    private Path write(String name, byte[] bytes) throws IOException {
        return Files.write(dir.resolve(name), bytes);
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private Path folder() throws IOException {
        Path src = dir.resolve("src");
        Files.createDirectories(src.resolve("data/sprite/몬스터"));
        Files.writeString(src.resolve("data/sprite/몬스터/poring.act"), "act bytes ".repeat(100));
        Files.writeString(src.resolve("data/sprite/몬스터/poring.spr"), "spr bytes ".repeat(300));
        Files.write(src.resolve("data/empty.txt"), new byte[0]);
        Files.createDirectories(src.resolve("System"));
        Files.writeString(src.resolve("System/iteminfo.lua"), "tbl = {}");
        return src;
    }

    @Test
    void aPackedPatchReadsBackWithItsRemovalsAndItsIntegrity() throws IOException {
        Path out = dir.resolve("update.thor");
        int n = ArchivePacker.pack(folder(), out, THOR, WriteOptions.DEFAULTS, List.of("data/old/removed.spr"));
        assertThat(n).isEqualTo(4);
        assertThat(ArchiveRegistry.installed().detect(out)).get().extracting(k -> k.id()).isEqualTo("thor");
        try (ThorArchive a = (ThorArchive) ArchiveRegistry.installed().open(out)) {
            assertThat(a.mode()).isEqualTo(48);
            assertThat(a.merge()).isTrue();
            assertThat(a.targetGrf()).isEmpty();
            assertThat(IntStream.range(0, a.size()).mapToObj(i -> a.entry(i).displayName()).toList()).containsExactly(
                    "System\\iteminfo.lua", "data\\empty.txt", "data\\sprite\\몬스터\\poring.act",
                    "data\\sprite\\몬스터\\poring.spr", "data\\old\\removed.spr", "data.integrity");
            assertThat(a.entry(4).isRemoval()).isTrue();
            assertThat(a.entry(4).isFile()).isFalse();
            assertThat(a.entry(4).flags()).isEqualTo(1);
            assertThat(a.read(a.entry(2), 1 << 20)).isEqualTo(bytes("act bytes ".repeat(100)));
            assertThat(a.read(a.entry(1), 10)).isEmpty();
            assertThat(new String(a.read(a.entry(5), 1 << 20), ThorArchiveTestNames.CP949)).contains(
                    "data\\sprite\\몬스터\\poring.act=0x").contains("\r\n").doesNotContain("removed");
            assertThat(a.verify()).isEmpty();
            assertThat(a.facts()).containsEntry("data.integrity", "yes").containsEntry("removals", "1");
        }
    }

    @Test
    void theOptionsSetTheTargetTheMergeModeAndTheIntegrity() throws IOException {
        Path out = dir.resolve("client.thor");
        ArchivePacker.pack(folder(), out, THOR, new WriteOptions(Optional.of("myserver.grf"), Optional.of(false),
                Optional.of(false)), List.of());
        try (ThorArchive a = ThorArchive.open(out, "client.thor")) {
            assertThat(a.targetGrf()).isEqualTo("myserver.grf");
            assertThat(a.merge()).isFalse();
            assertThat(a.find("data.integrity")).isEmpty();
            assertThat(a.size()).isEqualTo(4);
        }
        byte[] header = Arrays.copyOf(Files.readAllBytes(out), 44);
        assertThat(new String(header, 0, 24, StandardCharsets.US_ASCII)).isEqualTo("ASSF (C) 2007 Aeomin DEV");
        assertThat(header[24]).isZero();
        assertThat(header[29]).isEqualTo((byte) 48);
        assertThat(header[31]).isEqualTo((byte) 12);
        assertThat(new String(header, 32, 12, StandardCharsets.US_ASCII)).isEqualTo("myserver.grf");
    }

    @Test
    void aOneFilePatchReads() throws IOException {
        RawThor raw = new RawThor().add("data\\texture\\유저인터페이스\\a.bmp", "bitmap ".repeat(40));
        raw.mode = ThorFormat.MODE_SINGLE;
        raw.merge = 0;
        try (ThorArchive a = ThorArchive.open(write("one.thor", raw.build()), "one.thor")) {
            assertThat(a.mode()).isEqualTo(33);
            assertThat(a.merge()).isFalse();
            assertThat(a.size()).isEqualTo(1);
            assertThat(a.entry(0).path()).isEqualTo("data\\texture\\유저인터페이스\\a.bmp");
            assertThat(a.read(a.entry(0), 1000)).isEqualTo(bytes("bitmap ".repeat(40)));
        }
    }

    @Test
    void anEmptyPatchReads() throws IOException {
        try (ThorArchive a = ThorArchive.open(write("empty.thor", new RawThor().build()), "empty.thor")) {
            assertThat(a.size()).isZero();
            assertThat(a.verify()).isEmpty();
        }
    }

    /** The patcher applies records in order: of two of the same name, the later is the one extracted. */
    @Test
    void theLaterOfTwoRecordsOfTheSameNameWins() throws IOException {
        RawThor raw = new RawThor().add("data\\a.txt", "first").add("data\\b.txt", "kept")
                .add("DATA\\A.TXT", "second").add("data\\b.txt", "to be removed");
        raw.add(RawThor.Record.removal("data/B.txt"));
        Path p = write("dup.thor", raw.build());
        try (ThorArchive a = ThorArchive.open(p, "dup.thor")) {
            assertThat(a.find("data/a.txt")).get().extracting(ThorEntry::index).isEqualTo(2);
            assertThat(a.find("data\\b.txt")).get().satisfies(e -> assertThat(e.isRemoval()).isTrue());
            Path out = dir.resolve("out");
            ArchiveExtractor.Result r = ArchiveExtractor.extract(a, IntStream.range(0, a.size())
                    .mapToObj(a::entry).toList(), out);
            assertThat(r.extracted()).isEqualTo(1);
            assertThat(r.skipped()).isEmpty();
            assertThat(Files.readString(out.resolve("DATA/A.TXT"))).isEqualTo("second");
            assertThat(out.resolve("data/b.txt")).doesNotExist();
        }
    }

    @Test
    void aWrongChecksumInDataIntegrityIsReported() throws IOException {
        RawThor raw = new RawThor().add("data\\a.txt", "alpha").add("data\\b.txt", "bravo").integrity();
        try (ThorArchive a = ThorArchive.open(write("good.thor", raw.build()), "good.thor")) {
            assertThat(a.verify()).isEmpty();
        }
        RawThor bad = new RawThor().add("data\\a.txt", "alpha").add("data\\b.txt", "bravo");
        bad.add(new RawThor.Record("data.integrity", bytes("data\\a.txt=0x12345678\r\ndata\\missing.txt=0x0\r\n"
                + "nonsense\r\n")));
        try (ThorArchive a = ThorArchive.open(write("bad.thor", bad.build()), "bad.thor")) {
            assertThat(a.verify()).hasSize(3).satisfiesExactly(
                    l -> assertThat(l).contains("bad.thor!data.integrity: line 1").contains("data\\a.txt")
                            .contains("0x12345678 expected"),
                    l -> assertThat(l).contains("line 2").contains("no such file"),
                    l -> assertThat(l).contains("line 3").contains("expected PATH=0xCRC32"));
        }
    }

    @Test
    void everyTruncationIsRefused() throws IOException {
        byte[] whole = new RawThor().add("data\\a.txt", "alpha ".repeat(20)).add("data\\b.txt", "bravo").build();
        for (int length = 0; length < whole.length; length++) {
            Path p = write("cut.thor", Arrays.copyOf(whole, length));
            int cut = length;
            assertThatThrownBy(() -> {
                try (ThorArchive a = ThorArchive.open(p, "cut.thor")) {
                    for (int i = 0; i < a.size(); i++) {
                        try (InputStream in = a.open(a.entry(i))) {
                            in.transferTo(java.io.OutputStream.nullOutputStream());
                        }
                    }
                }
            }).as("cut at " + cut).isInstanceOf(FormatException.class).hasMessageContaining("cut.thor");
        }
    }

    @Test
    void fieldsThatLieAreRefusedByName() throws IOException {
        RawThor raw = new RawThor().add("data\\a.txt", "alpha");
        raw.mode = 40;
        assertOpenFails(raw.build(), "mode");
        raw = new RawThor().add("data\\a.txt", "alpha");
        raw.tableOffsetField = 10L;
        assertOpenFails(raw.build(), "table offset");
        raw = new RawThor().add("data\\a.txt", "alpha");
        raw.tableSizeField = 1_000_000L;
        assertOpenFails(raw.build(), "compressed table size");
        raw = new RawThor().add("data\\a.txt", "alpha");
        raw.records.get(0).offset = 5_000_000L;
        assertReadFails(raw.build(), "data offset");
        raw = new RawThor().add("data\\a.txt", "alpha").add("data\\b.txt", "bravo");
        raw.records.get(0).compressed = 1_000_000L;
        assertReadFails(raw.build(), "compressed size");
        raw = new RawThor().add("data\\a.txt", "alpha".repeat(10));
        raw.records.get(0).real = 3_000_000_000L;
        assertThat(assertReadFails(raw.build(), "real size")).contains("1032 times");
        raw = new RawThor().add("data\\a.txt", "alpha".repeat(10));
        raw.records.get(0).real = 7;
        assertThat(assertReadFails(raw.build(), "real size")).contains("past its declared real size");
        raw = new RawThor().add("data\\a.txt", "alpha");
        raw.records.get(0).offset = 30L;
        assertReadFails(raw.build(), "data offset");
    }

    private String assertOpenFails(byte[] bytes, String field) throws IOException {
        Path p = write("hostile.thor", bytes);
        FormatException e = org.junit.jupiter.api.Assertions.assertThrows(FormatException.class,
                () -> ThorArchive.open(p, "hostile.thor").close());
        assertThat(e.getMessage()).contains("hostile.thor").contains(field);
        return e.getMessage();
    }

    private String assertReadFails(byte[] bytes, String field) throws IOException {
        Path p = write("hostile.thor", bytes);
        try (ThorArchive a = ThorArchive.open(p, "hostile.thor")) {
            FormatException e = org.junit.jupiter.api.Assertions.assertThrows(FormatException.class, () -> {
                try (InputStream in = a.open(a.entry(0))) {
                    in.transferTo(java.io.OutputStream.nullOutputStream());
                }
            });
            assertThat(e.getMessage()).contains("hostile.thor").contains("entry 0 (data\\a.txt)").contains(field);
            return e.getMessage();
        }
    }

    @Test
    void anUpdateKeepsRecordsReplacesAddsRemovesAndRebuildsTheIntegrity() throws IOException {
        RawThor raw = new RawThor().add("data\\keep.txt", "keep me".repeat(30)).add("data\\Replace.TXT", "old")
                .add(RawThor.Record.removal("data\\gone.spr")).integrity();
        raw.target = "data.grf";
        Path p = write("patch.thor", raw.build());
        byte[] keptStored;
        try (ThorArchive before = ThorArchive.open(p, "patch.thor")) {
            ThorEntry keep = before.entry(0);
            keptStored = Arrays.copyOfRange(Files.readAllBytes(p), (int) keep.offset(),
                    (int) (keep.offset() + keep.compressedSize()));
        }
        Path replacement = Files.writeString(dir.resolve("r.txt"), "new content");
        Path added = Files.writeString(dir.resolve("n.txt"), "added");
        ArchiveUpdate.Result r = THOR.update(p, new ArchiveUpdate(List.of(new ArchiveUpdate.Addition("data/replace.txt",
                replacement), new ArchiveUpdate.Addition("data/sprite/새.txt", added)), List.of("data/lost.act")),
                WriteOptions.DEFAULTS);
        assertThat(r).isEqualTo(new ArchiveUpdate.Result(2, 1, 2));
        try (ThorArchive a = ThorArchive.open(p, "patch.thor")) {
            assertThat(a.targetGrf()).isEqualTo("data.grf");
            assertThat(a.merge()).isTrue();
            assertThat(IntStream.range(0, a.size()).mapToObj(i -> a.entry(i).displayName()).toList()).containsExactly(
                    "data\\keep.txt", "data\\Replace.TXT", "data\\gone.spr", "data\\sprite\\새.txt", "data\\lost.act",
                    "data.integrity");
            ThorEntry keep = a.entry(0);
            assertThat(Arrays.copyOfRange(Files.readAllBytes(p), (int) keep.offset(),
                    (int) (keep.offset() + keep.compressedSize()))).as("kept zlib bytes").isEqualTo(keptStored);
            assertThat(a.read(a.entry(1), 100)).isEqualTo(bytes("new content"));
            assertThat(a.entry(2).isRemoval()).isTrue();
            assertThat(a.entry(4).isRemoval()).isTrue();
            assertThat(a.verify()).isEmpty();
        }
    }

    @Test
    void aOneFilePatchStaysOneFileWhenUpdated() throws IOException {
        RawThor raw = new RawThor().add("data\\a.txt", "alpha");
        raw.mode = ThorFormat.MODE_SINGLE;
        Path p = write("one.thor", raw.build());
        Path replacement = Files.writeString(dir.resolve("r.txt"), "replaced");
        THOR.update(p, ArchiveUpdate.of(List.of(new ArchiveUpdate.Addition("DATA/A.TXT", replacement))),
                WriteOptions.DEFAULTS);
        try (ThorArchive a = ThorArchive.open(p, "one.thor")) {
            assertThat(a.mode()).isEqualTo(33);
            assertThat(a.entry(0).path()).isEqualTo("data\\a.txt");
            assertThat(a.read(a.entry(0), 100)).isEqualTo(bytes("replaced"));
        }
        THOR.update(p, ArchiveUpdate.of(List.of(new ArchiveUpdate.Addition("data/b.txt", replacement))),
                WriteOptions.DEFAULTS);
        try (ThorArchive a = ThorArchive.open(p, "one.thor")) {
            assertThat(a.mode()).isEqualTo(48);
            assertThat(a.size()).isEqualTo(2);
        }
    }

    @Test
    void namesAPatchCannotHoldAreRefusedBeforeAnythingIsWritten() throws IOException {
        Path src = dir.resolve("long");
        Files.createDirectories(src.resolve("data"));
        Files.writeString(src.resolve("data/" + "x".repeat(250) + ".txt"), "x");
        Path out = dir.resolve("long.thor");
        assertThatThrownBy(() -> ArchivePacker.pack(src, out, THOR, WriteOptions.DEFAULTS, List.of()))
                .isInstanceOf(WriteLimitException.class).hasMessageContaining("255");
        assertThat(out).doesNotExist();
    }

    @Test
    void aRemovalMustNotNameAPackedFile() throws IOException {
        Path out = dir.resolve("x.thor");
        assertThatThrownBy(() -> ArchivePacker.pack(folder(), out, THOR, WriteOptions.DEFAULTS,
                List.of("DATA/EMPTY.TXT"))).isInstanceOf(WriteLimitException.class)
                .hasMessageContaining("also packs a file of that name");
        assertThat(out).doesNotExist();
    }

    static List<String> names(Archive a) {
        return IntStream.range(0, a.size()).mapToObj(a::entry).map(ArchiveEntry::displayName).toList();
    }
}
