package dev.marionette.io.grf;

/**
 * The encoding side of the archive DES variant, for building encoded fixtures, written independently of
 * {@link GrfDes} so the fixtures test the decoder rather than repeat it: the block works on bytes with bit masks
 * (the way the C and C# decoders of the community are written) where {@code GrfDes} permutes a {@code long}, the
 * S-boxes are looked up by the six input bits directly, and the blocks to encode are chosen with a running counter
 * of plain blocks (every 8th one after the head is shuffled, the counter then starting again) instead of
 * {@code GrfDes.kind}'s closed form. Its output was checked against two ports of other projects' decoders
 * ({@code GrfDesTest}).
 */
final class TestDes {

    private static final int[] IP = {
        58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6,
        64, 56, 48, 40, 32, 24, 16, 8, 57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3,
        61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7};
    private static final int[] FP = {
        40, 8, 48, 16, 56, 24, 64, 32, 39, 7, 47, 15, 55, 23, 63, 31, 38, 6, 46, 14, 54, 22, 62, 30,
        37, 5, 45, 13, 53, 21, 61, 29, 36, 4, 44, 12, 52, 20, 60, 28, 35, 3, 43, 11, 51, 19, 59, 27,
        34, 2, 42, 10, 50, 18, 58, 26, 33, 1, 41, 9, 49, 17, 57, 25};
    private static final int[] P = {
        16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, 2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22,
        11, 4, 25};
    /** FIPS 46-3's S-boxes, row by row. */
    private static final String[] ROWS = {
        "14 4 13 1 2 15 11 8 3 10 6 12 5 9 0 7|0 15 7 4 14 2 13 1 10 6 12 11 9 5 3 8|4 1 14 8 13 6 2 11 15 12 9 7 3 10 5 0|15 12 8 2 4 9 1 7 5 11 3 14 10 0 6 13",
        "15 1 8 14 6 11 3 4 9 7 2 13 12 0 5 10|3 13 4 7 15 2 8 14 12 0 1 10 6 9 11 5|0 14 7 11 10 4 13 1 5 8 12 6 9 3 2 15|13 8 10 1 3 15 4 2 11 6 7 12 0 5 14 9",
        "10 0 9 14 6 3 15 5 1 13 12 7 11 4 2 8|13 7 0 9 3 4 6 10 2 8 5 14 12 11 15 1|13 6 4 9 8 15 3 0 11 1 2 12 5 10 14 7|1 10 13 0 6 9 8 7 4 15 14 3 11 5 2 12",
        "7 13 14 3 0 6 9 10 1 2 8 5 11 12 4 15|13 8 11 5 6 15 0 3 4 7 2 12 1 10 14 9|10 6 9 0 12 11 7 13 15 1 3 14 5 2 8 4|3 15 0 6 10 1 13 8 9 4 5 11 12 7 2 14",
        "2 12 4 1 7 10 11 6 8 5 3 15 13 0 14 9|14 11 2 12 4 7 13 1 5 0 15 10 3 9 8 6|4 2 1 11 10 13 7 8 15 9 12 5 6 3 0 14|11 8 12 7 1 14 2 13 6 15 0 9 10 4 5 3",
        "12 1 10 15 9 2 6 8 0 13 3 4 14 7 5 11|10 15 4 2 7 12 9 5 6 1 13 14 0 11 3 8|9 14 15 5 2 8 12 3 7 0 4 10 1 13 11 6|4 3 2 12 9 5 15 10 11 14 1 7 6 0 8 13",
        "4 11 2 14 15 0 8 13 3 12 9 7 5 10 6 1|13 0 11 7 4 9 1 10 14 3 5 12 2 15 8 6|1 4 11 13 12 3 7 14 10 15 6 8 0 5 9 2|6 11 13 8 1 4 10 7 9 5 0 15 14 2 3 12",
        "13 2 8 4 6 15 11 1 10 9 3 14 5 0 12 7|1 15 13 8 10 3 7 4 12 5 6 11 0 14 9 2|7 11 4 1 9 12 14 2 0 6 10 13 15 3 5 8|2 1 14 7 4 10 8 13 15 12 9 0 3 5 6 11"};
    /** Each S-box indexed by its six input bits as they come (the row is bits 1 and 6, the column 2 to 5). */
    private static final int[][] DIRECT = new int[8][64];
    private static final int[] MASK = {0x80, 0x40, 0x20, 0x10, 0x08, 0x04, 0x02, 0x01};

    static {
        for (int box = 0; box < 8; box++) {
            String[] rows = ROWS[box].split("\\|");
            for (int six = 0; six < 64; six++) {
                int row = (six & 0x20) >> 4 | (six & 1);
                DIRECT[box][six] = Integer.parseInt(rows[row].split(" ")[(six >> 1) & 0xF]);
            }
        }
    }

    private TestDes() {
    }

    private static byte[] permute(byte[] src, int[] table, int outBytes) {
        byte[] out = new byte[outBytes];
        for (int i = 0; i < table.length; i++) {
            int j = table[i] - 1;
            if ((src[j >> 3] & MASK[j & 7]) != 0) {
                out[i >> 3] |= (byte) MASK[i & 7];
            }
        }
        return out;
    }

    /** One DES round with a zero key on the 8 bytes at {@code b[at]}: its own inverse. */
    static void block(byte[] b, int at) {
        byte[] x = permute(java.util.Arrays.copyOfRange(b, at, at + 8), IP, 8);
        int r = (x[4] & 0xFF) << 24 | (x[5] & 0xFF) << 16 | (x[6] & 0xFF) << 8 | (x[7] & 0xFF);
        byte[] sOut = new byte[4];
        for (int box = 0; box < 8; box++) {
            // E: the 6 bits around 4 bits of R, wrapping from bit 32 to bit 1.
            int six = 0;
            for (int k = 0; k < 6; k++) {
                int bit = Math.floorMod(box * 4 - 1 + k, 32);
                six = six << 1 | (r >>> (31 - bit) & 1);
            }
            int v = DIRECT[box][six];
            sOut[box / 2] |= (byte) (box % 2 == 0 ? v << 4 : v);
        }
        byte[] f = permute(sOut, P, 4);
        for (int k = 0; k < 4; k++) {
            x[k] ^= f[k];
        }
        System.arraycopy(permute(x, FP, 8), 0, b, at, 8);
    }

    /**
     * Encodes entry data in place as a writer does: {@code mixed} for flag 2 (the cycle from the digits of
     * {@code compressedSize}), else header-only (flag 4, the first 20 blocks).
     */
    static void encode(byte[] b, boolean mixed, long compressedSize) {
        int digits = Long.toString(compressedSize).length();
        // Under 3 digits rAthena's and roBrowser's tables say 1 (every block), GRF Editor's and gruf's 3: the same
        // for any real entry, whose data under 100 bytes ends inside the 20 head blocks.
        int cycle = digits < 3 ? 1 : digits < 5 ? digits + 1 : digits < 7 ? digits + 9 : digits + 15;
        int plain = 0;
        for (int block = 0; (block + 1) * 8 <= b.length; block++) {
            int at = block * 8;
            if (block < 20 || mixed && block % cycle == 0) {
                block(b, at);
            } else if (mixed) {
                if (plain == 7) {
                    shuffle(b, at);
                    plain = 0;
                }
                plain++;
            }
        }
    }

    static void shuffle(byte[] b, int at) {
        byte[] p = java.util.Arrays.copyOfRange(b, at, at + 8);
        b[at] = p[3];
        b[at + 1] = p[4];
        b[at + 2] = p[5];
        b[at + 3] = p[0];
        b[at + 4] = p[1];
        b[at + 5] = p[6];
        b[at + 6] = p[2];
        b[at + 7] = substitute(p[7]);
    }

    /** The byte swap of the shuffle's last byte: seven pairs, each way. */
    static byte substitute(byte in) {
        int[] pairs = {0x00, 0x2B, 0x6C, 0x80, 0x01, 0x68, 0x48, 0x77, 0x60, 0xFF, 0xB9, 0xC0, 0xFE, 0xEB};
        for (int i = 0; i < pairs.length; i++) {
            if ((in & 0xFF) == pairs[i]) {
                return (byte) pairs[i ^ 1];
            }
        }
        return in;
    }

    /** Encodes a 0x1xx name region (a multiple of 8 bytes): each block DES-encoded, then nibbles swapped. */
    static void encodeName(byte[] b) {
        for (int at = 0; at + 8 <= b.length; at += 8) {
            block(b, at);
        }
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) ((b[i] & 0xFF) >>> 4 | b[i] << 4);
        }
    }
}
