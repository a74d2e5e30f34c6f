package dev.marionette.io.sims;

/**
 * The codes of the CFP ("compressed floating point") keyframe stream, shared by {@link CfpStream} and
 * {@link CfpEncoder}. The stream is one running sequence of values, decoded from a previous value that starts at 0:
 * <ul>
 * <li>{@code FF} + f32 (little-endian): a literal value;</li>
 * <li>{@code FE} + u16 n: the previous value n + 1 more times;</li>
 * <li>any other byte c: previous + 3.9676e-10 (c - 126)<sup>3</sup> |c - 126|, computed in float as FreeSO does
 *     (the table {@link #delta}; code 126 adds nothing).</li>
 * </ul>
 * (secondary.md 2.3; riperiperi/FreeSO {@code CFP.cs}, mixiate/ts1-blender-io {@code cfp.py}.)
 */
final class CfpCodes {

    /** A literal f32 follows. */
    static final int LITERAL = 0xFF;
    /** A u16 repeat count follows. */
    static final int REPEAT = 0xFE;
    /** The code that adds nothing. */
    static final int ZERO_DELTA = 126;
    /** The largest code the encoder writes: 252 mirrors 0 (FreeSO's table stops there; 253 decodes but is lopsided). */
    static final int LARGEST_WRITTEN_DELTA = 252;
    /** Values one repeat code can stand for: n + 1 with n up to 65535. */
    static final int MAX_REPEAT = 65536;
    /** The largest number of values a stream may decode to here (16 MiB of floats); real skills have tens of thousands. */
    static final int MAX_VALUES = 1 << 22;

    private static final float[] DELTAS = new float[REPEAT];

    static {
        for (int c = 0; c < DELTAS.length; c++) {
            double d = c - ZERO_DELTA;
            DELTAS[c] = (float) (3.9676e-10 * (d * d * d) * Math.abs(d));
        }
    }

    private CfpCodes() {
    }

    /** The change delta code {@code c} (0..253) adds. */
    static float delta(int code) {
        return DELTAS[code];
    }

    /** The most values a stream of {@code bytes} bytes can decode to: a repeat code per 3 bytes, a delta per byte. */
    static long maxValuesIn(long bytes) {
        return bytes / 3 * MAX_REPEAT + bytes % 3;
    }
}
