package dev.marionette.io.motion;

import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;

/**
 * A buffered ASCII text writer for the export writers: appends text and numbers to a byte buffer that goes to
 * the output stream every 64 KiB, so exports stream at any size without building one big string.
 *
 * <p>Fixed-decimal numbers are exact: the double's binary value rounded half to even (as C's {@code printf}
 * prints), with no {@code -0.000000}. The fast path scales and rounds in floating point, which is exact unless the
 * scaled value lies within an ulp of a half; those (and values beyond 10^15 when scaled) go through
 * {@link BigDecimal}.
 */
final class AsciiSink {

    private static final int FLUSH_AT = 1 << 16;
    private static final long[] POW10 = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000,
        1_000_000_000};
    private static final double[] SCALE = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9};

    private final OutputStream out;
    private byte[] buf = new byte[FLUSH_AT + 1024];
    private int len;
    private final byte[] digits = new byte[20];

    AsciiSink(OutputStream out) {
        this.out = out;
    }

    private void room(int n) throws IOException {
        if (len + n > buf.length) {
            flushBuffer();
            if (n > buf.length) {
                buf = new byte[n];
            }
        }
    }

    /** Sends what is buffered once it passes 64 KiB. */
    void maybeFlush() throws IOException {
        if (len >= FLUSH_AT) {
            flushBuffer();
        }
    }

    private void flushBuffer() throws IOException {
        out.write(buf, 0, len);
        len = 0;
    }

    /** Sends everything buffered and flushes the stream. */
    void flush() throws IOException {
        flushBuffer();
        out.flush();
    }

    AsciiSink append(char c) throws IOException {
        room(1);
        buf[len++] = (byte) c;
        return this;
    }

    AsciiSink append(String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        room(b.length);
        System.arraycopy(b, 0, buf, len, b.length);
        len += b.length;
        return this;
    }

    AsciiSink append(byte[] b) throws IOException {
        room(b.length);
        System.arraycopy(b, 0, buf, len, b.length);
        len += b.length;
        return this;
    }

    AsciiSink append(long v) throws IOException {
        room(21);
        if (v < 0) {
            buf[len++] = '-';
            v = -v;
        }
        int n = 0;
        do {
            digits[n++] = (byte) ('0' + v % 10);
            v /= 10;
        } while (v > 0);
        while (n > 0) {
            buf[len++] = digits[--n];
        }
        return this;
    }

    /** {@code v} with exactly {@code decimals} (1..9) decimals, e.g. {@code -12.345679}. */
    AsciiSink appendFixed(double v, int decimals) throws IOException {
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException("cannot write " + v);
        }
        // One rounding makes scaled at most half an ulp from v * 10^decimals, so rint(scaled) rounds v exactly unless
        // scaled lies within an ulp of a half: only then is the exact (slow) path needed.
        double scaled = v * SCALE[decimals];
        double floor = Math.floor(scaled);
        if (Math.abs(scaled) >= 1e15 || Math.abs(scaled - floor - 0.5) <= Math.ulp(scaled)) {
            String exact = new BigDecimal(v).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
            return append(exact.startsWith("-") && isZero(exact) ? exact.substring(1) : exact);
        }
        long n = (long) Math.rint(scaled);
        room(32);
        if (n < 0) {
            buf[len++] = '-';
            n = -n;
        }
        long unit = POW10[decimals];
        append(n / unit);
        buf[len++] = '.';
        long frac = n % unit;
        // Right to left, dividing by the constant 10 (a multiplication once compiled).
        for (int d = len + decimals - 1; d >= len; d--) {
            buf[d] = (byte) ('0' + frac % 10);
            frac /= 10;
        }
        len += decimals;
        return this;
    }

    private static boolean isZero(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= '1' && c <= '9') {
                return false;
            }
        }
        return true;
    }
}
