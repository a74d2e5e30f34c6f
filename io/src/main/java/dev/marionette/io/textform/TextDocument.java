package dev.marionette.io.textform;

import dev.marionette.io.FormatException;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A text form read into its lines ({@link TextNode}s nested by indentation), with the header line that names the
 * binary format it stands for: {@code format ragnarok.act form=1}. Comment lines ({@code #} first) and blank lines
 * are skipped. Indentation is two spaces per level; a line may be at most one level deeper than the line before.
 *
 * @param source the text's name, for messages
 * @param format the format's identifier from the header ({@code ragnarok.act})
 * @param form   the version of the text form, from the header
 * @param header the header line
 * @param nodes  the lines after the header at the outermost level, each with the lines under it
 */
public record TextDocument(String source, String format, int form, TextNode header, List<TextNode> nodes) {

    /** The keyword of the header line. */
    public static final String HEADER = "format";

    public TextDocument {
        nodes = List.copyOf(nodes);
    }

    /** Whether {@code data} starts like a text form: its first line that is not a comment is a header line. */
    public static boolean looksLikeTextForm(byte[] data) {
        int i = bomLength(data);
        while (i < data.length) {
            int end = i;
            while (end < data.length && data[end] != '\n') {
                end++;
            }
            String line = new String(data, i, end - i, StandardCharsets.UTF_8).strip();
            if (!line.isEmpty() && !line.startsWith("#")) {
                return line.startsWith(HEADER + " ");
            }
            i = end + 1;
        }
        return false;
    }

    /**
     * Reads a text form.
     *
     * @throws FormatException naming the line: no header, bad indentation, a tab, an unclosed quote
     */
    public static TextDocument parse(byte[] data, String source) throws FormatException {
        String text = new String(data, bomLength(data), data.length - bomLength(data), StandardCharsets.UTF_8);
        List<TextNode> roots = new ArrayList<>();
        List<TextNode> stack = new ArrayList<>();
        int lineNumber = 0;
        int start = 0;
        int n = text.length();
        while (start <= n) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = n;
            }
            lineNumber++;
            int stop = end > start && text.charAt(end - 1) == '\r' ? end - 1 : end;
            int indent = start;
            while (indent < stop && text.charAt(indent) == ' ') {
                indent++;
            }
            if (indent < stop && text.charAt(indent) != '#') {
                if (text.charAt(indent) == '\t') {
                    throw FormatException.inText(source, start, lineNumber, indent - start + 1, "indentation",
                            "spaces (two per level)", "a tab");
                }
                int spaces = indent - start;
                if (spaces % 2 != 0) {
                    throw FormatException.inText(source, start, lineNumber, 1, "indentation",
                            "two spaces per level", spaces + " spaces");
                }
                int depth = spaces / 2;
                if (depth > stack.size()) {
                    throw FormatException.inText(source, start, lineNumber, 1, "indentation",
                            "at most " + stack.size() + " levels (one more than the line above)", depth + " levels");
                }
                String content = stripEnd(text.substring(indent, stop));
                checkQuotes(content, source, start, lineNumber);
                TextNode node = new TextNode(source, lineNumber, content);
                while (stack.size() > depth) {
                    stack.remove(stack.size() - 1);
                }
                if (depth == 0) {
                    roots.add(node);
                } else {
                    stack.get(depth - 1).children().add(node);
                }
                stack.add(node);
            }
            start = end + 1;
        }
        if (roots.isEmpty() || !roots.get(0).kind().equals(HEADER)) {
            throw FormatException.inText(source, 0, roots.isEmpty() ? 1 : Math.max(1, roots.get(0).line()), 1,
                    "header", "a first line \"format ID form=N\" (made by marionette text show)",
                    roots.isEmpty() ? "no lines" : "\"" + roots.get(0).text() + "\"");
        }
        TextNode header = roots.get(0);
        String format = header.word(0, "format identifier");
        int form = (int) header.integer("form", 1, 1000);
        header.finish();
        return new TextDocument(source, format, form, header, roots.subList(1, roots.size()));
    }

    /** The text of a tree of nodes: each at two spaces per level, as {@link #parse} reads it. */
    public static byte[] print(List<TextNode> roots) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 16);
        StringBuilder sb = new StringBuilder();
        for (TextNode root : roots) {
            print(root, 0, sb, out);
        }
        flush(sb, out);
        return out.toByteArray();
    }

    /** The whole document as text: header and nodes. */
    public byte[] print() {
        List<TextNode> all = new ArrayList<>();
        all.add(header);
        all.addAll(nodes);
        return print(all);
    }

    private static void print(TextNode node, int depth, StringBuilder sb, ByteArrayOutputStream out) {
        sb.append("  ".repeat(depth)).append(node.text()).append('\n');
        if (sb.length() > 1 << 16) {
            flush(sb, out);
        }
        for (TextNode child : node.children()) {
            print(child, depth + 1, sb, out);
        }
    }

    private static void flush(StringBuilder sb, ByteArrayOutputStream out) {
        out.writeBytes(sb.toString().getBytes(StandardCharsets.UTF_8));
        sb.setLength(0);
    }

    private static int bomLength(byte[] data) {
        return data.length >= 3 && (data[0] & 0xFF) == 0xEF && (data[1] & 0xFF) == 0xBB && (data[2] & 0xFF) == 0xBF
                ? 3 : 0;
    }

    private static String stripEnd(String s) {
        int end = s.length();
        while (end > 0 && s.charAt(end - 1) == ' ') {
            end--;
        }
        return s.substring(0, end);
    }

    private static void checkQuotes(String line, String source, int offset, int lineNumber) throws FormatException {
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (c == '\\' && quoted) {
                i++;
            } else if (c < 0x20) {
                throw FormatException.inText(source, offset, lineNumber, i + 1, "text", "printable characters"
                        + " (write control characters as \\u00HH in quotes)", String.format("U+%04X", (int) c));
            }
        }
        if (quoted) {
            throw FormatException.inText(source, offset, lineNumber, line.length(), "string",
                    "a closing quote \"", "the end of the line");
        }
    }
}
