package dev.marionette.io.grf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.io.FormatException;
import dev.marionette.io.testing.ReaderContract;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile archives, built field by field ({@link RawGrf}): each is refused with a {@link FormatException} naming
 * the archive, the entry and the field, quickly, without an allocation sized by what the file claims.
 */
@Timeout(30)
class GrfMalformedTest {

    @TempDir
    Path dir;

    private static RawGrf twoEntries() {
        return new RawGrf().add("data\\a.txt", "alpha alpha alpha").add("data\\sprite\\b.act", "bravo".repeat(50));
    }

    private Path file(byte[] bytes) throws IOException {
        Path p = dir.resolve("hostile.gpf");
        Files.write(p, bytes);
        return p;
    }

    /** Opening fails with a FormatException that names the archive and contains {@code field}. */
    private FormatException openFails(byte[] bytes, String field) throws IOException {
        Path p = file(bytes);
        FormatException e = org.junit.jupiter.api.Assertions.assertThrows(FormatException.class, () -> {
            try (GrfArchive a = GrfArchive.open(p)) {
                a.size();
            }
        });
        assertThat(e.getMessage()).contains(p.toString()).contains(field);
        return e;
    }

    /** Opening works, reading entry {@code index} fails naming the archive, the entry and {@code field}. */
    private FormatException readFails(byte[] bytes, int index, String field) throws IOException {
        Path p = file(bytes);
        try (GrfArchive a = GrfArchive.open(p)) {
            GrfEntry e = a.entry(index);
            FormatException thrown = org.junit.jupiter.api.Assertions.assertThrows(FormatException.class, () -> {
                try (InputStream in = a.open(e)) {
                    in.transferTo(java.io.OutputStream.nullOutputStream());
                }
            });
            assertThat(thrown.getMessage()).contains(p.toString()).contains("entry " + index)
                    .contains(e.displayName()).contains(field);
            return thrown;
        }
    }

    @Test
    void everyTruncationIsRefused() throws IOException {
        byte[] whole = twoEntries().build();
        for (int length = 0; length < whole.length; length++) {
            Path p = file(Arrays.copyOf(whole, length));
            assertThatThrownBy(() -> GrfArchive.open(p).close()).as("truncated to " + length)
                    .isInstanceOf(FormatException.class).hasMessageContaining(p.toString());
        }
    }

    @Test
    void aWrongSignatureOrVersionIsRefused() throws IOException {
        byte[] bytes = twoEntries().build();
        bytes[3] = 'X';
        openFails(bytes, "signature");
        RawGrf v = twoEntries();
        v.version = 0x999;
        openFails(v.build(), "version");
    }

    @Test
    void countsThatDisagreeWithTheTableAreRefused() throws IOException {
        for (long count : new long[] {1 + 7, 3 + 7, 0xFFFF_FFFFL, 7}) {
            RawGrf raw = twoEntries();
            raw.countField = count;
            openFails(raw.build(), "entry count");
        }
        RawGrf raw = twoEntries();
        raw.countField = 6L;
        assertThat(openFails(raw.build(), "entry count").getMessage()).contains("seed + 7");
    }

    @Test
    void aTableOffsetPastTheEndIsRefused() throws IOException {
        RawGrf raw = twoEntries();
        raw.tableOffsetField = 5_000_000L;
        openFails(raw.build(), "table offset");
        raw.tableOffsetField = 0xFFFF_FFFFL;
        openFails(raw.build(), "table offset");
    }

    @Test
    void tableSizesThatLieAreRefusedWithoutAllocatingThem() throws IOException {
        for (long real : new long[] {10, 1_000, 0x7FFF_FFF0L, 0xFFFF_FFFFL}) {
            RawGrf raw = twoEntries();
            raw.realTableSizeField = real;
            openFails(raw.build(), "real table size");
        }
        byte[] bytes = twoEntries().build();
        int tableStart = 46 + ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).getInt(30);
        ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).putInt(tableStart, 0x7FFF_0000);
        openFails(bytes, "compressed table size");
        byte[] corrupt = twoEntries().build();
        corrupt[tableStart + 12] ^= 0x55;
        corrupt[tableStart + 13] ^= 0x55;
        openFails(corrupt, "table");
    }

    /** A table that inflates far past its declared size stops at the declared size plus one byte. */
    @Test
    void aTableZipBombIsStopped() throws IOException {
        byte[] records = new byte[64 * 1024 * 1024];
        byte[] z = RawGrf.zlib(records);
        ByteBuffer b = RawGrf.le(46 + 8 + z.length);
        b.put("Master of Magic".getBytes(StandardCharsets.US_ASCII)).put(new byte[15]).putInt(0).putInt(0).putInt(7 + 1)
                .putInt(0x200).putInt(z.length).putInt(100).put(z);
        openFails(b.array(), "real table size");
    }

    @Test
    void entryOffsetsAndSizesPastTheDataAreRefusedWhenRead() throws IOException {
        RawGrf raw = twoEntries();
        raw.entries.get(1).offset = 4_000_000_000L;
        readFails(raw.build(), 1, "data offset");
        raw = twoEntries();
        raw.entries.get(0).compressed = 1_000_000;
        readFails(raw.build(), 0, "compressed size");
    }

    @Test
    void aCompressedSizeThatIsTooSmallIsRefused() throws IOException {
        RawGrf raw = twoEntries();
        raw.entries.get(1).compressed = 5;
        readFails(raw.build(), 1, "compressed size");
    }

    @Test
    void realSizesThatLieAreRefused() throws IOException {
        RawGrf raw = twoEntries();
        raw.entries.get(1).real = 10;
        assertThat(readFails(raw.build(), 1, "real size").getMessage()).contains("past its declared real size");
        raw = twoEntries();
        raw.entries.get(1).real = 10_000;
        assertThat(readFails(raw.build(), 1, "real size").getMessage()).contains("only 250 bytes");
    }

    /**
     * 200 MB of zeros declared as 1 KB: reading stops after 1 KB and one more byte (counted as delivered, not timed),
     * without inflating the rest into memory.
     */
    @Test
    void anEntryZipBombIsStoppedAtItsDeclaredSize() throws IOException {
        RawGrf raw = new RawGrf();
        RawGrf.Entry bomb = new RawGrf.Entry("data\\bomb.txt", new byte[200 * 1024 * 1024]);
        bomb.real = 1024;
        raw.add(bomb);
        byte[] archive = raw.build();
        Path p = file(archive);
        long[] delivered = new long[1];
        OutputStream counting = new OutputStream() {
            @Override
            public void write(int b) {
                delivered[0]++;
            }

            @Override
            public void write(byte[] b, int off, int len) {
                delivered[0] += len;
            }
        };
        long allocatedBefore = ReaderContract.allocatedBytes();
        try (GrfArchive a = GrfArchive.open(p); InputStream in = a.open(a.entry(0))) {
            assertThatThrownBy(() -> in.transferTo(counting)).isInstanceOf(FormatException.class)
                    .hasMessageContaining("real size");
        }
        assertThat(delivered[0]).as("bytes delivered before the error").isLessThanOrEqualTo(1025);
        assertThat(ReaderContract.allocatedBytes() - allocatedBefore).as("bytes allocated")
                .isLessThan(8L * 1024 * 1024);
        readFails(archive, 0, "real size");
        try (GrfArchive a = GrfArchive.open(p)) {
            assertThatThrownBy(() -> a.read(a.entry(0), 512)).isInstanceOf(FormatException.class)
                    .hasMessageContaining("real size");
        }
    }

    @Test
    void corruptEntryDataIsRefused() throws IOException {
        RawGrf raw = twoEntries();
        byte[] stored = raw.entries.get(1).stored;
        for (int i = 2; i < 12; i++) {
            stored[i] ^= (byte) 0xA5;
        }
        readFails(raw.build(), 1, "entry 1");
    }

    @Test
    void namesThatAreNotCp949AreReportedWithTheirBytes() throws IOException {
        RawGrf raw = new RawGrf().add(new RawGrf.Entry(new byte[] {'d', '\\', (byte) 0x80, (byte) 0xFF, 'x'},
                "x".getBytes(StandardCharsets.US_ASCII)));
        Path p = file(raw.build());
        try (GrfArchive a = GrfArchive.open(p)) {
            GrfEntry e = a.entry(0);
            assertThat(e.displayName()).isEqualTo("d\\\\x80\\xFFx");
            assertThatThrownBy(e::path).isInstanceOf(FormatException.class).hasMessageContaining(p.toString())
                    .hasMessageContaining("entry 0").hasMessageContaining("name").hasMessageContaining("CP949");
            // Its data still reads: only the name is bad.
            assertThat(a.read(e, 100)).containsExactly('x');
        }
    }

    @Test
    void unknownFlagsAndFolderEntriesAreNotRead() throws IOException {
        RawGrf raw = twoEntries();
        raw.entries.get(0).flags = 0x09;
        raw.entries.get(1).flags = 0;
        byte[] bytes = raw.build();
        readFails(bytes, 0, "flags");
        readFails(bytes, 1, "flags");
    }

    @Test
    void anEncodedEntryWithAnAlignedSizeBelowItsCompressedSizeIsRefused() throws IOException {
        RawGrf raw = new RawGrf().add(new RawGrf.Entry("data\\x.txt", GrfDesTest.text(2000))
                .encrypted(GrfFormat.FLAG_DES_MIXED));
        raw.entries.get(0).aligned = 8;
        readFails(raw.build(), 0, "aligned size");
    }

    @Test
    void namesThatWouldLeaveTheFolderAreRefusedForExtraction() {
        assertThat(GrfNames.safePath("..\\..\\evil.txt").problem()).contains("'..'");
        assertThat(GrfNames.safePath("data\\..\\..\\evil.txt").problem()).contains("'..'");
        assertThat(GrfNames.safePath("\\etc\\passwd").problem()).contains("absolute");
        assertThat(GrfNames.safePath("/etc/passwd").problem()).contains("absolute");
        assertThat(GrfNames.safePath("C:\\Windows\\evil.dll").problem()).contains("drive letter");
        assertThat(GrfNames.safePath("data\\x.txt:stream").problem()).contains(":");
        assertThat(GrfNames.safePath("data\\\u0001.txt").problem()).contains("control character");
        assertThat(GrfNames.safePath("data\\sprite\\").problem()).contains("no file name");
        assertThat(GrfNames.safePath("data\\.\\sprite\\\\x.act").parts()).containsExactly("data", "sprite", "x.act");
        assertThat(GrfNames.safePath("data\\sprite\\인간족\\x..act").parts()).containsExactly("data", "sprite", "인간족",
                "x..act");
    }
}
