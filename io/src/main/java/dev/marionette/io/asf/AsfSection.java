package dev.marionette.io.asf;

import dev.marionette.io.FormatException;
import dev.marionette.io.text.DecimalNumbers;
import dev.marionette.io.text.TextLocation;
import java.util.List;
import java.util.Locale;

/**
 * The tokens of one ASF section (after its keyword) as a cursor, with the checks every section needs: numbers
 * that parse, tokens that are there, errors naming line, column, what was expected and what was found.
 */
final class AsfSection {

    private final String keyword;
    private final List<AsfToken> tokens;
    private final TextLocation where;
    private final int endOffset;
    private int next;

    /**
     * @param keyword   the section keyword as written, for messages
     * @param tokens    the section's tokens in file order
     * @param where     the file's line index
     * @param endOffset where the section ends, for "found the end of the section"
     */
    AsfSection(String keyword, List<AsfToken> tokens, TextLocation where, int endOffset) {
        this.keyword = keyword;
        this.tokens = tokens;
        this.where = where;
        this.endOffset = endOffset;
    }

    String keyword() {
        return keyword;
    }

    TextLocation where() {
        return where;
    }

    boolean hasNext() {
        return next < tokens.size();
    }

    /** The next token without taking it, or null at the end. */
    AsfToken peek() {
        return next < tokens.size() ? tokens.get(next) : null;
    }

    /** The token taken last (the section's keyword position when none was). */
    AsfToken previous() {
        return tokens.get(Math.max(0, next - 1));
    }

    /** Takes the next token; fails at the end of the section, expecting {@code expected}. */
    AsfToken take(String field, String expected) throws FormatException {
        if (next >= tokens.size()) {
            throw where.error(endOffset, field, expected, "the end of the " + keyword + " section");
        }
        return tokens.get(next++);
    }

    /** Takes the next token, which must be {@code word} (any case). */
    AsfToken expect(String word, String field) throws FormatException {
        AsfToken t = take(field, "\"" + word + "\"");
        if (!t.text().equalsIgnoreCase(word)) {
            throw error(t, field, "\"" + word + "\"");
        }
        return t;
    }

    /** Takes a finite decimal number. */
    double number(String field) throws FormatException {
        AsfToken t = take(field, "a number");
        return toNumber(t, field);
    }

    /** Three numbers, as a direction or a set of angles. */
    double[] numbers3(String field) throws FormatException {
        return new double[] {number(field + " x"), number(field + " y"), number(field + " z")};
    }

    /** The value of {@code t}, which must be a finite decimal number. */
    double toNumber(AsfToken t, String field) throws FormatException {
        double v = DecimalNumbers.parse(t.text());
        if (!Double.isFinite(v)) {
            throw error(t, field, "a number");
        }
        return v;
    }

    /** True when the next token is on the same line as {@code t}. */
    boolean nextOnLineOf(AsfToken t) {
        AsfToken p = peek();
        return p != null && p.line() == t.line();
    }

    /** A problem with token {@code t}. */
    FormatException error(AsfToken t, String field, String expected) {
        return where.error(t.offset(), field, expected, TextLocation.quote(t.text()));
    }

    static String lower(AsfToken t) {
        return t.text().toLowerCase(Locale.ROOT);
    }
}
