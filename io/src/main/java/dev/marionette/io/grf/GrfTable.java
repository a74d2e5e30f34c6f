package dev.marionette.io.grf;

import dev.marionette.io.FormatException;
import dev.marionette.io.archive.ChannelIo;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * An archive's file table held compactly: the records as one byte array in the 0x200 layout (name, NUL,
 * compressed size, aligned size, real size, flags, offset; the offset is 8 bytes for 0x300) and one int per
 * entry for where its record starts. A 400,000-entry table is about 25 MB here, with no object per entry;
 * names are decoded only when asked for ({@link GrfEntry}).
 *
 * <p>Nothing is allocated from a size the file declares: the table grows as it actually inflates, and the
 * entry count is checked against what the table can hold before the index is made.
 */
final class GrfTable {

    /** The smallest record: a one-byte name, its NUL and the 17 bytes of fields. */
    private static final int MIN_RECORD = 1 + 1 + 17;
    /** Bytes read from the file at a time while inflating the table. */
    private static final int CHUNK = 64 * 1024;

    private final byte[] data;
    private final int[] starts;
    private final int tail;
    private final long end;

    private GrfTable(byte[] data, int[] starts, int tail, long end) {
        this.data = data;
        this.starts = starts;
        this.tail = tail;
        this.end = end;
    }

    /** Where the table ends in the file (its first byte is the header's table start): no entry's data may overlap it. */
    long end() {
        return end;
    }

    int size() {
        return starts.length - 1;
    }

    /** The table of an archive whose header has been read. */
    static GrfTable read(FileChannel channel, long fileSize, GrfHeader header, String source) throws IOException {
        return switch (header.version()) {
            case GrfFormat.VERSION_200 -> compressed(channel, fileSize, header, source, 0, 17);
            case GrfFormat.VERSION_300 -> compressed(channel, fileSize, header, source, 4, 21);
            default -> GrfTableV1.read(channel, fileSize, header, source);
        };
    }

    /**
     * Version 0x200 and 0x300: at the table start (0x300: after 4 zero bytes) the compressed size (4), the real
     * size (4), then the zlib-compressed records, which must inflate to exactly the real size.
     */
    private static GrfTable compressed(FileChannel channel, long fileSize, GrfHeader header, String source,
            int skip, int tail) throws IOException {
        long at = header.tableStart() + skip;
        if (at + 8 > fileSize) {
            throw new FormatException(source, header.tableStart(), "table sizes", (skip + 8) + " bytes",
                    (fileSize - header.tableStart()) + " bytes (the table is truncated)");
        }
        ByteBuffer sizes = ByteBuffer.allocate(8).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        ChannelIo.readFully(channel, sizes, at, source, "table sizes");
        long compressedSize = Integer.toUnsignedLong(sizes.getInt(0));
        long realSize = Integer.toUnsignedLong(sizes.getInt(4));
        long dataStart = at + 8;
        if (compressedSize > fileSize - dataStart) {
            throw new FormatException(source, at, "compressed table size", "at most " + (fileSize - dataStart)
                    + " (what is left of the file)", Long.toString(compressedSize) + " (the table is truncated)");
        }
        checkFits(realSize, source, at + 4);
        byte[] table = inflate(channel, dataStart, compressedSize, realSize, source, at + 4);
        return index(table, table.length, header.entryCount(), tail, source, dataStart, dataStart + compressedSize);
    }

    /** Tables this big are refused with a message rather than run the JVM out of memory. */
    static void checkFits(long bytes, String source, long at) throws FormatException {
        long limit = Math.min(Integer.MAX_VALUE - 64L, Runtime.getRuntime().maxMemory() / 2);
        if (bytes > limit) {
            throw new FormatException(source, at, "real table size", "at most " + limit
                    + " bytes (half of the memory Java may use; start Java with more, -Xmx)", Long.toString(bytes));
        }
    }

    /**
     * A table array of {@code bytes} (already checked by {@link #checkFits}); when the heap still cannot hold it,
     * a {@link FormatException} saying so, never an {@link OutOfMemoryError}.
     */
    static byte[] allocate(long bytes, String source, long at) throws FormatException {
        try {
            return new byte[(int) bytes];
        } catch (OutOfMemoryError e) {
            throw new FormatException(source, at, "real table size", "a table the memory Java may use can hold"
                    + " (start Java with more, -Xmx)", bytes + " bytes");
        }
    }

    private static byte[] inflate(FileChannel channel, long start, long compressedSize, long realSize, String source,
            long sizeAt) throws IOException {
        Inflater inflater = new Inflater();
        try {
            byte[] out = new byte[(int) Math.min(realSize, 1 << 20)];
            int produced = 0;
            ByteBuffer in = ByteBuffer.allocate(CHUNK);
            long read = 0;
            while (!inflater.finished()) {
                if (inflater.needsInput()) {
                    if (read == compressedSize) {
                        throw new FormatException(source, start + read, "table",
                                "a complete zlib stream in " + compressedSize + " bytes",
                                "the compressed table ends early (it is truncated or corrupt)");
                    }
                    in.clear().limit((int) Math.min(CHUNK, compressedSize - read));
                    ChannelIo.readFully(channel, in, start + read, source, "table");
                    read += in.remaining();
                    inflater.setInput(in.array(), 0, in.remaining());
                }
                if (inflater.needsDictionary()) {
                    throw new FormatException(source, start, "table", "a zlib stream", "a stream needing a dictionary");
                }
                if (produced == out.length) {
                    if (produced == realSize) {
                        byte[] probe = new byte[1];
                        if (inflater.inflate(probe) > 0) {
                            throw new FormatException(source, sizeAt, "real table size", Long.toString(realSize),
                                    "more: the table inflates past its declared size");
                        }
                        continue;
                    }
                    byte[] grown = allocate(Math.min(realSize, Math.max(out.length * 2L, 1024)), source, sizeAt);
                    System.arraycopy(out, 0, grown, 0, produced);
                    out = grown;
                }
                produced += inflater.inflate(out, produced, out.length - produced);
            }
            if (produced != realSize) {
                throw new FormatException(source, sizeAt, "real table size", Long.toString(realSize),
                        produced + " bytes inflated");
            }
            return out;
        } catch (DataFormatException e) {
            throw new FormatException(source, start, "table", "zlib data", "corrupt (" + e.getMessage() + ")");
        } finally {
            inflater.end();
        }
    }

    /**
     * Finds where each of {@code count} records starts in {@code table[0, length)}; the count and the table
     * must agree exactly.
     *
     * @param tableAt  where the table is in the file, for messages
     * @param tableEnd where the table ends in the file
     */
    static GrfTable index(byte[] table, int length, long count, int tail, String source, long tableAt, long tableEnd)
            throws FormatException {
        long fits = length / MIN_RECORD;
        if (count > fits) {
            throw new FormatException(source, tableAt, "entry count", "at most " + fits + " (what a table of "
                    + length + " bytes can hold)", Long.toString(count));
        }
        int[] starts = new int[(int) count + 1];
        int pos = 0;
        for (int i = 0; i < count; i++) {
            starts[i] = pos;
            int nul = pos;
            while (nul < length && table[nul] != 0) {
                nul++;
            }
            if (nul + 1 + tail > length) {
                throw new FormatException(source, tableAt, "entry count", count + " entries, as the header says",
                        "the table ends inside entry " + i + " (it holds " + i + " complete entries)");
            }
            pos = nul + 1 + tail;
        }
        starts[(int) count] = pos;
        if (pos != length) {
            throw new FormatException(source, tableAt, "entry count", count + " entries, as the header says",
                    (length - pos) + " more table bytes after them (the counts disagree)");
        }
        // A longer array (a 0x1xx table converted in place) is kept as it is rather than copied: never two tables.
        return new GrfTable(table, starts, tail, tableEnd);
    }

    /** Start of entry {@code i}'s name in {@link #data()}. */
    int nameStart(int i) {
        return starts[i];
    }

    /** Length of entry {@code i}'s name, without its NUL. */
    int nameLength(int i) {
        return starts[i + 1] - starts[i] - 1 - tail;
    }

    /** The records; read-only by convention. */
    byte[] data() {
        return data;
    }

    private int fields(int i) {
        return starts[i + 1] - tail;
    }

    long compressedSize(int i) {
        return u32(fields(i));
    }

    long alignedSize(int i) {
        return u32(fields(i) + 4);
    }

    long realSize(int i) {
        return u32(fields(i) + 8);
    }

    int flags(int i) {
        return data[fields(i) + 12] & 0xFF;
    }

    /** The data offset, counted from byte 46 (unsigned 32 bits, or 64 bits in 0x300). */
    long offset(int i) {
        int at = fields(i) + 13;
        long low = u32(at);
        return tail == 21 ? low | u32(at + 4) << 32 : low;
    }

    private long u32(int at) {
        return (data[at] & 0xFFL) | (data[at + 1] & 0xFFL) << 8 | (data[at + 2] & 0xFFL) << 16
                | (data[at + 3] & 0xFFL) << 24;
    }
}
