package dev.marionette.model.acclaim;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The exact bytes of one line of a motion file, with any blank or comment lines that came before it:
 * {@code data[start, lineStart)} are those lines, {@code data[lineStart, end)} the line itself with its terminator.
 * Lines read from a file share the file's array (never modified); edited lines get arrays of their own. Tokens
 * are separated by spaces and tabs. Immutable.
 */
public final class LineText {

    private final byte[] data;
    private final int start;
    private final int lineStart;
    private final int end;

    /** A span of {@code data}, which the caller never modifies afterwards. */
    public LineText(byte[] data, int start, int lineStart, int end) {
        if (start < 0 || lineStart < start || end < lineStart || end > data.length) {
            throw new IllegalArgumentException("bad span " + start + "/" + lineStart + "/" + end);
        }
        this.data = data;
        this.start = start;
        this.lineStart = lineStart;
        this.end = end;
    }

    /** A new line holding {@code text} (ISO-8859-1), with nothing before it. */
    public static LineText of(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        return new LineText(bytes, 0, 0, bytes.length);
    }

    /** Number of bytes, including the lines before it and the terminator. */
    public int length() {
        return end - start;
    }

    /** Copies every byte into {@code dst} at {@code at}; returns the position after them. */
    public int copyTo(byte[] dst, int at) {
        System.arraycopy(data, start, dst, at, end - start);
        return at + end - start;
    }

    /** The line itself, without the lines before it and without its terminator. */
    public String line() {
        int e = contentEnd();
        return new String(data, lineStart, e - lineStart, StandardCharsets.ISO_8859_1);
    }

    /** Byte offset of the line within its array, for locating it in the file it was read from. */
    public int lineOffset() {
        return lineStart;
    }

    private int contentEnd() {
        int e = end;
        while (e > lineStart && (data[e - 1] == '\n' || data[e - 1] == '\r')) {
            e--;
        }
        return e;
    }

    /**
     * This line with token {@code token} (0-based) replaced by {@code replacement}; the white space, the other
     * tokens, the terminator and the lines before it stay as they are.
     */
    public LineText withToken(int token, String replacement) {
        int e = contentEnd();
        int i = lineStart;
        int index = -1;
        while (i < e) {
            if (isBlank(data[i])) {
                i++;
                continue;
            }
            int tokenStart = i;
            while (i < e && !isBlank(data[i])) {
                i++;
            }
            if (++index == token) {
                byte[] rep = replacement.getBytes(StandardCharsets.ISO_8859_1);
                byte[] out = new byte[(end - start) - (i - tokenStart) + rep.length];
                int prefix = tokenStart - start;
                System.arraycopy(data, start, out, 0, prefix);
                System.arraycopy(rep, 0, out, prefix, rep.length);
                System.arraycopy(data, i, out, prefix + rep.length, end - i);
                return new LineText(out, 0, lineStart - start, out.length);
            }
        }
        throw new IndexOutOfBoundsException("token " + token + " of \"" + line() + "\"");
    }

    private static boolean isBlank(byte b) {
        return b == ' ' || b == '\t';
    }

    /** Equal when both hold the same bytes, with the line starting at the same place. */
    @Override
    public boolean equals(Object o) {
        return o instanceof LineText t && Arrays.equals(data, start, end, t.data, t.start, t.end)
                && lineStart - start == t.lineStart - t.start;
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (int i = start; i < end; i++) {
            h = 31 * h + data[i];
        }
        return h;
    }

    @Override
    public String toString() {
        return new String(data, start, end - start, StandardCharsets.ISO_8859_1);
    }
}
