package dev.marionette.io.grf;

import dev.marionette.io.FormatException;
import dev.marionette.io.archive.ChannelIo;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/**
 * The table of version 0x102/0x103 archives, turned into the 0x200 record layout {@link GrfTable} keeps.
 *
 * <p>The table is not compressed and runs from the table start to the end of the file. Each entry:
 * <pre>
 * u32  L          length of what follows up to the fields, minus 4: 2 unused bytes, the name, 4 unused bytes
 * u8[2]           unused
 * u8[L-6]         the name, NUL-padded to a multiple of 8, each byte's nibbles swapped and each block DES-encoded
 * u8[4]           unused
 * u32  compressed size + real size + 715
 * u32  aligned size + 37579
 * u32  real size
 * u8   flags (1: a file)
 * u32  data offset from byte 46
 * </pre>
 * Every file's data is DES-encoded: "header" (flag 4) for names ending .gnd, .gat, .act and .str, "mixed"
 * (flag 2) for the others, as rAthena's grfio and GRF Editor read them.
 */
final class GrfTableV1 {

    private static final int FIELDS = 17;

    private GrfTableV1() {
    }

    static GrfTable read(FileChannel channel, long fileSize, GrfHeader header, String source) throws IOException {
        long start = header.tableStart();
        long length = fileSize - start;
        GrfTable.checkFits(length, source, 30);
        long count = header.entryCount();
        // An entry takes at least 4 + 6 + 8 + 17 bytes; check before anything is sized by the count.
        long fits = length / (4 + 6 + 8 + FIELDS);
        if (count > fits) {
            throw new FormatException(source, 38, "entry count", "at most " + fits + " (what a table of "
                    + length + " bytes can hold)", Long.toString(count));
        }
        byte[] in = GrfTable.allocate(length, source, 30);
        ChannelIo.readFully(channel, ByteBuffer.wrap(in), start, source, "table");
        // The records are turned into the 0x200 layout in the same array: each comes out shorter than it went in
        // (its name loses the padding and 10 bytes of framing), so writing never overtakes reading.
        int o = 0;
        int pos = 0;
        for (long i = 0; i < count; i++) {
            long at = start + pos;
            if (pos + 4 > in.length) {
                throw new FormatException(source, at, "entry " + i + " name length", "4 bytes", "the end of the table");
            }
            long l = u32(in, pos);
            if (l < 6 || (l - 6) % 8 != 0 || pos + 4 + l + FIELDS > in.length) {
                throw new FormatException(source, at, "entry " + i + " name length",
                        "6 + a multiple of 8 that fits in the table", Long.toString(l));
            }
            int nameAt = pos + 6;
            int nameRegion = (int) l - 6;
            GrfDes.decodeName(in, nameAt, nameRegion);
            int nameLength = 0;
            while (nameLength < nameRegion && in[nameAt + nameLength] != 0) {
                nameLength++;
            }
            if (nameLength == nameRegion) {
                throw new FormatException(source, at + 6, "entry " + i + " name", "a NUL-terminated name",
                        "no NUL in its " + nameRegion + " bytes after decoding");
            }
            int fields = pos + 4 + (int) l;
            long real = u32(in, fields + 8);
            long compressed = u32(in, fields) - real - GrfFormat.V1_COMPRESSED_BIAS;
            long aligned = u32(in, fields + 4) - GrfFormat.V1_ALIGNED_BIAS;
            int type = in[fields + 12] & 0xFF;
            long offset = u32(in, fields + 13);
            if (compressed < 0) {
                throw new FormatException(source, start + fields, label(i, in, nameAt, nameLength) + " compressed size",
                        "a stored value of at least real size + 715", Long.toString(u32(in, fields)));
            }
            if (aligned < 0) {
                throw new FormatException(source, start + fields + 4, label(i, in, nameAt, nameLength) + " aligned size",
                        "a stored value of at least 37579", Long.toString(u32(in, fields + 4)));
            }
            if ((type & GrfFormat.FLAG_FILE) != 0) {
                type |= fullyEncoded(in, nameAt, nameLength) ? GrfFormat.FLAG_DES_MIXED : GrfFormat.FLAG_DES_HEADER;
            }
            // Every field is read; now the record may be overwritten.
            System.arraycopy(in, nameAt, in, o, nameLength);
            o += nameLength;
            in[o++] = 0;
            o = putU32(in, o, compressed);
            o = putU32(in, o, aligned);
            o = putU32(in, o, real);
            in[o++] = (byte) type;
            o = putU32(in, o, offset);
            pos = fields + FIELDS;
        }
        if (pos != in.length) {
            throw new FormatException(source, start + pos, "entry count", count + " entries, as the header says",
                    (in.length - pos) + " more table bytes after them (the counts disagree)");
        }
        return GrfTable.index(in, o, count, FIELDS, source, start, fileSize);
    }

    private static String label(long i, byte[] in, int nameAt, int nameLength) {
        return "entry " + i + " (" + GrfNames.describe(in, nameAt, nameLength) + ")";
    }

    /** Names ending .gnd, .gat, .act or .str have only their first blocks encoded; all others are mixed. */
    private static boolean fullyEncoded(byte[] b, int from, int length) {
        if (length < 4 || b[from + length - 4] != '.') {
            return true;
        }
        int x = b[from + length - 3] | 0x20;
        int y = b[from + length - 2] | 0x20;
        int z = b[from + length - 1] | 0x20;
        boolean headerOnly = x == 'g' && (y == 'n' && z == 'd' || y == 'a' && z == 't')
                || x == 'a' && y == 'c' && z == 't' || x == 's' && y == 't' && z == 'r';
        return !headerOnly;
    }

    private static long u32(byte[] b, int at) {
        return (b[at] & 0xFFL) | (b[at + 1] & 0xFFL) << 8 | (b[at + 2] & 0xFFL) << 16 | (b[at + 3] & 0xFFL) << 24;
    }

    private static int putU32(byte[] b, int at, long v) {
        b[at] = (byte) v;
        b[at + 1] = (byte) (v >>> 8);
        b[at + 2] = (byte) (v >>> 16);
        b[at + 3] = (byte) (v >>> 24);
        return at + 4;
    }
}
