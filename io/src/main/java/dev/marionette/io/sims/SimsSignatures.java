package dev.marionette.io.sims;

import dev.marionette.io.format.FileHead;

/** Content tests for the Sims formats without a magic number: the BCF binary and the CFP keyframe stream. */
final class SimsSignatures {

    /** Largest count of skeletons, suits or skills accepted in a BCF header. */
    private static final long BCF_MAX_COUNT = 10_000;

    private SimsSignatures() {
    }

    /**
     * The Sims BCF: u32 skeleton count, skeletons, u32 suit count, suits, u32 skill count, skills. Every
     * skeleton, suit and skill starts with a name (u8 length + characters). Empty leading lists are skipped;
     * the first non-empty one must start with a printable name.
     */
    static boolean looksLikeBcf(byte[] data) {
        int at = 0;
        for (int list = 0; list < 3; list++) {
            if (at + 4 > data.length) {
                return false;
            }
            long count = FileHead.u32(data, at) & 0xFFFF_FFFFL;
            at += 4;
            if (count > BCF_MAX_COUNT) {
                return false;
            }
            if (count > 0) {
                return isPrintableName(data, at);
            }
        }
        return false;
    }

    private static boolean isPrintableName(byte[] data, int at) {
        if (at >= data.length) {
            return false;
        }
        int length = data[at] & 0xFF;
        if (length == 0 || length == 255 || at + 1 + length > data.length) {
            return false;
        }
        for (int i = at + 1; i <= at + length; i++) {
            int c = data[i] & 0xFF;
            if (c < 0x20 || c > 0x7E) {
                return false;
            }
        }
        return true;
    }

    /**
     * True when {@code data} is a complete CFP stream: it starts with a literal and every code parses up to
     * exactly the end: {@code FF} + finite f32, {@code FE} + u16 repeat count, any other byte a delta.
     */
    static boolean isCfpStream(byte[] data) {
        if (data.length < 5 || (data[0] & 0xFF) != 0xFF) {
            return false;
        }
        int i = 0;
        while (i < data.length) {
            int code = data[i] & 0xFF;
            if (code == 0xFF) {
                if (i + 5 > data.length || !Float.isFinite(Float.intBitsToFloat(FileHead.u32(data, i + 1)))) {
                    return false;
                }
                i += 5;
            } else if (code == 0xFE) {
                if (i + 3 > data.length) {
                    return false;
                }
                i += 3;
            } else {
                i++;
            }
        }
        return true;
    }
}
