package dev.marionette.io.sims;

import java.util.ArrayList;
import java.util.List;

/** The lines of a CMX file with their endings ({@code \r\n}, {@code \n}, {@code \r} or none at the end of file). */
final class CmxLines {

    /**
     * One line.
     *
     * @param offset byte offset of its first character
     * @param number 1-based line number
     * @param text   the line without its ending
     * @param ending the ending as written
     */
    record Line(int offset, int number, String text, String ending) {

        /** 1-based column of the first character that is not a blank (1 for a blank line). */
        int firstColumn() {
            int i = 0;
            while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            return i == text.length() ? 1 : i + 1;
        }
    }

    private CmxLines() {
    }

    /** Splits {@code data} (read as ISO-8859-1) into lines; no empty last line after a final line ending. */
    static List<Line> split(byte[] data) {
        String text = SimsStrings.decode(data, 0, data.length);
        List<Line> lines = new ArrayList<>();
        int start = 0;
        int number = 1;
        int n = text.length();
        while (start < n) {
            int end = start;
            while (end < n && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
                end++;
            }
            int next = end;
            if (end < n) {
                next = text.charAt(end) == '\r' && end + 1 < n && text.charAt(end + 1) == '\n' ? end + 2 : end + 1;
            }
            lines.add(new Line(start, number++, text.substring(start, end), text.substring(end, next)));
            start = next;
        }
        return lines;
    }
}
