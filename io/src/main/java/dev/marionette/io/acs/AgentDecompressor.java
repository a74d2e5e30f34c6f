package dev.marionette.io.acs;

import dev.marionette.io.FormatException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Decodes one Microsoft Agent compressed block, strictly (acs.md section 3).
 *
 * <pre>
 * BYTE 0x00 | token stream (bits LSB-first) | end marker: 24 one-bits | 1-bit padding to a byte | FF FF FF
 * literal : 0 b0..b7
 * match   : 1 tier offset length
 *   tier 0   -> 6-bit field,  offset = field + 1
 *   tier 10  -> 9-bit field,  offset = field + 65
 *   tier 110 -> 12-bit field, offset = field + 577
 *   tier 111 -> 20-bit field, offset = field + 4673 (field 0xFFFFF = end of stream)
 *   length   : k one-bits (k at most 11), a zero, k value bits v: base + 2^k - 1 + v
 *              (base 2, or 3 for 20-bit offsets)
 * </pre>
 *
 * Anything else is a {@link FormatException} naming the block: a first byte other than 0, a bit stream that
 * runs out, a length code of 12 or more bits, an offset before the start of the output, output past the
 * declared size or short of it, padding or trailer bytes that are not all ones.
 */
public final class AgentDecompressor {

    private static final int END_FIELD = 0xFFFFF;
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);

    /** For the low 12 bits of the stream, how many one-bits come first (12: all of them, too many). */
    private static final byte[] ONE_BITS = new byte[4096];

    static {
        for (int i = 0; i < ONE_BITS.length; i++) {
            ONE_BITS[i] = (byte) Math.min(12, Integer.numberOfTrailingZeros(~i));
        }
    }

    private AgentDecompressor() {
    }

    /** Decodes the whole array as one block; {@code block} names it in errors. */
    public static byte[] decompress(byte[] src, int expectedSize, String block) throws FormatException {
        return decompress(src, 0, src.length, expectedSize, block, 0);
    }

    /**
     * Decodes {@code src[off, off+len)}, which must expand to exactly {@code expectedSize} bytes.
     *
     * @param block      names the block in errors, e.g. "Peedy.acs image 12 pixels"
     * @param fileOffset where the block starts in its file, so error offsets point into the file
     */
    public static byte[] decompress(byte[] src, int off, int len, int expectedSize, String block, long fileOffset)
            throws FormatException {
        return decompress(src, off, len, expectedSize, null, block, fileOffset);
    }

    /**
     * Decodes as {@link #decompress(byte[], int, int, int, String, long)} does, into {@code reuse} when it holds
     * at least {@code expectedSize} bytes (they are overwritten; the decoded bytes are its first
     * {@code expectedSize}), else into a new array of exactly that size, which is returned.
     */
    public static byte[] decompress(byte[] src, int off, int len, int expectedSize, byte[] reuse, String block,
            long fileOffset) throws FormatException {
        java.util.Objects.checkFromIndexSize(off, len, src.length);
        if (expectedSize < 0) {
            throw FormatException.of(block, fileOffset, "decompressed size", "negative: " + expectedSize);
        }
        if (len < 7) {
            throw new FormatException(block, fileOffset, "compressed block",
                    "at least 7 bytes (0x00, stream, FF FF FF)", len + " bytes");
        }
        // The densest token is a 4096-byte match in 31 bits (4097 in 47), so a block of len bytes cannot
        // expand to more than this; refuse before allocating for a size no block this small can declare.
        long mostPossible = ((long) len * 8 / 31 + 1) * 4097;
        if (expectedSize > mostPossible) {
            throw new FormatException(block, fileOffset, "decompressed size",
                    "at most " + mostPossible + " bytes from a " + len + "-byte block",
                    Integer.toString(expectedSize));
        }
        if (src[off] != 0) {
            throw new FormatException(block, fileOffset, "compressed block first byte", "0x00",
                    String.format("0x%02X", src[off] & 0xFF));
        }
        byte[] out = reuse != null && reuse.length >= expectedSize ? reuse : new byte[expectedSize];
        decode(src, off, len, out, expectedSize, block, fileOffset);
        return out;
    }

    /**
     * The token loop. Bits are read LSB-first through a 64-bit buffer refilled eight bytes at a time; past
     * the block's end it is filled with zero bits, and once that has happened every token checks that it
     * still lies within the block, so a truncated stream fails as such instead of decoding the zeros.
     */
    private static void decode(byte[] src, int off, int len, byte[] out, int expectedSize, String block,
            long fileOffset) throws FormatException {
        final int end = off + len;
        final long limitBits = (long) len * 8;
        int in = off + 1;          // next byte to load; the block's first byte (0x00) is checked already
        long buf = 0;              // bits not yet consumed, LSB first (bits above 'bits' are stale copies)
        int bits = 0;              // valid bits in buf
        int pos = 0;

        while (true) {
            // A token is at most 1 + 3 + 20 + 11 + 1 + 11 = 47 bits.
            if (bits < 48) {
                if (in <= end - 8) {
                    buf |= (long) LONGS.get(src, in) << bits;
                    int bytes = (63 - bits) >>> 3;
                    in += bytes;
                    bits += bytes << 3;
                } else {
                    do {
                        long b = in < end ? (src[in] & 0xFFL) : 0L;
                        in++;
                        buf |= b << bits;
                        bits += 8;
                    } while (bits <= 56);
                }
            }
            long tokenStart = ((long) (in - off) << 3) - bits;
            if ((buf & 1) == 0) {
                // literal: 0 b0..b7
                if (pos >= expectedSize) {
                    throw overflow(block, fileOffset, tokenStart, expectedSize, 1);
                }
                out[pos++] = (byte) (buf >>> 1);
                buf >>>= 9;
                bits -= 9;
                if (in > end && tokenStart + 9 > limitBits) {
                    throw truncated(block, fileOffset, len);
                }
                continue;
            }
            // match: 1, tier 0 | 10 | 110 | 111, then a 6, 9, 12 or 20-bit offset field
            int offset;
            int base = 2;
            int used;
            if ((buf & 2) == 0) {
                offset = (int) ((buf >>> 2) & 0x3F) + 1;
                used = 2 + 6;
            } else if ((buf & 4) == 0) {
                offset = (int) ((buf >>> 3) & 0x1FF) + 65;
                used = 3 + 9;
            } else if ((buf & 8) == 0) {
                offset = (int) ((buf >>> 4) & 0xFFF) + 577;
                used = 4 + 12;
            } else {
                int field = (int) ((buf >>> 4) & 0xFFFFF);
                used = 4 + 20;
                if (field == END_FIELD) {
                    // end marker: 24 one-bits, then padding and FF FF FF
                    long consumed = tokenStart + used;
                    if (consumed > limitBits) {
                        throw truncated(block, fileOffset, len);
                    }
                    checkTrailer(src, off, len, consumed, block, fileOffset);
                    if (pos != expectedSize) {
                        throw new FormatException(block, fileOffset + consumed / 8, "decompressed size",
                                expectedSize + " bytes", pos + " bytes when the stream ended");
                    }
                    return;
                }
                offset = field + 4673;
                base = 3;         // 20-bit offsets: lengths start at 3
            }
            buf >>>= used;
            // length: k one-bits (k <= 11), a zero, k value bits v; length = base + 2^k - 1 + v
            int k = ONE_BITS[(int) buf & 0xFFF];
            if (k > 11) {
                throw new FormatException(block, fileOffset + (tokenStart + used) / 8, "match length code",
                        "at most 11 length bits", k + " one-bits");
            }
            buf >>>= k + 1;
            int length = base + (1 << k) - 1 + (int) (buf & ((1L << k) - 1));
            buf >>>= k;
            bits -= used + 2 * k + 1;
            if (in > end && tokenStart + used + 2 * k + 1 > limitBits) {
                throw truncated(block, fileOffset, len);
            }
            if (offset > pos) {
                throw new FormatException(block, fileOffset + tokenStart / 8, "match offset",
                        "at most " + pos + " (bytes decoded so far)", Integer.toString(offset));
            }
            if (length > expectedSize - pos) {
                throw overflow(block, fileOffset, tokenStart, expectedSize, length);
            }
            // as if byte by byte from offset back: an overlapping copy repeats the last 'offset' bytes, so it is
            // the first 'offset' bytes, then what is already written, doubled until done (block copies only)
            int from = pos - offset;
            if (offset >= length) {
                System.arraycopy(out, from, out, pos, length);
            } else {
                System.arraycopy(out, from, out, pos, offset);
                int done = offset;
                while (done < length) {
                    int n = Math.min(done, length - done);
                    System.arraycopy(out, pos, out, pos + done, n);
                    done += n;
                }
            }
            pos += length;
        }
    }

    /** After the end marker: one-bits to the byte boundary, then at least three 0xFF bytes and nothing else. */
    private static void checkTrailer(byte[] src, int off, int len, long consumed, String block, long fileOffset)
            throws FormatException {
        int byteIndex = (int) (consumed >>> 3);
        int bitInByte = (int) (consumed & 7);
        if (bitInByte != 0) {
            int padMask = 0xFF & ~((1 << bitInByte) - 1);
            if ((src[off + byteIndex] & padMask) != padMask) {
                throw new FormatException(block, fileOffset + byteIndex, "padding after end marker",
                        "one-bits", String.format("byte 0x%02X", src[off + byteIndex] & 0xFF));
            }
            byteIndex++;
        }
        int trailing = len - byteIndex;
        if (trailing < 3) {
            throw new FormatException(block, fileOffset + byteIndex, "trailer", "FF FF FF",
                    trailing + " bytes");
        }
        for (int i = byteIndex; i < len; i++) {
            if (src[off + i] != (byte) 0xFF) {
                throw new FormatException(block, fileOffset + i, "trailer", "0xFF",
                        String.format("0x%02X", src[off + i] & 0xFF));
            }
        }
    }

    private static FormatException truncated(String block, long fileOffset, int len) {
        return new FormatException(block, fileOffset + len, "compressed bit stream",
                "an end marker", "the block ended first (truncated or corrupt)");
    }

    private static FormatException overflow(String block, long fileOffset, long bitPos, int expected, int adding) {
        return new FormatException(block, fileOffset + bitPos / 8, "compressed bit stream",
                "at most the declared " + expected + " bytes",
                "a token that writes " + adding + " more bytes past the end");
    }
}
