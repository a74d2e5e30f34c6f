package dev.marionette.io.text;

import dev.marionette.io.FormatException;
import dev.marionette.io.Printable;

/**
 * Line starts of a text file, to turn a byte offset into the line and column a text editor shows and to build the
 * {@link FormatException}s and warnings of text formats.
 */
public final class TextLocation {

    private final String source;
    private final int[] lineStarts;
    private final int length;

    /**
     * @param source     the file name shown in messages
     * @param lineStarts byte offset of each line's first character, ascending, the first 0
     * @param length     the file's length in bytes
     */
    public TextLocation(String source, int[] lineStarts, int length) {
        this.source = source;
        this.lineStarts = lineStarts;
        this.length = length;
    }

    /** Line starts of {@code data}, where {@code \n}, {@code \r\n} and a lone {@code \r} end lines. */
    public static TextLocation of(String source, byte[] data) {
        int count = 1;
        for (int i = 0; i < data.length; i++) {
            if (data[i] == '\n' || data[i] == '\r' && (i + 1 >= data.length || data[i + 1] != '\n')) {
                count++;
            }
        }
        int[] starts = new int[count];
        int k = 1;
        for (int i = 0; i < data.length; i++) {
            if (data[i] == '\n' || data[i] == '\r' && (i + 1 >= data.length || data[i + 1] != '\n')) {
                starts[k++] = i + 1;
            }
        }
        return new TextLocation(source, starts, data.length);
    }

    /** The file name shown in messages. */
    public String source() {
        return source;
    }

    /** 1-based line of byte {@code offset}. */
    public int lineOf(long offset) {
        int lo = 0;
        int hi = lineStarts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (lineStarts[mid] <= offset) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo + 1;
    }

    /** Byte offset where 1-based line {@code line} starts. */
    public int lineStart(int line) {
        return lineStarts[Math.min(Math.max(line, 1), lineStarts.length) - 1];
    }

    /** A problem at byte {@code offset}, with its line and column. */
    public FormatException error(long offset, String field, String expected, String found) {
        long at = Math.max(0, Math.min(offset, length));
        int line = lineOf(at);
        int column = (int) (at - lineStarts[line - 1]) + 1;
        return FormatException.inText(source, at, line, column, field, expected, found);
    }

    /** "line L, column C" of byte {@code offset}, for warnings. */
    public String where(long offset) {
        int line = lineOf(offset);
        return "line " + line + ", column " + (offset - lineStarts[line - 1] + 1);
    }

    /**
     * How a found token (read one byte per character) is shown in messages: quoted, shortened when long, control
     * bytes and bytes that are not UTF-8 written {@code \xNN} ({@link Printable#bytes}).
     */
    public static String quote(String token) {
        String shown = token.length() > 40 ? token.substring(0, 40) + "..." : token;
        return "\"" + Printable.bytes(shown) + "\"";
    }
}
