package dev.marionette.io.acd;

import dev.marionette.io.FormatException;

/**
 * One significant line of an ACD file: a keyword, and either an argument ({@code DefineInfo 0x0409},
 * {@code DefineAnimation "Wave"}) or, after an equals sign, a value ({@code Width = 128}). Lines starting with
 * {@code //} are comments, except {@code //@} lines: Marionette's extension lines, read like any other line
 * (the Character Editor skips them as comments).
 *
 * @param extension     a {@code //@} line
 * @param keyword       the first word, as written
 * @param keywordColumn its 1-based column
 * @param assignment    whether an equals sign follows the keyword
 * @param value         the argument or the value (trimmed, possibly empty)
 */
record AcdStatement(AcdLine line, boolean extension, String keyword, int keywordColumn, boolean assignment,
        AcdValue value) {

    /** The extension-line prefix. */
    static final String EXTENSION = "//@";

    /** The statement on {@code text} (the line decoded), or null for a blank or comment line. */
    static AcdStatement parse(AcdLine line, String text) {
        int i = skipSpace(text, 0);
        boolean extension = false;
        if (text.startsWith("//", i)) {
            if (!text.startsWith(EXTENSION, i)) {
                return null;
            }
            extension = true;
            i = skipSpace(text, i + EXTENSION.length());
        }
        if (i >= text.length()) {
            return null;
        }
        int k = i;
        while (k < text.length() && !isSpace(text.charAt(k)) && text.charAt(k) != '=') {
            k++;
        }
        String keyword = text.substring(i, k);
        int r = skipSpace(text, k);
        boolean assignment = r < text.length() && text.charAt(r) == '=';
        if (assignment) {
            r = skipSpace(text, r + 1);
        }
        int end = text.length();
        while (end > r && isSpace(text.charAt(end - 1))) {
            end--;
        }
        return new AcdStatement(line, extension, keyword, i + 1, assignment,
                new AcdValue(line, text.substring(r, end), r + 1, keyword));
    }

    /** Whether the keyword is {@code word}, ignoring case (as the Character Editor reads keywords). */
    boolean is(String word) {
        return keyword.equalsIgnoreCase(word);
    }

    /** The value of a {@code Key = value} line; an error when the equals sign is missing. */
    AcdValue requireValue() throws FormatException {
        if (!assignment) {
            throw line.error(value.column(), keyword, "\"" + keyword + " = value\"",
                    value.text().isEmpty() ? "no equals sign" : "\"" + value.text() + "\"");
        }
        return value;
    }

    /** An error naming this statement's keyword. */
    FormatException error(String expected, String found) {
        return line.error(keywordColumn, keyword, expected, found);
    }

    private static int skipSpace(String s, int i) {
        while (i < s.length() && isSpace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\f' || c == '\u00a0';
    }
}
