package dev.marionette.io.grf;

/**
 * The DES variant that old archives (0x102, 0x103, and 0x200 entries flagged 2 or 4) encode entry data and
 * 0x1xx names with. It is one DES round with no key (the subkey is zero): the initial permutation, the left half
 * XORed with the round function of the right half, the final permutation. Applying it twice gives the input
 * back, so the same block function encodes and decodes.
 *
 * <p>Data of an entry flagged 4 ("header"): the first 20 blocks of 8 bytes are encoded, the rest is plain.
 * Flagged 2 ("mixed"): the first 20 blocks, then every block whose index is a multiple of a cycle chosen from
 * the number of decimal digits of the compressed size (fewer than 3 digits: 1; 3-4: digits + 1; 5-6:
 * digits + 9; more: digits + 15), and of the blocks in between every 7th one (counting from the first after
 * block 20, which is not) is shuffled: bytes reordered and the last one substituted. A trailing part block is
 * never touched. This is how rAthena's grfio and GRF Editor decode, the public descriptions this follows.
 */
final class GrfDes {

    /** Bits are numbered from the most significant bit of byte 0, as the DES tables count them (1-based). */
    private static final int[] IP = {
        58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
        62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
        57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3,
        61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7};

    private static final int[] FP = {
        40, 8, 48, 16, 56, 24, 64, 32, 39, 7, 47, 15, 55, 23, 63, 31,
        38, 6, 46, 14, 54, 22, 62, 30, 37, 5, 45, 13, 53, 21, 61, 29,
        36, 4, 44, 12, 52, 20, 60, 28, 35, 3, 43, 11, 51, 19, 59, 27,
        34, 2, 42, 10, 50, 18, 58, 26, 33, 1, 41, 9, 49, 17, 57, 25};

    /** Expansion of the 32-bit right half into eight 6-bit groups. */
    private static final int[] E = {
        32, 1, 2, 3, 4, 5, 4, 5, 6, 7, 8, 9, 8, 9, 10, 11, 12, 13, 12, 13, 14, 15, 16, 17,
        16, 17, 18, 19, 20, 21, 20, 21, 22, 23, 24, 25, 24, 25, 26, 27, 28, 29, 28, 29, 30, 31, 32, 1};

    /** The permutation P applied to the S-box output. */
    private static final int[] P = {
        16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10,
        2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25};

    /** The eight standard DES S-boxes (FIPS 46-3), each as 4 rows of 16. */
    private static final int[][] S = {
        {14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7, 0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8,
            4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0, 15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13},
        {15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10, 3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5,
            0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15, 13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9},
        {10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8, 13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1,
            13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7, 1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12},
        {7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15, 13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9,
            10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4, 3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14},
        {2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9, 14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6,
            4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14, 11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3},
        {12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11, 10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8,
            9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6, 4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13},
        {4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1, 13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6,
            1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2, 6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12},
        {13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7, 1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2,
            7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8, 2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11}};

    /** Blocks at the start of the data that are always encoded. */
    static final int HEAD_BLOCKS = 20;
    /** Of the plain blocks after the head, every this-many-th one is shuffled. */
    private static final int SHUFFLE_EVERY = 7;

    private GrfDes() {
    }

    /** Encodes or decodes the 8-byte block at {@code b[at]} in place (the operation is its own inverse). */
    static void block(byte[] b, int at) {
        long x = permute(load(b, at), IP, 64);
        long left = x >>> 32;
        long right = x & 0xFFFF_FFFFL;
        left ^= round(right);
        store(permute(left << 32 | right, FP, 64), b, at);
    }

    /** The DES round function with a zero subkey: P(S(E(r))). */
    private static long round(long right) {
        long expanded = permute(right << 32, E, 48);
        long out = 0;
        for (int box = 0; box < 8; box++) {
            int six = (int) (expanded >>> (42 - 6 * box)) & 0x3F;
            int row = (six >>> 4 & 2) | (six & 1);
            int column = six >>> 1 & 0xF;
            out = out << 4 | S[box][row * 16 + column];
        }
        return permute(out << 32, P, 32);
    }

    /**
     * Picks bits of {@code in} (its 64 bits numbered 1.. from the top) in {@code table}'s order into the low
     * {@code outBits} bits of the result.
     */
    private static long permute(long in, int[] table, int outBits) {
        long out = 0;
        for (int i = 0; i < table.length; i++) {
            out = out << 1 | (in >>> (64 - table[i]) & 1);
        }
        return out << (outBits - table.length) & (outBits == 64 ? -1L : (1L << outBits) - 1);
    }

    private static long load(byte[] b, int at) {
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v = v << 8 | (b[at + i] & 0xFF);
        }
        return v;
    }

    private static void store(long v, byte[] b, int at) {
        for (int i = 7; i >= 0; i--) {
            b[at + i] = (byte) v;
            v >>>= 8;
        }
    }

    /** The block interval of "mixed" data whose compressed size is {@code compressedSize}. */
    static int cycle(long compressedSize) {
        int digits = 1;
        for (long i = 10; i <= compressedSize; i *= 10) {
            digits++;
        }
        return digits < 3 ? 1 : digits < 5 ? digits + 1 : digits < 7 ? digits + 9 : digits + 15;
    }

    /**
     * How data block {@code index} (counting 8-byte blocks from the start of the entry) is encoded: DES,
     * shuffled or plain.
     *
     * @param cycle the mixed cycle, or 0 for header-only encoding
     */
    static Kind kind(long index, int cycle) {
        if (index < HEAD_BLOCKS) {
            return Kind.DES;
        }
        if (cycle == 0) {
            return Kind.PLAIN;
        }
        if (index % cycle == 0) {
            return Kind.DES;
        }
        // Plain blocks after the head are counted from 0; every 7th of them (not the 0th) is shuffled.
        long desBefore = (index - 1) / cycle - (HEAD_BLOCKS - 1) / cycle;
        long plainIndex = index - HEAD_BLOCKS - desBefore;
        return plainIndex != 0 && plainIndex % SHUFFLE_EVERY == 0 ? Kind.SHUFFLED : Kind.PLAIN;
    }

    /** Undoes the shuffle of the block at {@code b[at]}. */
    static void unshuffle(byte[] b, int at) {
        byte b0 = b[at];
        byte b1 = b[at + 1];
        byte b2 = b[at + 2];
        byte b3 = b[at + 3];
        byte b4 = b[at + 4];
        byte b5 = b[at + 5];
        byte b6 = b[at + 6];
        b[at] = b3;
        b[at + 1] = b4;
        b[at + 2] = b6;
        b[at + 3] = b0;
        b[at + 4] = b1;
        b[at + 5] = b2;
        b[at + 6] = b5;
        b[at + 7] = substitute(b[at + 7]);
    }

    /** The byte swap of the shuffle's last byte (its own inverse). */
    static byte substitute(byte in) {
        return switch (in & 0xFF) {
            case 0x00 -> (byte) 0x2B;
            case 0x2B -> (byte) 0x00;
            case 0x6C -> (byte) 0x80;
            case 0x80 -> (byte) 0x6C;
            case 0x01 -> (byte) 0x68;
            case 0x68 -> (byte) 0x01;
            case 0x48 -> (byte) 0x77;
            case 0x77 -> (byte) 0x48;
            case 0x60 -> (byte) 0xFF;
            case 0xFF -> (byte) 0x60;
            case 0xB9 -> (byte) 0xC0;
            case 0xC0 -> (byte) 0xB9;
            case 0xFE -> (byte) 0xEB;
            case 0xEB -> (byte) 0xFE;
            default -> in;
        };
    }

    /**
     * Decodes one 8-byte block of entry data in place.
     *
     * @param index the block's index from the start of the entry's data
     * @param cycle the mixed cycle, or 0 for header-only encoding
     */
    static void decodeBlock(byte[] b, int at, long index, int cycle) {
        switch (kind(index, cycle)) {
            case DES -> block(b, at);
            case SHUFFLED -> unshuffle(b, at);
            case PLAIN -> {
            }
        }
    }

    /** Decodes a 0x1xx name region in place: each byte's nibbles swapped, then each whole block DES-decoded. */
    static void decodeName(byte[] b, int from, int length) {
        for (int i = from; i < from + length; i++) {
            b[i] = (byte) ((b[i] & 0xFF) >>> 4 | b[i] << 4);
        }
        for (int at = from; at + 8 <= from + length; at += 8) {
            block(b, at);
        }
    }

    /** How one data block is encoded. */
    enum Kind {
        DES, SHUFFLED, PLAIN
    }
}
