package dev.marionette.io.acs;

import java.util.Arrays;

/**
 * Writes one compressed block (acs.md 3.1): the leading 0x00, tokens as bits LSB-first within each byte, the
 * 24 one-bit end marker, one-bit padding to a byte boundary and FF FF FF.
 */
final class AgentBitWriter {

    private byte[] out;
    private int size;
    /** Pending bits, LSB first; fewer than 32 between calls. */
    private long acc;
    private int bits;

    /** @param expectedBytes a guess of the block size, to size the buffer */
    AgentBitWriter(int expectedBytes) {
        out = new byte[Math.max(16, expectedBytes)];
        out[0] = 0;                      // BYTE 0x00: every block starts with it
        size = 1;
    }

    /** Appends the low {@code count} (at most 32) bits of {@code value}, least significant first. */
    void bits(long value, int count) {
        acc |= (value & ((1L << count) - 1)) << bits;
        bits += count;
        if (bits >= 32) {
            ensure(4);
            out[size] = (byte) acc;
            out[size + 1] = (byte) (acc >>> 8);
            out[size + 2] = (byte) (acc >>> 16);
            out[size + 3] = (byte) (acc >>> 24);
            size += 4;
            acc >>>= 32;
            bits -= 32;
        }
    }

    /** literal: 0 b0..b7. */
    void literal(int b) {
        bits((b & 0xFF) << 1, 9);
    }

    /** match: 1, tier prefix, offset field, length code (acs.md 3.2). */
    void match(int distance, int length) {
        int tier = AgentCodes.tier(distance);
        int head = 1 | AgentCodes.PREFIX_CODE[tier] << 1;
        int headBits = 1 + AgentCodes.PREFIX_BITS[tier];
        // flag + prefix + field: at most 24 bits
        bits(head | (long) (distance - AgentCodes.TIER_BASE[tier]) << headBits,
                headBits + AgentCodes.FIELD_BITS[tier]);
        int e = length - (tier == 3 ? 3 : 2);
        int k = 31 - Integer.numberOfLeadingZeros(e + 1);
        int ones = (1 << k) - 1;
        // k one-bits, a zero-bit, then e - (2^k - 1) in k bits: at most 23 bits
        bits(ones | (long) (e - ones) << (k + 1), 2 * k + 1);
    }

    /** Ends the block: the end marker (24 one-bits), one-bit padding, FF FF FF; returns it, trimmed. */
    byte[] finish() {
        bits(0xFFFFFF, 24);
        int pad = (8 - (bits & 7)) & 7;
        bits((1 << pad) - 1, pad);
        ensure(8);
        while (bits > 0) {
            out[size++] = (byte) acc;
            acc >>>= 8;
            bits -= 8;
        }
        out[size++] = (byte) 0xFF;
        out[size++] = (byte) 0xFF;
        out[size++] = (byte) 0xFF;
        return Arrays.copyOf(out, size);
    }

    /**
     * Whether every bit written so far equals the start of the block {@code stored[off, off + len)}: a block made
     * with the same tokens so far begins so.
     */
    boolean agreesWith(byte[] stored, int off, int len) {
        if (size + (bits + 7) / 8 > len || !Arrays.equals(out, 0, size, stored, off, off + size)) {
            return false;
        }
        long pending = acc;
        for (int k = 0; k < bits; k++) {
            if ((pending >>> k & 1) != (stored[off + size + k / 8] >>> (k % 8) & 1)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Bit {@code k} after the leading byte of the block {@code stored[off, off + len)} (LSB first), or -1 past its
     * end: what the stored block's next token starts with (0 a literal, 1 a match) at {@link #bitsWritten()}.
     */
    static int bitAt(byte[] stored, int off, int len, long k) {
        long at = 1 + k / 8;
        return at >= len ? -1 : stored[off + (int) at] >>> (int) (k % 8) & 1;
    }

    /** Bytes the block would have if it ended now (for size estimates). */
    long bitsWritten() {
        return (size - 1) * 8L + bits;
    }

    private void ensure(int more) {
        if (size + more > out.length) {
            out = Arrays.copyOf(out, Math.max(out.length * 2, size + more));
        }
    }
}
