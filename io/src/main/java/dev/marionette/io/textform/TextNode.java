package dev.marionette.io.textform;

import dev.marionette.io.FormatException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One line of a text form with the lines indented under it: a node of the structure ({@code action #3}, a layer,
 * a palette entry, a pixel row). The line's text is kept as written; its tokens are split on first use, so a pixel
 * row that only its builder reads is never split into words.
 *
 * <p>A line is tokens separated by spaces: the first is the node's <em>kind</em>; a token {@code #N} right after
 * it is a <em>position label</em>, there for readers (builders and merges ignore it); a token {@code key=value}
 * (the key lower-case letters, digits and {@code -}) is a <em>field</em>; any other token is a <em>word</em>.
 * Values and words may be quoted strings ({@link TextValues#quote}).
 *
 * <p>Builders read a node through the accessors, which name the line in their errors; {@link #finish()} then
 * refuses fields and child kinds nobody asked for, so a misspelt field is an error, not silently dropped.
 */
public final class TextNode {

    /** A token of the line: a field ({@code key != null}) or a word. */
    public record Item(String key, String value) {

        /** The token as written. */
        public String text() {
            return key == null ? value : key + "=" + value;
        }
    }

    private final String source;
    private final int line;
    private final String text;
    private final List<TextNode> children = new ArrayList<>(0);
    private List<Item> items;
    private BitSet usedItems;
    private Set<String> usedKinds;

    /**
     * @param source names the text in errors
     * @param line   1-based line number, 0 for a node made by a merge
     * @param text   the line after its indentation
     */
    public TextNode(String source, int line, String text) {
        this.source = source;
        this.line = line;
        this.text = text;
    }

    /** A node of the given tokens (for a merge, which re-assembles a line from fields of two versions). */
    public static TextNode of(String source, int line, List<Item> items) {
        StringBuilder sb = new StringBuilder();
        for (Item item : items) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(item.text());
        }
        TextNode node = new TextNode(source, line, sb.toString());
        node.items = List.copyOf(items);
        return node;
    }

    /** The line's text after its indentation, as written. */
    public String text() {
        return text;
    }

    /** The 1-based line number (0 for a node a merge made). */
    public int line() {
        return line;
    }

    /** The name of the text, for messages. */
    public String source() {
        return source;
    }

    /** The lines indented under this one (the live list, for the parser and merges). */
    public List<TextNode> children() {
        return children;
    }

    /** The tokens of the line, in order. */
    public List<Item> items() {
        if (items == null) {
            items = tokenize();
        }
        return items;
    }

    /** The first token: what the node is ("action", "layer"). */
    public String kind() {
        int space = text.indexOf(' ');
        return space < 0 ? text : text.substring(0, space);
    }

    /** The position label ({@code #3} gives 3), or -1 when the line has none. */
    public int label() {
        List<Item> all = items();
        if (all.size() > 1 && all.get(1).key() == null && isLabel(all.get(1).value())) {
            return Integer.parseInt(all.get(1).value().substring(1));
        }
        return -1;
    }

    /** Whether a token is a position label: {@code #} and digits. */
    public static boolean isLabel(String token) {
        if (token.length() < 2 || token.charAt(0) != '#') {
            return false;
        }
        for (int i = 1; i < token.length(); i++) {
            if (token.charAt(i) < '0' || token.charAt(i) > '9') {
                return false;
            }
        }
        return token.length() < 11;
    }

    /** The line's text without its position label: what identifies its content wherever it stands. */
    public String content() {
        int first = text.indexOf(' ');
        if (first < 0 || first + 1 >= text.length() || text.charAt(first + 1) != '#') {
            return text;
        }
        int second = text.indexOf(' ', first + 1);
        String candidate = second < 0 ? text.substring(first + 1) : text.substring(first + 1, second);
        if (!isLabel(candidate)) {
            return text;
        }
        return second < 0 ? text.substring(0, first) : text.substring(0, first) + text.substring(second);
    }

    // ---- words ------------------------------------------------------------------------------------------------

    /** The words after the kind (position label and fields left out), as written. */
    public List<String> words() {
        List<String> words = new ArrayList<>();
        List<Item> all = items();
        for (int i = 1; i < all.size(); i++) {
            Item item = all.get(i);
            if (item.key() == null && !(i == 1 && isLabel(item.value()))) {
                words.add(item.value());
                markUsed(i);
            }
        }
        return words;
    }

    /** Word {@code index} after the kind (0 is the first), as written. */
    public String word(int index, String what) throws FormatException {
        List<String> words = words();
        if (index >= words.size()) {
            throw error(what, what + " after \"" + kind() + "\"", "nothing");
        }
        return words.get(index);
    }

    /** Word {@code index} after the kind, or empty. */
    public Optional<String> optionalWord(int index) {
        List<String> words = words();
        return index < words.size() ? Optional.of(words.get(index)) : Optional.empty();
    }

    // ---- fields -----------------------------------------------------------------------------------------------

    /** Whether the line has the field {@code key}. */
    public boolean has(String key) {
        return indexOf(key) >= 0;
    }

    /** The value of field {@code key} as written (quotes kept), or empty; marks the field as read. */
    public Optional<String> optional(String key) {
        int i = indexOf(key);
        if (i < 0) {
            return Optional.empty();
        }
        markUsed(i);
        return Optional.of(items().get(i).value());
    }

    /** The value of field {@code key} as written. */
    public String raw(String key) throws FormatException {
        Optional<String> v = optional(key);
        if (v.isEmpty()) {
            throw error(key, "a field " + key + "=… on this " + kind() + " line", "none");
        }
        return v.get();
    }

    /** Field {@code key} as an integer (decimal or {@code 0x} hex) within {@code [min, max]}. */
    public long integer(String key, long min, long max) throws FormatException {
        return checkedInteger(key, raw(key), min, max);
    }

    /** Field {@code key} as an int within {@code [min, max]}, or {@code fallback} when the field is absent. */
    public int integer(String key, int min, int max, int fallback) throws FormatException {
        Optional<String> v = optional(key);
        return v.isEmpty() ? fallback : (int) checkedInteger(key, v.get(), min, max);
    }

    /** Field {@code key} as an int within the i32 range. */
    public int i32(String key) throws FormatException {
        return (int) integer(key, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /** Field {@code key} as an unsigned 32-bit value. */
    public long u32(String key) throws FormatException {
        return integer(key, 0, 0xFFFF_FFFFL);
    }

    /** Field {@code key} as an unsigned value of {@code bits} bits. */
    public int unsigned(String key, int bits) throws FormatException {
        return (int) integer(key, 0, (1L << bits) - 1);
    }

    /** Word or value {@code text} as an integer within {@code [min, max]}; {@code what} names it in errors. */
    public long checkedInteger(String what, String text, long min, long max) throws FormatException {
        long v;
        try {
            v = TextValues.integer(text);
        } catch (NumberFormatException e) {
            throw error(what, "a whole number", quoteForMessage(text));
        }
        if (v < min || v > max) {
            throw error(what, "a number from " + min + " to " + max, text);
        }
        return v;
    }

    /** Field {@code key} as the bits of a 32-bit float ({@link TextValues#floatText}). */
    public int floatBits(String key) throws FormatException {
        String v = raw(key);
        try {
            return TextValues.floatBits(v);
        } catch (NumberFormatException e) {
            throw error(key, "a number (or 0x and the float's 8 hex digits)", quoteForMessage(v));
        }
    }

    /** Field {@code key} as the bits of a 64-bit double. */
    public long doubleBits(String key) throws FormatException {
        String v = raw(key);
        try {
            return TextValues.doubleBits(v);
        } catch (NumberFormatException e) {
            throw error(key, "a number (or 0x and the double's 16 hex digits)", quoteForMessage(v));
        }
    }

    /** Field {@code key} as hex digits of exactly {@code length} bytes (any length when negative). */
    public byte[] hex(String key, int length) throws FormatException {
        return hexValue(key, raw(key), length);
    }

    /** {@code text} as hex digits of exactly {@code length} bytes (any length when negative). */
    public byte[] hexValue(String what, String text, int length) throws FormatException {
        byte[] b;
        try {
            b = TextValues.unhex(text);
        } catch (IllegalArgumentException e) {
            throw error(what, e.getMessage(), null);
        }
        if (length >= 0 && b.length != length) {
            throw error(what, length + " bytes (" + 2 * length + " hex digits)", b.length + " bytes");
        }
        return b;
    }

    /** Field {@code key} as a quoted string, escapes undone ({@link TextValues#unquote}). */
    public String string(String key) throws FormatException {
        return stringValue(key, raw(key));
    }

    /** A quoted word or value, escapes undone. */
    public String stringValue(String what, String token) throws FormatException {
        try {
            return TextValues.unquote(token);
        } catch (IllegalArgumentException e) {
            throw error(what, e.getMessage(), null);
        }
    }

    /** Field {@code key} as one of {@code choices}. */
    public String choice(String key, String... choices) throws FormatException {
        String v = raw(key);
        for (String c : choices) {
            if (c.equals(v)) {
                return v;
            }
        }
        throw error(key, "one of " + String.join(", ", choices), quoteForMessage(v));
    }

    /** Field {@code key} as {@code WIDTHxHEIGHT}, each within {@code [0, max]}. */
    public int[] size(String key, int max) throws FormatException {
        return sizeValue(key, raw(key), max);
    }

    /** {@code text} as {@code WIDTHxHEIGHT}, each within {@code [0, max]}. */
    public int[] sizeValue(String what, String text, int max) throws FormatException {
        int x = text.indexOf('x');
        if (x <= 0) {
            throw error(what, "WIDTHxHEIGHT (e.g. 40x52)", quoteForMessage(text));
        }
        return new int[] {(int) checkedInteger(what + " width", text.substring(0, x), 0, max),
            (int) checkedInteger(what + " height", text.substring(x + 1), 0, max)};
    }

    // ---- children ---------------------------------------------------------------------------------------------

    /** The children of kind {@code kind}, in order; marks the kind as read. */
    public List<TextNode> children(String kind) {
        usedKind(kind);
        List<TextNode> out = new ArrayList<>();
        for (TextNode c : children) {
            if (c.kind().equals(kind)) {
                out.add(c);
            }
        }
        return out;
    }

    /** The one child of kind {@code kind}, or empty; two are an error. */
    public Optional<TextNode> optionalChild(String kind) throws FormatException {
        List<TextNode> found = children(kind);
        if (found.size() > 1) {
            throw found.get(1).error(kind, "one " + kind + " line under line " + line, "a second one");
        }
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }

    /** The one child of kind {@code kind}. */
    public TextNode child(String kind) throws FormatException {
        Optional<TextNode> c = optionalChild(kind);
        if (c.isEmpty()) {
            throw error(kind, "a " + kind + " line under this " + kind() + " line", "none");
        }
        return c.get();
    }

    /** Every child, as data lines: marks them all as read. */
    public List<TextNode> dataChildren() {
        for (TextNode c : children) {
            usedKind(c.kind());
        }
        return children;
    }

    /** Marks a kind of child as read (a builder that walks {@link #children()} itself). */
    public void usedKind(String kind) {
        if (usedKinds == null) {
            usedKinds = new HashSet<>();
        }
        usedKinds.add(kind);
    }

    /**
     * Refuses what no builder read: a field the line's kind does not have (a misspelling), or a child line of a
     * kind nothing asked for.
     */
    public void finish() throws FormatException {
        List<Item> all = items();
        for (int i = 1; i < all.size(); i++) {
            Item item = all.get(i);
            if (item.key() != null && (usedItems == null || !usedItems.get(i))) {
                throw error(item.key(), null, "a " + kind() + " line has no field " + item.key() + " (misspelt?)");
            }
        }
        for (TextNode c : children) {
            if (usedKinds == null || !usedKinds.contains(c.kind())) {
                throw c.error(c.kind(), null, "a " + c.kind() + " line does not belong under a " + kind() + " line");
            }
        }
    }

    // ---- errors -----------------------------------------------------------------------------------------------

    /** An error at this line: {@code SOURCE: line N, column 1, FIELD: expected …, found …}. */
    public FormatException error(String field, String expected, String found) {
        return FormatException.inText(source, 0, Math.max(1, line), 1, field, expected, found);
    }

    /** An error at this line in words of its own. */
    public FormatException error(String problem) {
        return FormatException.inText(source, 0, Math.max(1, line), 1, kind(), null, problem);
    }

    private static String quoteForMessage(String text) {
        return text.length() > 40 ? "\"" + text.substring(0, 40) + "…\"" : "\"" + text + "\"";
    }

    private int indexOf(String key) {
        List<Item> all = items();
        for (int i = 1; i < all.size(); i++) {
            if (key.equals(all.get(i).key())) {
                return i;
            }
        }
        return -1;
    }

    private void markUsed(int i) {
        if (usedItems == null) {
            usedItems = new BitSet();
        }
        usedItems.set(i);
    }

    /** Splits the line: spaces separate tokens, except inside quotes. */
    private List<Item> tokenize() {
        List<Item> out = new ArrayList<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            while (i < n && text.charAt(i) == ' ') {
                i++;
            }
            if (i >= n) {
                break;
            }
            int start = i;
            boolean quoted = false;
            while (i < n && (quoted || text.charAt(i) != ' ')) {
                char c = text.charAt(i);
                if (c == '"') {
                    quoted = !quoted;
                } else if (c == '\\' && quoted) {
                    i++;
                }
                i++;
            }
            String token = text.substring(start, Math.min(i, n));
            int eq = keyEnd(token);
            out.add(eq > 0 && !out.isEmpty() ? new Item(token.substring(0, eq), token.substring(eq + 1))
                    : new Item(null, token));
        }
        return out;
    }

    /** Where {@code =} ends a field's key ([a-z][a-z0-9-]*), or -1 when the token is not a field. */
    private static int keyEnd(String token) {
        if (token.isEmpty() || token.charAt(0) < 'a' || token.charAt(0) > 'z') {
            return -1;
        }
        for (int i = 1; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c == '=') {
                return i;
            }
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-')) {
                return -1;
            }
        }
        return -1;
    }

    @Override
    public String toString() {
        return line + ": " + text;
    }
}
