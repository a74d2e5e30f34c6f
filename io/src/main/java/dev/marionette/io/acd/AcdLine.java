package dev.marionette.io.acd;

import dev.marionette.io.FormatException;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;

/**
 * One line of an ACD file: its bytes (decoded only once the reader knows the line's code page), its 1-based
 * number, where it starts in the file and where its line end (CR LF, the Character Editor's, LF or CR; none on
 * a last line without one) ends, so a save can copy it exactly ({@link AcdSource}).
 */
final class AcdLine {

    private final String source;
    private final byte[] data;
    private final int start;
    private final int end;
    private final int next;
    private final int number;

    private AcdLine(String source, byte[] data, int start, int end, int next, int number) {
        this.source = source;
        this.data = data;
        this.start = start;
        this.end = end;
        this.next = next;
        this.number = number;
    }

    /**
     * The lines of {@code data}.
     *
     * @throws FormatException when the file has more than {@code maxLines} lines
     */
    static List<AcdLine> split(byte[] data, String source, int maxLines) throws FormatException {
        List<AcdLine> lines = new ArrayList<>();
        // A UTF-8 byte order mark (an editor saved the file as UTF-8) belongs to no line.
        int from = hasBom(data) ? 3 : 0;
        int i = from;
        while (i <= data.length) {
            boolean atEnd = i == data.length;
            if (atEnd || data[i] == '\n' || data[i] == '\r') {
                if (!atEnd || from < data.length) {
                    if (lines.size() == maxLines) {
                        throw FormatException.inText(source, i, lines.size() + 1, 1, "line count",
                                "at most " + maxLines + " lines", "more");
                    }
                    int next = atEnd ? i : data[i] == '\r' && i + 1 < data.length && data[i + 1] == '\n' ? i + 2
                            : i + 1;
                    lines.add(new AcdLine(source, data, from, i, next, lines.size() + 1));
                }
                if (atEnd) {
                    break;
                }
                if (data[i] == '\r' && i + 1 < data.length && data[i + 1] == '\n') {
                    i++;
                }
                from = i + 1;
            }
            i++;
        }
        return lines;
    }

    /** True when {@code data} starts with the UTF-8 byte order mark {@code EF BB BF}. */
    static boolean hasBom(byte[] data) {
        return data.length >= 3 && (data[0] & 0xFF) == 0xEF && (data[1] & 0xFF) == 0xBB && (data[2] & 0xFF) == 0xBF;
    }

    String source() {
        return source;
    }

    /** 1-based line number. */
    int number() {
        return number;
    }

    /** Byte offset of the line's first byte. */
    long offset() {
        return start;
    }

    /** Writes the line's bytes, without its line end. */
    void writeTo(java.io.ByteArrayOutputStream out) {
        out.write(data, start, end - start);
    }

    /** The bytes of the line's end: CR LF, LF, CR, or none. */
    String terminator() {
        return new String(data, end, next - end, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /** The line's text in {@code charset}. */
    String text(Charset charset) {
        return new String(data, start, end - start, charset);
    }

    /** An error at a 1-based column of this line. */
    FormatException error(int column, String field, String expected, String found) {
        return FormatException.inText(source, start + Math.max(0, column - 1), number, Math.max(1, column), field,
                expected, found);
    }
}
