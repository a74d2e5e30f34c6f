package dev.marionette.model.acclaim;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The text of a file as lines, each kept with its own terminator ({@code \n}, {@code \r\n}, {@code \r}, or none
 * for a last line without one), so the file can be written back byte for byte and edited token by token.
 * Characters are the file's bytes read as ISO-8859-1, one character per byte, so any byte survives.
 *
 * <p>Tokens follow the Acclaim syntax: separated by white space, parentheses and commas (which the spec treats
 * as white space); {@code #} starts a comment that runs to the end of the line. Immutable.
 */
public final class TextLines {

    private final List<String> lines;

    private TextLines(List<String> lines) {
        this.lines = List.copyOf(lines);
    }

    /** The lines of {@code bytes}. */
    public static TextLines of(byte[] bytes) {
        return of(new String(bytes, StandardCharsets.ISO_8859_1));
    }

    /** The lines of {@code text} (characters above U+00FF are not allowed: they have no single byte). */
    public static TextLines of(String text) {
        List<String> out = new ArrayList<>();
        int start = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c > 0xFF) {
                throw new IllegalArgumentException("character U+" + Integer.toHexString(c) + " has no single byte");
            }
            if (c == '\n' || c == '\r') {
                int end = c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n' ? i + 2 : i + 1;
                out.add(text.substring(start, end));
                start = end;
                i = end - 1;
            }
        }
        if (start < n) {
            out.add(text.substring(start));
        }
        return new TextLines(out);
    }

    /** Number of lines. */
    public int size() {
        return lines.size();
    }

    /** Line {@code index} (0-based) with its terminator. */
    public String line(int index) {
        return lines.get(index);
    }

    /** The UTF-8 byte order mark as read one byte per character. */
    private static final String BOM = "\u00EF\u00BB\u00BF";

    /**
     * Line {@code index} without its terminator. A UTF-8 byte order mark before the first line (some editors write
     * one) reads as three blanks, so every position in the line stays where it is in the file and the mark is kept.
     */
    public String content(int index) {
        String line = lines.get(index);
        int end = line.length();
        while (end > 0 && (line.charAt(end - 1) == '\n' || line.charAt(end - 1) == '\r')) {
            end--;
        }
        String content = line.substring(0, end);
        return index == 0 && content.startsWith(BOM) ? "   " + content.substring(3) : content;
    }

    /** True for the characters that separate tokens. */
    public static boolean isSeparator(char c) {
        return c == ' ' || c == '\t' || c == '(' || c == ')' || c == ',' || c == '\f' || c == 0x0B
                || c == '\r' || c == '\n';
    }

    /** The {@code [start, end)} character ranges of the tokens of {@code content}, before any {@code #} comment. */
    public static List<int[]> tokenSpans(String content) {
        List<int[]> spans = new ArrayList<>();
        int i = 0;
        int n = content.length();
        while (i < n) {
            char c = content.charAt(i);
            if (c == '#') {
                break;
            }
            if (isSeparator(c)) {
                i++;
                continue;
            }
            int start = i;
            while (i < n && !isSeparator(content.charAt(i)) && content.charAt(i) != '#') {
                i++;
            }
            spans.add(new int[] {start, i});
        }
        return spans;
    }

    /** The tokens of line {@code index}. */
    public List<String> tokens(int index) {
        String content = content(index);
        List<String> out = new ArrayList<>();
        for (int[] span : tokenSpans(content)) {
            out.add(content.substring(span[0], span[1]));
        }
        return out;
    }

    /** These lines with token {@code token} of line {@code line} replaced by {@code replacement} (a BOM stays). */
    public TextLines withToken(int line, int token, String replacement) {
        String text = lines.get(line);
        List<int[]> spans = tokenSpans(content(line));
        int[] span = spans.get(token);
        List<String> copy = new ArrayList<>(lines);
        copy.set(line, text.substring(0, span[0]) + replacement + text.substring(span[1]));
        return new TextLines(copy);
    }

    /** The whole text. */
    public String text() {
        return String.join("", lines);
    }

    /** The bytes of the file (ISO-8859-1, as read). */
    public byte[] bytes() {
        return text().getBytes(StandardCharsets.ISO_8859_1);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TextLines t && t.lines.equals(lines);
    }

    @Override
    public int hashCode() {
        return lines.hashCode();
    }
}
