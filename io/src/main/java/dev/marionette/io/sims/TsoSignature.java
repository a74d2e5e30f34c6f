package dev.marionette.io.sims;

import dev.marionette.io.format.FileHead;

/**
 * The content test for The Sims Online {@code .anim}, used by {@link SimsPlugin}. The file has no magic
 * number; its start is checked field by field (integers big-endian, floats little-endian): u32 version 2, a u16
 * name length and a printable name, finite duration and distance, a moving byte of 0 or 1, translation and
 * rotation counts whose pools fit in the file, a motion count that fits, and the first motion's printable bone
 * name.
 */
final class TsoSignature {

    /** How much of the structure the content confirms. */
    enum Match {
        /** Not an {@code .anim}. */
        NONE,
        /** Version and name fit, but the file ends before the rest can be checked (a damaged {@code .anim}?). */
        PARTIAL,
        /** Every field up to the first motion's bone name fits. */
        FULL
    }

    /** Longest animation name accepted (game names are a few dozen characters). */
    private static final int MAX_NAME = 1024;
    /** Fewest bytes of a motion. */
    private static final int MIN_MOTION = 25;

    private TsoSignature() {
    }

    static Match match(byte[] data) {
        if (data.length < 7 || be32(data, 0) != 2) {
            return Match.NONE;
        }
        int nameLength = (data[4] & 0xFF) << 8 | (data[5] & 0xFF);
        if (nameLength == 0 || nameLength > MAX_NAME) {
            return Match.NONE;
        }
        int at = 6;
        for (int i = 0; i < nameLength; i++) {
            if (at + i >= data.length) {
                return Match.PARTIAL;
            }
            if (!printable(data[at + i])) {
                return Match.NONE;
            }
        }
        at += nameLength;
        if (at + 13 > data.length) {
            return Match.PARTIAL;
        }
        if (!Float.isFinite(Float.intBitsToFloat(FileHead.u32(data, at)))
                || !Float.isFinite(Float.intBitsToFloat(FileHead.u32(data, at + 4)))
                || (data[at + 8] & 0xFF) > 1) {
            return Match.NONE;
        }
        at += 9;
        for (int itemSize : new int[] {12, 16}) {
            if (at + 4 > data.length) {
                return Match.PARTIAL;
            }
            long count = be32(data, at) & 0xFFFF_FFFFL;
            at += 4;
            if (count * itemSize > data.length - at) {
                return Match.NONE;
            }
            at += (int) (count * itemSize);
        }
        if (at + 4 > data.length) {
            return Match.PARTIAL;
        }
        long motions = be32(data, at) & 0xFFFF_FFFFL;
        at += 4;
        if (motions * MIN_MOTION > data.length - at) {
            return Match.NONE;
        }
        if (motions == 0) {
            return Match.FULL;
        }
        int boneLength = data[at + 4] & 0xFF;
        if (boneLength == 0 || at + 5 + boneLength > data.length) {
            return Match.NONE;
        }
        for (int i = 0; i < boneLength; i++) {
            if (!printable(data[at + 5 + i])) {
                return Match.NONE;
            }
        }
        return Match.FULL;
    }

    private static boolean printable(byte b) {
        return b >= 0x20 && b <= 0x7E;
    }

    private static int be32(byte[] data, int at) {
        return Integer.reverseBytes(FileHead.u32(data, at));
    }
}
