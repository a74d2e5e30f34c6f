package dev.marionette.io.sims;

import java.io.ByteArrayOutputStream;

/**
 * Encodes values as a CFP keyframe stream ({@link CfpCodes}). For each value, in order of preference: a repeat of
 * the previous value (runs of up to 65,536 in one code), a one-byte delta, or a five-byte literal. The first value
 * of a stream is always a literal, as every known encoder writes it.
 *
 * <p><b>Precision.</b> With {@link #exact()} a repeat or delta is used only when it decodes to exactly the value's
 * float bits, so every value decodes to exactly what was given: the bound is 0 (the file grows where no delta
 * fits). With {@link #within(float)} a repeat or the nearest delta is used when it decodes to within the tolerance,
 * so every decoded value is within the tolerance of the input (the error does not build up: each delta starts
 * from the value the decoder will have). The deltas step by at most about 0.0032 (between the two largest codes),
 * so tolerances above 0.0016 gain little; FreeSO's encoder uses that half-step, mixiate's 0.001.
 */
public final class CfpEncoder {

    /** 3.9676e-10 (c - 126)^4 = |d| solved for c. */
    private static final double DELTA_SCALE = 3.9676e-10;

    private final float tolerance;

    private CfpEncoder(float tolerance) {
        if (!(tolerance >= 0) || Float.isInfinite(tolerance)) {
            throw new IllegalArgumentException("tolerance must be finite and at least 0: " + tolerance);
        }
        this.tolerance = tolerance;
    }

    /** An encoder that keeps every value exactly. */
    public static CfpEncoder exact() {
        return new CfpEncoder(0f);
    }

    /** An encoder that keeps every value within {@code tolerance} (absolute). */
    public static CfpEncoder within(float tolerance) {
        return new CfpEncoder(tolerance);
    }

    /** The bound on |decoded - given| of every value. */
    public float tolerance() {
        return tolerance;
    }

    /** The stream for {@code values}. */
    public byte[] encode(float[] values) {
        return encodeFrom(0f, true, values, 0, values.length);
    }

    /**
     * The codes for {@code values[from, to)} when the decoder's previous value is {@code previous}.
     *
     * @param atStreamStart true when these are the stream's first values (the first is then written as a literal)
     */
    byte[] encodeFrom(float previous, boolean atStreamStart, float[] values, int from, int to) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(16, (to - from) * 2));
        float decoded = previous;
        int repeats = 0;
        for (int i = from; i < to; i++) {
            float value = values[i];
            if (i == from && atStreamStart) {
                literal(out, value);
                decoded = value;
                continue;
            }
            if (close(decoded, value)) {
                if (++repeats == CfpCodes.MAX_REPEAT) {
                    repeat(out, repeats);
                    repeats = 0;
                }
                continue;
            }
            if (repeats > 0) {
                repeat(out, repeats);
                repeats = 0;
            }
            int code = deltaCode(decoded, value);
            if (code >= 0) {
                out.write(code);
                decoded += CfpCodes.delta(code);
            } else {
                literal(out, value);
                decoded = value;
            }
        }
        if (repeats > 0) {
            repeat(out, repeats);
        }
        return out.toByteArray();
    }

    private boolean close(float decoded, float value) {
        if (Float.floatToRawIntBits(decoded) == Float.floatToRawIntBits(value)) {
            return true;
        }
        return tolerance > 0 && Math.abs((double) decoded - value) <= tolerance;
    }

    /** The delta code that takes {@code previous} to {@code value} (exactly, or within the tolerance), or -1. */
    private int deltaCode(float previous, float value) {
        double difference = (double) value - previous;
        if (!Double.isFinite(difference) || !Float.isFinite(previous)) {
            return -1;
        }
        long steps = Math.round(Math.pow(Math.abs(difference) / DELTA_SCALE, 0.25));
        if (steps > CfpCodes.ZERO_DELTA + 2) {
            return -1;
        }
        int guess = CfpCodes.ZERO_DELTA + (int) Math.signum(difference) * (int) steps;
        int best = -1;
        double bestError = Double.POSITIVE_INFINITY;
        for (int code = Math.max(0, guess - 2); code <= Math.min(CfpCodes.LARGEST_WRITTEN_DELTA, guess + 2); code++) {
            float result = previous + CfpCodes.delta(code);
            if (Float.floatToRawIntBits(result) == Float.floatToRawIntBits(value)) {
                return code;
            }
            double error = Math.abs((double) result - value);
            if (error < bestError) {
                bestError = error;
                best = code;
            }
        }
        return tolerance > 0 && bestError <= tolerance ? best : -1;
    }

    private static void literal(ByteArrayOutputStream out, float value) {
        int bits = Float.floatToRawIntBits(value);
        out.write(CfpCodes.LITERAL);
        out.write(bits);
        out.write(bits >>> 8);
        out.write(bits >>> 16);
        out.write(bits >>> 24);
    }

    private static void repeat(ByteArrayOutputStream out, int count) {
        int n = count - 1;
        out.write(CfpCodes.REPEAT);
        out.write(n);
        out.write(n >>> 8);
    }
}
