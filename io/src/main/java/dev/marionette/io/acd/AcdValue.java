package dev.marionette.io.acd;

import dev.marionette.io.FormatException;
import dev.marionette.model.acs.AgentGuid;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The value (or argument) of an ACD line, with where it is, so every conversion fails with the line and column.
 * Numbers are decimal with an optional sign, or hexadecimal with {@code 0x}; colours and language IDs are
 * hexadecimal with or without {@code 0x}; strings are quoted or bare. A quoted string runs from the first to the
 * last quote of the value, with no escapes (as the Character Editor reads it), so it may contain quotes itself.
 */
record AcdValue(AcdLine line, String text, int column, String field) {

    /** Longest string accepted, in characters (as for the binary formats). */
    static final int MAX_STRING = 1 << 20;

    boolean isEmpty() {
        return text.isEmpty();
    }

    FormatException error(String expected) {
        return line.error(column, field, expected, text.isEmpty() ? "nothing" : "\"" + shorten(text) + "\"");
    }

    /** A quoted or bare string. */
    String string() throws FormatException {
        String s = text;
        if (s.startsWith("\"")) {
            if (s.length() < 2 || !s.endsWith("\"")) {
                throw line.error(column + s.length(), field, "a closing quote", "the end of the line");
            }
            s = s.substring(1, s.length() - 1);
        }
        if (s.length() > MAX_STRING) {
            throw error("at most " + MAX_STRING + " characters");
        }
        return s;
    }

    /** A quoted or bare string that is not empty. */
    String nonEmptyString() throws FormatException {
        String s = string();
        if (s.isBlank()) {
            throw error("a name");
        }
        return s;
    }

    /** A decimal or {@code 0x} hexadecimal integer in {@code [min, max]}. */
    long integer(long min, long max) throws FormatException {
        String s = text;
        boolean negative = s.startsWith("-");
        String digits = negative || s.startsWith("+") ? s.substring(1) : s;
        long v;
        try {
            if (digits.length() > 2 && (digits.startsWith("0x") || digits.startsWith("0X"))) {
                v = parse(digits.substring(2), 16);
            } else {
                v = parse(digits, 10);
            }
        } catch (NumberFormatException e) {
            throw error(range("a number", min, max));
        }
        v = negative ? -v : v;
        if (v < min || v > max) {
            throw error(range("a number", min, max));
        }
        return v;
    }

    int intValue(long min, long max) throws FormatException {
        return (int) integer(min, max);
    }

    /** A hexadecimal number with or without {@code 0x}, in {@code [0, max]}. */
    long hex(long max) throws FormatException {
        String s = text;
        if (s.length() > 2 && (s.startsWith("0x") || s.startsWith("0X"))) {
            s = s.substring(2);
        }
        try {
            long v = parse(s, 16);
            if (v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw error(String.format(Locale.ROOT, "a hexadecimal number up to %X", max));
    }

    /** A GUID in registry form, braces optional. */
    AgentGuid guid() throws FormatException {
        try {
            return AgentGuid.parse(text);
        } catch (IllegalArgumentException e) {
            throw error("a GUID such as {C3B28D02-B254-11D0-B464-0080C7F5EE85}");
        }
    }

    /** The parts between {@code separator}s, trimmed, each with its column; empty parts are dropped. */
    List<AcdValue> split(char separator) {
        List<AcdValue> parts = new ArrayList<>();
        int from = 0;
        boolean quoted = false;
        for (int i = 0; i <= text.length(); i++) {
            if (i < text.length() && text.charAt(i) == '"') {
                quoted = !quoted;
            }
            if (i == text.length() || text.charAt(i) == separator && !quoted) {
                int a = from;
                int b = i;
                while (a < b && Character.isWhitespace(text.charAt(a))) {
                    a++;
                }
                while (b > a && Character.isWhitespace(text.charAt(b - 1))) {
                    b--;
                }
                if (b > a) {
                    parts.add(new AcdValue(line, text.substring(a, b), column + a, field));
                }
                from = i + 1;
            }
        }
        return parts;
    }

    private static long parse(String digits, int radix) {
        if (digits.isEmpty() || digits.length() > 16) {
            throw new NumberFormatException(digits);
        }
        for (int i = 0; i < digits.length(); i++) {
            if (Character.digit(digits.charAt(i), radix) < 0) {
                throw new NumberFormatException(digits);
            }
        }
        return Long.parseLong(digits, radix);
    }

    private static String range(String what, long min, long max) {
        return what + " from " + min + " to " + max;
    }

    private static String shorten(String s) {
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }
}
