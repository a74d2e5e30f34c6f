package dev.marionette.io;

import java.nio.charset.Charset;

/**
 * Bounds-checked little-endian reads over a byte array, tracking the offset. Every read names its field, so
 * a short or corrupt file fails with a {@link FormatException} that says where and what, never with an
 * {@link ArrayIndexOutOfBoundsException}.
 */
public final class LittleEndianReader {

    private final String source;
    private final byte[] data;
    private final int limit;
    private int pos;

    /** Reads all of {@code data}; {@code source} names it in errors (usually the file name). */
    public LittleEndianReader(String source, byte[] data) {
        this(source, data, 0, data.length);
    }

    /** Reads {@code data[start, end)}; offsets stay absolute, so errors point into the whole file. */
    public LittleEndianReader(String source, byte[] data, int start, int end) {
        if (start < 0 || end > data.length || start > end) {
            throw new IllegalArgumentException("range " + start + ".." + end + " outside 0.." + data.length);
        }
        this.source = source;
        this.data = data;
        this.pos = start;
        this.limit = end;
    }

    public String source() {
        return source;
    }

    /** The whole underlying array (not copied). */
    public byte[] data() {
        return data;
    }

    /** Absolute offset of the next read. */
    public int offset() {
        return pos;
    }

    /** Absolute end of the readable range. */
    public int limit() {
        return limit;
    }

    /** Bytes left to read. */
    public int remaining() {
        return limit - pos;
    }

    /** Ensures {@code n} more bytes are there for {@code field}. */
    public void require(long n, String field) throws FormatException {
        if (n < 0 || n > remaining()) {
            throw new FormatException(source, pos, field, n + " more bytes",
                    remaining() + " bytes left (the file is truncated)");
        }
    }

    public void seek(long offset, String field) throws FormatException {
        if (offset < 0 || offset > limit) {
            throw new FormatException(source, pos, field, "an offset within the file (0.." + limit + ")",
                    Long.toString(offset));
        }
        pos = (int) offset;
    }

    public void skip(long n, String field) throws FormatException {
        require(n, field);
        pos += (int) n;
    }

    public int u8(String field) throws FormatException {
        require(1, field);
        return data[pos++] & 0xFF;
    }

    public int u16(String field) throws FormatException {
        require(2, field);
        int v = (data[pos] & 0xFF) | (data[pos + 1] & 0xFF) << 8;
        pos += 2;
        return v;
    }

    public short i16(String field) throws FormatException {
        return (short) u16(field);
    }

    public int i32(String field) throws FormatException {
        require(4, field);
        int v = (data[pos] & 0xFF) | (data[pos + 1] & 0xFF) << 8 | (data[pos + 2] & 0xFF) << 16
                | (data[pos + 3] & 0xFF) << 24;
        pos += 4;
        return v;
    }

    public long u32(String field) throws FormatException {
        return i32(field) & 0xFFFF_FFFFL;
    }

    /** The raw bits of a float, so they write back exactly (NaN payloads, negative zero). */
    public int f32Bits(String field) throws FormatException {
        return i32(field);
    }

    public byte[] bytes(long n, String field) throws FormatException {
        require(n, field);
        byte[] out = new byte[(int) n];
        System.arraycopy(data, pos, out, 0, out.length);
        pos += out.length;
        return out;
    }

    /** Reads {@code n} bytes as text in {@code charset}. */
    public String string(long n, Charset charset, String field) throws FormatException {
        require(n, field);
        String s = new String(data, pos, (int) n, charset);
        pos += (int) n;
        return s;
    }

    /**
     * Checks a count read from the file before anything is allocated for it: it must be non-negative, at
     * most {@code max}, and the items must fit in what is left of the file at {@code minBytesPerItem} each.
     *
     * @param countOffset where the count was read, for the message
     */
    public int checkCount(long count, long max, long minBytesPerItem, int countOffset, String field)
            throws FormatException {
        if (count < 0 || count > max) {
            throw new FormatException(source, countOffset, field, "0.." + max, Long.toString(count));
        }
        if (minBytesPerItem > 0 && count * minBytesPerItem > remaining()) {
            throw new FormatException(source, countOffset, field,
                    "at most " + (remaining() / minBytesPerItem) + " (what fits in the " + remaining()
                            + " bytes left)", Long.toString(count));
        }
        return (int) count;
    }

    /** Reads a u32 count and checks it as {@link #checkCount}. */
    public int u32Count(long max, long minBytesPerItem, String field) throws FormatException {
        return count(this::u32, max, minBytesPerItem, field);
    }

    /** Reads an i32 count and checks it as {@link #checkCount}. */
    public int i32Count(long max, long minBytesPerItem, String field) throws FormatException {
        return count(this::i32, max, minBytesPerItem, field);
    }

    /** Reads a u16 count and checks it as {@link #checkCount}. */
    public int u16Count(long max, long minBytesPerItem, String field) throws FormatException {
        return count(this::u16, max, minBytesPerItem, field);
    }

    /** Reads a u8 count and checks it as {@link #checkCount}. */
    public int u8Count(long max, long minBytesPerItem, String field) throws FormatException {
        return count(this::u8, max, minBytesPerItem, field);
    }

    /** One field read by width (u8, u16, i32 or u32), widened to a long. */
    @FunctionalInterface
    private interface Field {
        long read(String field) throws FormatException;
    }

    /** Reads a count of the given width and checks it, naming the offset it was read at. */
    private int count(Field width, long max, long minBytesPerItem, String field) throws FormatException {
        int at = pos;
        return checkCount(width.read(field), max, minBytesPerItem, at, field);
    }

    /** An error at the current offset. */
    public FormatException error(String field, String expected, String found) {
        return new FormatException(source, pos, field, expected, found);
    }

    /** An error at a given offset. */
    public FormatException errorAt(long offset, String field, String expected, String found) {
        return new FormatException(source, offset, field, expected, found);
    }

    /** Fails when bytes remain after the last field. */
    public void expectEnd(String field) throws FormatException {
        if (pos != limit) {
            throw new FormatException(source, pos, field, "end of file",
                    (limit - pos) + " more bytes after the last field");
        }
    }
}
