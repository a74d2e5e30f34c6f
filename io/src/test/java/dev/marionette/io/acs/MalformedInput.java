package dev.marionette.io.acs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.testing.ReaderContract;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Corrupts a valid file every way the malformed-input tests need and checks the reader's reaction. */
final class MalformedInput {

    /** Reads (and, where it applies, strictly checks) one file. */
    interface Parser {
        void parse(byte[] data) throws Exception;
    }

    /** A traced field. */
    record Field(int offset, int width, String name) {
    }

    private MalformedInput() {
    }

    /** Every field the parser traces while reading {@code data}. */
    static List<Field> fields(TracingParser parser, byte[] data) throws Exception {
        List<Field> out = new ArrayList<>();
        parser.parse(data, (offset, width, name) -> out.add(new Field(offset, width, name)));
        return out;
    }

    /** A parser that reports its traced fields. */
    interface TracingParser {
        void parse(byte[] data, FieldTrace trace) throws Exception;
    }

    /** Huge values for a field of this width. */
    static long[] hugeValues(int width) {
        return switch (width) {
            case 1 -> new long[] {0xFF};
            case 2 -> new long[] {0xFFFF, 0x8000, 0x7FFF};
            default -> new long[] {0xFFFF_FFFFL, 0x8000_0000L, 0x7FFF_FFFFL, 0x00FF_FFFFL};
        };
    }

    static byte[] with(byte[] data, int offset, int width, long value) {
        byte[] copy = data.clone();
        for (int i = 0; i < width; i++) {
            copy[offset + i] = (byte) (value >>> (8 * i));
        }
        return copy;
    }

    /** The parse must throw a FormatException (and nothing else, within the bounds of {@link ReaderContract}). */
    static void expectFormatException(Parser parser, byte[] data, String what) {
        if (ReaderContract.outcome((d, o) -> parser.parse(d), data, ReadOptions.STRICT, what) == null) {
            fail(what + ": no FormatException");
        }
    }

    /** The parse may succeed or throw a FormatException, nothing else ({@link ReaderContract}). */
    static boolean expectNothingElse(Parser parser, byte[] data, String what) {
        return ReaderContract.outcome((d, o) -> parser.parse(d), data, ReadOptions.STRICT, what) == null;
    }

    /**
     * Truncation at every length, huge values in every traced field, every byte flipped, random garbage: for the
     * Agent files without a format handler (ACF, ACA); ACS is attacked this way by the format contract test, all but
     * {@link #hugeValuesInEveryTracedField}.
     */
    static void attack(TracingParser tracing, Parser parser, byte[] valid) throws Exception {
        parser.parse(valid);
        for (int n = 0; n < valid.length; n++) {
            expectFormatException(parser, java.util.Arrays.copyOf(valid, n), "truncated to " + n + " bytes");
        }
        hugeValuesInEveryTracedField(tracing, parser, valid);
        for (int i = 0; i < valid.length; i++) {
            byte[] flipped = valid.clone();
            flipped[i] ^= (byte) 0xFF;
            expectNothingElse(parser, flipped, "byte " + i + " flipped");
        }
        Random random = new Random(42);
        for (int round = 0; round < 2000; round++) {
            byte[] garbled = valid.clone();
            int changes = 1 + random.nextInt(8);
            for (int k = 0; k < changes; k++) {
                garbled[random.nextInt(garbled.length)] = (byte) random.nextInt(256);
            }
            expectNothingElse(parser, garbled, "random round " + round);
        }
    }

    /** Each field the reader traces (counts, sizes, offsets), set to huge values, is a FormatException. */
    static void hugeValuesInEveryTracedField(TracingParser tracing, Parser parser, byte[] valid) throws Exception {
        List<Field> fields = fields(tracing, valid);
        assertThat(fields).isNotEmpty();
        for (Field f : fields) {
            for (long v : hugeValues(f.width())) {
                expectFormatException(parser, with(valid, f.offset(), f.width(), v),
                        String.format("%s at %d = 0x%X", f.name(), f.offset(), v));
            }
        }
    }
}
