package dev.marionette.io.testing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import java.util.Arrays;

/**
 * Feeds damaged copies of a valid binary file to a reader and checks that it fails only with a
 * {@link FormatException} naming the offset, judged by {@link ReaderContract} like every damaged-input test.
 */
public final class Malformed {

    /** Values written over count fields: the largest signed and unsigned values and their neighbours. */
    public static final long[] HUGE_U32 = {0x7FFF_FFFFL, 0xFFFF_FFFFL, 0x8000_0000L, 0x0100_0000L, 0xFFFFL, 0x1_0000L};
    public static final int[] HUGE_U16 = {0xFFFF, 0x8000, 0x7FFF, 0x1000};

    /** A reader under test. */
    @FunctionalInterface
    public interface Parser {
        void parse(byte[] data, ReadOptions options) throws FormatException;
    }

    private Malformed() {
    }

    /**
     * Reads {@code data}; returns the FormatException (whose message must name the offset), null on success, and
     * fails on anything else ({@link ReaderContract#outcome}: another exception, an error, too much memory or time).
     */
    public static FormatException outcome(Parser parser, byte[] data, ReadOptions options, String what) {
        FormatException e = ReaderContract.outcome(parser::parse, data, options, what);
        if (e != null) {
            assertThat(e.getMessage()).as(what).contains("at offset");
        }
        return e;
    }

    /** Every strict read of a prefix of {@code data} fails with a FormatException; lenient never throws otherwise. */
    public static void truncatedAtEveryOffset(Parser parser, byte[] data) {
        for (int length = 0; length < data.length; length++) {
            byte[] cut = Arrays.copyOf(data, length);
            String what = "truncated to " + length + " of " + data.length + " bytes";
            assertThat(outcome(parser, cut, ReadOptions.STRICT, what)).as(what).isNotNull();
            outcome(parser, cut, ReadOptions.LENIENT, what + " (lenient)");
        }
    }

    /** Overwrites a u32 at {@code offset} with each huge value: a FormatException each time. */
    public static void hugeU32At(Parser parser, byte[] data, int offset, String field) {
        for (long value : HUGE_U32) {
            byte[] bad = data.clone();
            putU32(bad, offset, value);
            String what = field + " at " + offset + " set to 0x" + Long.toHexString(value);
            assertThat(outcome(parser, bad, ReadOptions.STRICT, what)).as(what).isNotNull();
            assertThat(outcome(parser, bad, ReadOptions.LENIENT, what + " (lenient)")).as(what).isNotNull();
        }
    }

    /** Overwrites a u16 at {@code offset} with each huge value: a FormatException each time. */
    public static void hugeU16At(Parser parser, byte[] data, int offset, String field) {
        for (int value : HUGE_U16) {
            byte[] bad = data.clone();
            bad[offset] = (byte) value;
            bad[offset + 1] = (byte) (value >>> 8);
            String what = field + " at " + offset + " set to 0x" + Integer.toHexString(value);
            assertThat(outcome(parser, bad, ReadOptions.STRICT, what)).as(what).isNotNull();
            assertThat(outcome(parser, bad, ReadOptions.LENIENT, what + " (lenient)")).as(what).isNotNull();
        }
    }

    /**
     * Overwrites every 4-byte window (at every offset, aligned or not) with each huge value; whatever the
     * field was, the reader either accepts the result or fails with a FormatException.
     */
    public static void hugeValuesEverywhere(Parser parser, byte[] data) {
        for (int offset = 0; offset + 4 <= data.length; offset++) {
            for (long value : HUGE_U32) {
                byte[] bad = data.clone();
                putU32(bad, offset, value);
                outcome(parser, bad, ReadOptions.STRICT, "0x" + Long.toHexString(value) + " at " + offset);
                outcome(parser, bad, ReadOptions.LENIENT, "0x" + Long.toHexString(value) + " at " + offset);
            }
        }
    }

    private static void putU32(byte[] data, int offset, long value) {
        data[offset] = (byte) value;
        data[offset + 1] = (byte) (value >>> 8);
        data[offset + 2] = (byte) (value >>> 16);
        data[offset + 3] = (byte) (value >>> 24);
    }
}
