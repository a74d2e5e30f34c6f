package dev.marionette.io.grf;

/**
 * The encoding side of the archive DES variant, for building encoded fixtures: the DES block is its own
 * inverse ({@link GrfDes#block}, pinned to rAthena's decoder by {@code GrfDesTest}); the shuffle is undone by
 * its inverse permutation (the one rAthena's grfio keeps, commented out, as grf_shuffle_enc).
 */
final class TestDes {

    private TestDes() {
    }

    /** Encodes entry data in place: {@code cycle} 0 for header-only, else the mixed cycle. */
    static void encode(byte[] b, int cycle) {
        for (int block = 0; (block + 1) * 8 <= b.length; block++) {
            int at = block * 8;
            switch (GrfDes.kind(block, cycle)) {
                case DES -> GrfDes.block(b, at);
                case SHUFFLED -> shuffle(b, at);
                case PLAIN -> {
                }
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
        b[at + 7] = GrfDes.substitute(p[7]);
    }

    /** Encodes a 0x1xx name region (a multiple of 8 bytes): each block DES-encoded, then nibbles swapped. */
    static void encodeName(byte[] b) {
        for (int at = 0; at + 8 <= b.length; at += 8) {
            GrfDes.block(b, at);
        }
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) ((b[i] & 0xFF) >>> 4 | b[i] << 4);
        }
    }
}
