package dev.marionette.io.grf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.archive.ArchiveExtractor;
import dev.marionette.io.archive.ArchiveUpdate;
import dev.marionette.io.testing.ReaderContract;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Layouts other tools write: entries of real size 0 stored as the 8-byte zlib stream of nothing, and entry data
 * after the table (tools that append to an archive store later entries there). Data may lie anywhere after the
 * header, but never over the header or the table.
 */
class GrfLayoutTest {

    @TempDir
    Path dir;

    private Path file(String name, byte[] bytes) throws IOException {
        return Files.write(dir.resolve(name), bytes);
    }

    @Test
    void anEntryOfRealSizeZeroIsAnEmptyFile() throws IOException {
        RawGrf raw = new RawGrf().add("data\\a.txt", "alpha").add(new RawGrf.Entry("data\\empty.txt", new byte[0]));
        assertThat(raw.entries.get(1).stored).containsExactly(0x78, 0x9C, 0x03, 0, 0, 0, 0, 0x01);
        try (GrfArchive a = GrfArchive.open(file("empty.grf", raw.build()))) {
            assertThat(a.read(a.entry(1), 100)).isEmpty();
            assertThat(a.read(a.entry(0), 100)).containsExactly("alpha".getBytes());
        }
    }

    @Test
    void dataAfterTheTableIsReadInEveryWrittenVersion() throws IOException {
        for (int version : new int[] {GrfFormat.VERSION_200, GrfFormat.VERSION_300}) {
            RawGrf raw = new RawGrf().add("data\\a.txt", "alpha".repeat(20)).add("data\\b.txt", "bravo");
            RawGrf.Entry late = new RawGrf.Entry("data\\appended.txt", GrfDesTest.text(5000));
            late.afterTable = true;
            raw.add(late);
            raw.version = version;
            byte[] bytes = raw.build();
            try (GrfArchive a = GrfArchive.open(file("appended.grf", bytes))) {
                assertThat(a.entry(2).dataStart()).as("stored after the table").isGreaterThan(a.header().tableStart());
                assertThat(a.read(a.entry(2), 1 << 20)).isEqualTo(GrfDesTest.text(5000));
                assertThat(a.read(a.entry(1), 100)).isEqualTo("bravo".getBytes(StandardCharsets.US_ASCII));
            }
        }
    }

    @Test
    void dataOverTheTableIsRefusedAndDataPastTheEndToo() throws IOException {
        RawGrf raw = new RawGrf().add("data\\a.txt", "alpha".repeat(20)).add("data\\b.txt", "bravo");
        byte[] fine = raw.build();
        long tableOffset = ByteBuffer.wrap(fine).order(ByteOrder.LITTLE_ENDIAN).getInt(30);
        // Starting inside the table.
        raw.entries.get(1).offset = tableOffset + 4;
        assertThat(readFails(raw.build(), 1)).contains("data offset").contains("over the table");
        // Starting before the table and running into it.
        raw = new RawGrf().add("data\\a.txt", "alpha".repeat(20)).add("data\\b.txt", "bravo");
        raw.entries.get(0).compressed = tableOffset + 3;
        assertThat(readFails(raw.build(), 0)).contains("compressed size").contains("over the table");
        // Past the end of the file, and an offset past it.
        raw = new RawGrf().add("data\\a.txt", "alpha".repeat(20));
        RawGrf.Entry late = new RawGrf.Entry("data\\late.txt", "late".getBytes(StandardCharsets.US_ASCII));
        late.afterTable = true;
        raw.add(late);
        raw.entries.get(1).compressed = 1000;
        assertThat(readFails(raw.build(), 1)).contains("compressed size").contains("past the end of the file");
        raw.entries.get(1).offset = 4_000_000_000L;
        assertThat(readFails(raw.build(), 1)).contains("data offset").contains("4000000000 (past the end of the file)");
    }

    /** 0x300 offsets are 64 bits: one with its top bit set, one that wraps 46 + it, one past the end. */
    @Test
    void wide0x300OffsetsThatWrapOrPassTheEndAreRefusedWithoutNegativeNumbers() throws IOException {
        for (long offset : new long[] {Long.MIN_VALUE, -1L, -40L, Long.MAX_VALUE - 10, 1L << 40}) {
            RawGrf raw = new RawGrf().add("data\\a.txt", "alpha").add("data\\b.txt", "bravo");
            raw.version = GrfFormat.VERSION_300;
            raw.entries.get(1).offset = offset;
            String message = readFails(raw.build(), 1);
            assertThat(message).as(Long.toUnsignedString(offset)).contains("data offset")
                    .contains(Long.toUnsignedString(offset)).doesNotContain("-");
            raw.entries.get(1).offset = null;
            raw.tableOffsetField = offset;
            Path p = file("wide.grf", raw.build());
            assertThatThrownBy(() -> GrfArchive.open(p).close()).isInstanceOf(FormatException.class)
                    .hasMessageContaining("table offset").hasMessageContaining(Long.toUnsignedString(offset))
                    .satisfies(e -> assertThat(e.getMessage().replace(p.toString(), "")).doesNotContain("-"));
        }
    }

    /**
     * A 100-byte zlib stream cannot make more than 103,200 bytes: an entry saying it does is refused when opened,
     * and extracting it writes nothing at all (no file, no temporary file, no folder).
     */
    @Test
    void aRealSizeNoZlibStreamOfItsCompressedSizeReachesIsRefusedBeforeAnythingIsWritten() throws IOException {
        RawGrf raw = new RawGrf().add("data\\a.txt", "alpha");
        RawGrf.Entry liar = new RawGrf.Entry("data\\deep\\bomb.bin", new byte[50_000]);
        liar.real = 4_000_000_000L;
        raw.add(liar);
        Path p = file("bomb.grf", raw.build());
        try (GrfArchive a = GrfArchive.open(p)) {
            GrfEntry e = a.entry(1);
            assertThat(e.compressedSize()).isLessThan(4_000_000_000L / 1032);
            assertThatThrownBy(() -> a.open(e)).isInstanceOf(FormatException.class).hasMessageContaining("real size")
                    .hasMessageContaining("1032 times the compressed size");
            Path out = dir.resolve("out");
            ArchiveExtractor.Result r = ArchiveExtractor.extract(a, List.of(e), out);
            assertThat(r.extracted()).isZero();
            assertThat(r.skipped()).singleElement().satisfies(s -> assertThat(s.reason()).contains("real size"));
            try (var walk = Files.walk(out)) {
                assertThat(walk.filter(f -> !f.equals(out))).as("nothing written").isEmpty();
            }
        }
    }

    /** The 0x1xx table is turned into the compact layout in the array it is read into: never a second copy. */
    @Test
    void anOldTableIsAllocatedOnce() throws IOException {
        RawGrf raw = new RawGrf();
        raw.version = GrfFormat.VERSION_103;
        RawGrf.Entry one = new RawGrf.Entry("data\\x.txt", "x".getBytes(StandardCharsets.US_ASCII))
                .encrypted(GrfFormat.FLAG_DES_MIXED);
        for (int i = 0; i < 40_000; i++) {
            RawGrf.Entry e = new RawGrf.Entry(("data\\texture\\some_long_folder_name\\file_" + i + ".bmp")
                    .getBytes(StandardCharsets.US_ASCII), new byte[0]);
            e.stored = one.stored;
            e.compressed = one.compressed;
            e.aligned = one.aligned;
            e.real = one.real;
            e.flags = one.flags;
            e.offset = 0L;
            raw.add(e);
        }
        raw.entries.get(0).stored = one.stored;
        byte[] bytes = raw.build();
        Path p = file("old.grf", bytes);
        long table = bytes.length - 46 - one.stored.length;
        long before = ReaderContract.allocatedBytes();
        try (GrfArchive a = GrfArchive.open(p)) {
            long allocated = ReaderContract.allocatedBytes() - before;
            assertThat(a.size()).isEqualTo(40_000);
            assertThat(a.entry(39_999).path()).isEqualTo("data\\texture\\some_long_folder_name\\file_39999.bmp");
            assertThat(allocated).as("bytes allocated opening a table of " + table + " bytes")
                    .isLessThan(table + table / 2);
        }
    }

    /** A 0x1xx table is the rest of the file: one larger than the heap can hold is one line, not OutOfMemoryError. */
    @Test
    void anOldTableLargerThanMemoryIsOneLine() throws IOException {
        RawGrf raw = new RawGrf();
        raw.version = GrfFormat.VERSION_102;
        raw.add(new RawGrf.Entry("data\\x.txt", "x".getBytes(StandardCharsets.US_ASCII))
                .encrypted(GrfFormat.FLAG_DES_MIXED));
        Path p = file("huge.grf", raw.build());
        long size = Math.max(Runtime.getRuntime().maxMemory() + (1L << 20), 1L << 30);
        try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "rw")) {
            f.setLength(size);
        }
        assertThatThrownBy(() -> GrfArchive.open(p).close()).isInstanceOf(FormatException.class)
                .hasMessageContaining(p.toString()).hasMessageContaining("real table size")
                .hasMessageContaining("-Xmx");
    }

    @Test
    void updatingA0x300ArchiveKeepsItsVersion() throws IOException {
        RawGrf raw = new RawGrf().add("data\\a.txt", "alpha".repeat(30)).add("data\\b.txt", "bravo");
        RawGrf.Entry late = new RawGrf.Entry("data\\late.txt", GrfDesTest.text(3000));
        late.afterTable = true;
        raw.add(late);
        raw.version = GrfFormat.VERSION_300;
        Path p = file("new.grf", raw.build());
        Path added = Files.writeString(dir.resolve("c.txt"), "charlie");
        GrfUpdater.update(p, List.of(new ArchiveUpdate.Addition("data/c.txt", added)));
        try (GrfArchive a = GrfArchive.open(p)) {
            assertThat(a.header().version()).isEqualTo(GrfFormat.VERSION_300);
            assertThat(a.size()).isEqualTo(4);
            assertThat(a.read(a.entry(0), 1000)).isEqualTo("alpha".repeat(30).getBytes(StandardCharsets.US_ASCII));
            assertThat(a.read(a.entry(2), 1 << 20)).isEqualTo(GrfDesTest.text(3000));
            assertThat(a.read(a.entry(3), 100)).isEqualTo("charlie".getBytes(StandardCharsets.US_ASCII));
        }
        // Written again unchanged (an update adding nothing), it is byte for byte what the first update wrote.
        byte[] once = Files.readAllBytes(p);
        GrfUpdater.update(p, List.of());
        assertThat(Files.readAllBytes(p)).isEqualTo(once);
    }

    /** Opens the archive and reads entry {@code index}, which must fail; returns the message. */
    private String readFails(byte[] bytes, int index) throws IOException {
        Path p = file("hostile.grf", bytes);
        try (GrfArchive a = GrfArchive.open(p)) {
            GrfEntry e = a.entry(index);
            FormatException thrown = org.junit.jupiter.api.Assertions.assertThrows(FormatException.class, () -> {
                try (InputStream in = a.open(e)) {
                    in.transferTo(java.io.OutputStream.nullOutputStream());
                }
            });
            assertThat(thrown.getMessage()).contains(p.toString()).contains("entry " + index);
            return thrown.getMessage().replace(p.toString(), "");
        }
    }
}
