package dev.marionette.io.grf;

import dev.marionette.io.FormatException;
import dev.marionette.io.archive.ChannelIo;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.util.Arrays;

/**
 * The 46-byte header of an archive.
 *
 * <pre>
 * offset size  field
 *  0     15    "Master of Magic"
 * 15     15    key (00 01 .. 0E from the community's tools, zeros from others; unused by 0x200 data)
 * 30      4    table offset, counted from byte 46        (0x300: 8 bytes, 30..37)
 * 34      4    seed                                       (0x300: none)
 * 38      4    entry count + seed + 7                     (0x300: the entry count)
 * 42      4    version: 0x102, 0x103, 0x200 or 0x300
 * </pre>
 *
 * @param version     the format version
 * @param key         the 15 key bytes, kept to be written back unchanged
 * @param tableOffset where the table starts, counted from byte 46
 * @param seed        the seed (0 for 0x300)
 * @param entryCount  the number of table entries the header announces
 */
public record GrfHeader(int version, byte[] key, long tableOffset, long seed, long entryCount) {

    public GrfHeader {
        key = key.clone();
    }

    @Override
    public byte[] key() {
        return key.clone();
    }

    /** Where the table starts in the file. */
    public long tableStart() {
        return GrfFormat.HEADER_SIZE + tableOffset;
    }

    /** A header of the kind Marionette writes: version 0x200, the tools' key, seed 0. */
    static GrfHeader forWriting(long tableOffset, long entryCount) {
        return new GrfHeader(GrfFormat.VERSION_200, GrfFormat.TOOLS_KEY, tableOffset, 0, entryCount);
    }

    /** Reads and checks the header of an archive of {@code fileSize} bytes. */
    static GrfHeader read(FileChannel channel, long fileSize, String source) throws IOException {
        if (fileSize < GrfFormat.HEADER_SIZE) {
            throw new FormatException(source, fileSize, "header", GrfFormat.HEADER_SIZE + " bytes",
                    fileSize + " bytes (the file is truncated)");
        }
        ByteBuffer b = ByteBuffer.allocate(GrfFormat.HEADER_SIZE).order(ByteOrder.LITTLE_ENDIAN);
        ChannelIo.readFully(channel, b, 0, source, "header");
        byte[] all = b.array();
        if (!Arrays.equals(all, 0, 15, GrfFormat.SIGNATURE, 0, 15)) {
            throw new FormatException(source, 0, "signature", "\"Master of Magic\"", "other bytes");
        }
        byte[] key = Arrays.copyOfRange(all, 15, 30);
        int version = b.getInt(42);
        if (!GrfFormat.readable(version)) {
            throw new FormatException(source, 42, "version", "0x102, 0x103, 0x200 or 0x300",
                    "0x" + Integer.toHexString(version));
        }
        long tableOffset;
        long seed;
        long count;
        if (version == GrfFormat.VERSION_300) {
            tableOffset = b.getLong(30);
            seed = 0;
            count = Integer.toUnsignedLong(b.getInt(38));
        } else {
            tableOffset = Integer.toUnsignedLong(b.getInt(30));
            seed = Integer.toUnsignedLong(b.getInt(34));
            long stored = Integer.toUnsignedLong(b.getInt(38));
            count = stored - seed - GrfFormat.COUNT_BIAS;
            if (count < 0) {
                throw new FormatException(source, 38, "entry count", "at least seed + 7 = "
                        + (seed + GrfFormat.COUNT_BIAS), Long.toString(stored));
            }
        }
        // Compared unsigned: a 0x300 offset may have its top bit set, and 46 + it must not wrap around.
        if (Long.compareUnsigned(tableOffset, fileSize - GrfFormat.HEADER_SIZE) > 0) {
            throw new FormatException(source, 30, "table offset", "at most " + (fileSize - GrfFormat.HEADER_SIZE)
                    + " (the table must start inside the file of " + fileSize + " bytes)",
                    Long.toUnsignedString(tableOffset));
        }
        return new GrfHeader(version, key, tableOffset, seed, count);
    }

    /** The 46 header bytes of a 0x200 or 0x300 archive (the versions written). */
    byte[] toBytes() {
        if (version != GrfFormat.VERSION_200 && version != GrfFormat.VERSION_300) {
            throw new IllegalStateException("only versions 0x200 and 0x300 are written, not "
                    + GrfFormat.versionName(version));
        }
        ByteBuffer b = ByteBuffer.allocate(GrfFormat.HEADER_SIZE).order(ByteOrder.LITTLE_ENDIAN);
        b.put(GrfFormat.SIGNATURE).put(key);
        if (version == GrfFormat.VERSION_300) {
            // 0x300: a 64-bit table offset, then the entry count itself (no seed).
            b.putLong(tableOffset).putInt((int) entryCount);
        } else {
            b.putInt((int) tableOffset).putInt((int) seed).putInt((int) (entryCount + seed + GrfFormat.COUNT_BIAS));
        }
        b.putInt(version);
        return b.array();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GrfHeader h && version == h.version && Arrays.equals(key, h.key)
                && tableOffset == h.tableOffset && seed == h.seed && entryCount == h.entryCount;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(key) * 31 + Long.hashCode(tableOffset * 17 + entryCount);
    }

    @Override
    public String toString() {
        return "GrfHeader[version=" + GrfFormat.versionName(version) + ", tableOffset=" + tableOffset + ", seed="
                + seed + ", entryCount=" + entryCount + "]";
    }
}
