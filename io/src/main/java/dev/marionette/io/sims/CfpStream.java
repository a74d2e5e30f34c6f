package dev.marionette.io.sims;

import dev.marionette.io.FormatException;
import dev.marionette.io.LittleEndianReader;
import dev.marionette.io.ReadIssues;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.function.IntFunction;

/**
 * A CFP keyframe stream as read: its bytes, the values they decode to, and where each code starts, so that
 * {@link #withValues} re-encodes only what an edit changed and every other value keeps its bytes. The codes are
 * described in {@link CfpCodes}; a skill's CFP holds 3T + 4R values in blocks (all translation x, y, z, then all
 * rotation x, y, z, w), see {@link dev.marionette.model.sims.SkillKeyframes#fromCfpOrder}.
 */
public final class CfpStream {

    private final byte[] bytes;
    /** The value each code decodes to (a repeat code: its value, as many times as it says). */
    private final float[] codeValues;
    /** Byte offset of each code, and one more entry: where the codes end (trailing bytes may follow). */
    private final int[] codeOffsets;
    /** First value each code decodes to, and one more entry: the value count. */
    private final int[] codeFirstValues;

    private CfpStream(byte[] bytes, float[] codeValues, int[] codeOffsets, int[] codeFirstValues) {
        this.bytes = bytes;
        this.codeValues = codeValues;
        this.codeOffsets = codeOffsets;
        this.codeFirstValues = codeFirstValues;
    }

    /**
     * Decodes exactly {@code expectedValues} values (3T + 4R of the skill).
     *
     * @param valueNames names value {@code k} in errors ("rotation 12 w"); may be null
     * @throws FormatException when the stream ends early, a repeat runs past the last value, or (strictly) bytes
     *                         follow the last value; when lenient those bytes are kept with a warning
     */
    public static ReadResult<CfpStream> read(byte[] data, String source, long expectedValues, ReadOptions options,
            IntFunction<String> valueNames) throws FormatException {
        ReadIssues issues = new ReadIssues(source, options);
        long cap = Math.min(CfpCodes.MAX_VALUES, CfpCodes.maxValuesIn(data.length));
        if (expectedValues < 0 || expectedValues > cap) {
            throw new FormatException(source, 0, "value count (3 x translations + 4 x rotations of the skill)",
                    "at most " + cap + " (what " + data.length + " bytes can hold)", Long.toString(expectedValues));
        }
        CfpStream stream = decode(data, source, (int) expectedValues, true, valueNames);
        int end = stream.codeOffsets[stream.codeOffsets.length - 1];
        if (end < data.length) {
            issues.tolerate(end, "end of keyframes", "end of file after the last of " + expectedValues + " values",
                    (data.length - end) + " more bytes (the stream runs long)", "kept as they are and written back");
        }
        return new ReadResult<>(stream, issues.warnings());
    }

    /** Decodes every value up to the end of {@code data} (a CFP read without its skill). */
    public static CfpStream readAll(byte[] data, String source) throws FormatException {
        return decode(data, source, CfpCodes.MAX_VALUES, false, null);
    }

    private static CfpStream decode(byte[] data, String source, int expected, boolean exact,
            IntFunction<String> names) throws FormatException {
        // Field names are built only for an error: naming every value would cost more than decoding it.
        LittleEndianReader in = new LittleEndianReader(source, data);
        // One run per code (where it starts, its first value, its value), never the values expanded: a 3-byte repeat
        // code stands for up to 65,536 values, and expanding them let a 192-byte file take 16 MiB. A stream has at
        // most one code per byte, so these arrays grow with the file, not with the counts it claims.
        int capacity = Math.min(expected, data.length) + 1;
        int[] offsets = new int[capacity];
        int[] firsts = new int[capacity];
        float[] runValues = new float[capacity];
        int total = exact ? expected : -1;
        int count = 0;
        int codes = 0;
        int pos = 0;
        float previous = 0f;
        while (exact ? count < expected : pos < data.length) {
            if (pos == data.length) {
                throw in.errorAt(pos, valueName(names, count, total), (expected - count) + " more values",
                        "the stream ends after " + count);
            }
            int at = pos;
            int code = data[pos++] & 0xFF;
            int repeat = 1;
            if (code == CfpCodes.LITERAL) {
                in.seek(pos, "keyframes");
                previous = Float.intBitsToFloat(in.f32Bits(valueNameIfShort(data, pos, 4, names, count, total,
                        " (literal)")));
                pos += 4;
            } else if (code == CfpCodes.REPEAT) {
                in.seek(pos, "keyframes");
                repeat = in.u16(valueNameIfShort(data, pos, 2, names, count, total, " (repeat count)")) + 1;
                pos += 2;
                if ((long) count + repeat > expected) {
                    throw in.errorAt(at, valueName(names, count, total) + " (repeat)", exact
                            ? "at most " + (expected - count) + " repeated values (the stream holds " + expected + ")"
                            : "at most " + (expected - count) + " values", repeat + " values");
                }
            } else {
                previous += CfpCodes.delta(code);
            }
            if (!Float.isFinite(previous)) {
                // A literal NaN or infinity (deltas, at most 0.0032, cannot reach them): no keyframe value is that.
                throw in.errorAt(at, valueName(names, count, total), "a finite number",
                        SimsStrings.nonFinite(previous) + " (literal)");
            }
            offsets[codes] = at;
            firsts[codes] = count;
            runValues[codes++] = previous;
            count += repeat;
        }
        offsets[codes] = pos;
        firsts[codes] = count;
        return new CfpStream(data.clone(), Arrays.copyOf(runValues, codes), Arrays.copyOf(offsets, codes + 1),
                Arrays.copyOf(firsts, codes + 1));
    }

    /** The value's name when fewer than {@code n} bytes are left at {@code pos} (the read will fail), else "". */
    private static String valueNameIfShort(byte[] data, int pos, int n, IntFunction<String> names, int index,
            int total, String suffix) {
        return data.length - pos >= n ? "" : valueName(names, index, total) + suffix;
    }

    private static String valueName(IntFunction<String> names, int index, int expected) {
        String name = names == null ? null : names.apply(index);
        String base = "keyframe value " + index + (expected >= 0 ? " of " + expected : "");
        return name == null ? base : base + " (" + name + ")";
    }

    /**
     * A stream encoding {@code values} afresh, every value exactly (see {@link CfpEncoder}).
     *
     * @throws IllegalArgumentException when a value is NaN or infinite (a CFP read with one is damaged)
     */
    public static CfpStream encode(float[] values) {
        return fromEncoded(CfpEncoder.exact().encode(requireFinite(values)));
    }

    /** A stream encoding {@code values} afresh, each within {@code tolerance} (see {@link CfpEncoder}). */
    public static CfpStream encode(float[] values, float tolerance) {
        return fromEncoded(CfpEncoder.within(tolerance).encode(requireFinite(values)));
    }

    private static float[] requireFinite(float[] values) {
        for (int i = 0; i < values.length; i++) {
            if (!Float.isFinite(values[i])) {
                throw new IllegalArgumentException("keyframe value " + i + " is " + SimsStrings.nonFinite(values[i])
                        + "; a CFP holds numbers");
            }
        }
        return values;
    }

    private static CfpStream fromEncoded(byte[] encoded) {
        try {
            return readAll(encoded, "encoded keyframes");
        } catch (FormatException e) {
            throw new IllegalStateException("the encoder wrote a stream its decoder rejects", e);
        }
    }

    /**
     * This stream with the values changed to {@code edited} (same count). Codes whose values and starting value are
     * unchanged keep their bytes; the others are encoded afresh, exactly, from the value before them, so every value
     * decodes to exactly what was given and the stream returns to its old bytes right after the change. Bytes after
     * the last value (kept from a lenient read) stay at the end.
     */
    public CfpStream withValues(float[] edited) {
        if (edited.length != valueCount()) {
            throw new IllegalArgumentException(edited.length + " values for a stream of " + valueCount());
        }
        requireFinite(edited);
        CfpEncoder encoder = CfpEncoder.exact();
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length + 16);
        float previous = 0f;
        int codes = codeOffsets.length - 1;
        for (int k = 0; k < codes; k++) {
            int first = codeFirstValues[k];
            int end = codeFirstValues[k + 1];
            float originalPrevious = k == 0 ? 0f : codeValues[k - 1];
            if (sameBits(previous, originalPrevious) && sameBits(edited, first, end, codeValues[k])) {
                out.write(bytes, codeOffsets[k], codeOffsets[k + 1] - codeOffsets[k]);
            } else {
                byte[] fresh = encoder.encodeFrom(previous, first == 0, edited, first, end);
                out.write(fresh, 0, fresh.length);
            }
            previous = edited[end - 1];
        }
        int tail = codeOffsets[codes];
        out.write(bytes, tail, bytes.length - tail);
        byte[] encoded = out.toByteArray();
        try {
            return read(encoded, "edited keyframes", valueCount(), ReadOptions.LENIENT, null).value();
        } catch (FormatException e) {
            throw new IllegalStateException("the edited stream does not decode", e);
        }
    }

    private static boolean sameBits(float a, float b) {
        return Float.floatToRawIntBits(a) == Float.floatToRawIntBits(b);
    }

    private static boolean sameBits(float[] a, int from, int to, float b) {
        for (int i = from; i < to; i++) {
            if (!sameBits(a[i], b)) {
                return false;
            }
        }
        return true;
    }

    /** The decoded values, expanded (a new array of {@link #valueCount} floats). */
    public float[] values() {
        float[] values = new float[valueCount()];
        for (int k = 0; k < codeValues.length; k++) {
            Arrays.fill(values, codeFirstValues[k], codeFirstValues[k + 1], codeValues[k]);
        }
        return values;
    }

    /** The number of values. */
    public int valueCount() {
        return codeFirstValues[codeFirstValues.length - 1];
    }

    /** The stream's bytes (a copy): for a stream as read, the file. */
    public byte[] toBytes() {
        return bytes.clone();
    }

    /** The number of bytes. */
    public int byteCount() {
        return bytes.length;
    }

    /** Bytes after the last value (only after a lenient read of a stream that runs long). */
    public int trailingByteCount() {
        return bytes.length - codeOffsets[codeOffsets.length - 1];
    }

    /** Counts of literal, repeat and delta codes, in that order. */
    public int[] codeCounts() {
        int[] counts = new int[3];
        for (int k = 0; k < codeOffsets.length - 1; k++) {
            int code = bytes[codeOffsets[k]] & 0xFF;
            counts[code == CfpCodes.LITERAL ? 0 : code == CfpCodes.REPEAT ? 1 : 2]++;
        }
        return counts;
    }

    /** The index of the code that decodes value {@code valueIndex} (for tests and diagnostics). */
    int codeOf(int valueIndex) {
        int i = Arrays.binarySearch(codeFirstValues, valueIndex);
        return i >= 0 ? i : -i - 2;
    }

    /** Byte offset of code {@code k}; {@code k == codes} gives where the codes end. */
    int codeOffset(int k) {
        return codeOffsets[k];
    }
}
