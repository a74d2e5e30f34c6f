package dev.marionette.io.acs;

import dev.marionette.io.FormatException;

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
        if (expectedSize < 0) {
            throw FormatException.of(block, fileOffset, "decompressed size", "negative: " + expectedSize);
        }
        if (len < 7) {
            throw new FormatException(block, fileOffset, "compressed block",
                    "at least 7 bytes (0x00, stream, FF FF FF)", len + " bytes");
        }
        if (src[off] != 0) {
            throw new FormatException(block, fileOffset, "compressed block first byte", "0x00",
                    String.format("0x%02X", src[off] & 0xFF));
        }
        byte[] out = new byte[expectedSize];
        final int end = off + len;
        final long limitBits = (long) len * 8;
        int in = off + 1;          // next byte to load into the bit buffer
        long buf = 0;              // unread bits, LSB first
        int bits = 0;              // how many bits of buf are valid
        long consumed = 8;         // bits consumed from the block, for bounds checks and offsets
        int pos = 0;

        while (true) {
            // Refill to at least 57 bits: a token is at most 1+3+20+12+11 = 47 bits.
            while (bits <= 56) {
                long b = in < end ? (src[in] & 0xFFL) : 0L;
                in++;
                buf |= b << bits;
                bits += 8;
            }
            long tokenStart = consumed;
            if ((buf & 1) == 0) {
                if (pos >= expectedSize) {
                    throw overflow(block, fileOffset, tokenStart, expectedSize, 1);
                }
                out[pos++] = (byte) (buf >>> 1);
                buf >>>= 9;
                bits -= 9;
                consumed += 9;
                if (consumed > limitBits) {
                    throw truncated(block, fileOffset, len);
                }
                continue;
            }
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
                    consumed += used;
                    if (consumed > limitBits) {
                        throw truncated(block, fileOffset, len);
                    }
                    checkTrailer(src, off, len, consumed, block, fileOffset);
                    if (pos != expectedSize) {
                        throw new FormatException(block, fileOffset + consumed / 8, "decompressed size",
                                expectedSize + " bytes", pos + " bytes when the stream ended");
                    }
                    return out;
                }
                offset = field + 4673;
                base = 3;
            }
            buf >>>= used;
            bits -= used;
            consumed += used;
            int k = Long.numberOfTrailingZeros(~buf);
            if (k > 11) {
                throw new FormatException(block, fileOffset + consumed / 8, "match length code",
                        "at most 11 length bits", k + " one-bits");
            }
            buf >>>= k + 1;
            int value = (int) (buf & ((1L << k) - 1));
            buf >>>= k;
            bits -= 2 * k + 1;
            consumed += 2L * k + 1;
            if (consumed > limitBits) {
                throw truncated(block, fileOffset, len);
            }
            int length = base + (1 << k) - 1 + value;
            if (offset > pos) {
                throw new FormatException(block, fileOffset + tokenStart / 8, "match offset",
                        "at most " + pos + " (bytes decoded so far)", Integer.toString(offset));
            }
            if (length > expectedSize - pos) {
                throw overflow(block, fileOffset, tokenStart, expectedSize, length);
            }
            int from = pos - offset;
            if (offset >= length) {
                System.arraycopy(out, from, out, pos, length);
                pos += length;
            } else if (offset == 1) {
                java.util.Arrays.fill(out, pos, pos + length, out[from]);
                pos += length;
            } else {
                for (int i = 0; i < length; i++) {
                    out[pos++] = out[from++];
                }
            }
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
