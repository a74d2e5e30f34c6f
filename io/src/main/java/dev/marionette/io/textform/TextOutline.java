package dev.marionette.io.textform;

import dev.marionette.io.FormatException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where each line of a text form stands in the file's structure: the chain of lines it is indented under and its
 * own, each as its kind and its position among the lines of that kind under the same parent ({@code action} 3,
 * {@code frame} 1, {@code layer} 0). An editor uses it to show the part of a file a line is about; a text that is
 * no text form has an empty outline.
 */
public final class TextOutline {

    /**
     * One step of a path.
     *
     * @param kind  the line's kind ("action"), or "line" for a data line (a pixel row, a palette entry)
     * @param index its position among the lines of that kind under the same parent, from 0
     * @param label how the line names itself: its position label ({@code #3}) or quoted name, else ""
     */
    public record Step(String kind, int index, String label) {

        @Override
        public String toString() {
            if (kind.equals("line")) {
                return "line " + (index + 1);
            }
            return label.isEmpty() ? kind : kind + " " + label;
        }
    }

    private static final List<Step> NONE = List.of();

    private final List<Step>[] paths;

    private TextOutline(List<Step>[] paths) {
        this.paths = paths;
    }

    /** The outline of {@code text}; empty when it is no text form or does not parse. */
    @SuppressWarnings("unchecked")
    public static TextOutline of(byte[] text) {
        int lines = 1;
        for (byte b : text) {
            if (b == '\n') {
                lines++;
            }
        }
        List<Step>[] paths = new List[lines + 1];
        Arrays.fill(paths, NONE);
        if (TextDocument.looksLikeTextForm(text)) {
            try {
                TextDocument document = TextDocument.parse(text, "text");
                List<TextNode> all = new ArrayList<>();
                all.add(document.header());
                all.addAll(document.nodes());
                walk(all, List.of(), paths);
            } catch (FormatException e) {
                // no outline
            }
        }
        return new TextOutline(paths);
    }

    private static void walk(List<TextNode> nodes, List<Step> parent, List<Step>[] paths) {
        Map<String, Integer> seen = new HashMap<>();
        for (TextNode node : nodes) {
            String kind = node.kind();
            boolean data = !kind.matches("[a-z][a-z0-9-]*") || node.children().isEmpty() && kind.length() % 2 == 0 && isHex(kind);
            String key = data ? "line" : kind;
            int index = seen.merge(key, 1, Integer::sum) - 1;
            String label = "";
            if (!data) {
                int l = node.label();
                if (l >= 0) {
                    label = "#" + l;
                } else {
                    List<TextNode.Item> items = node.items();
                    if (items.size() > 1 && items.get(1).key() == null && items.get(1).value().startsWith("\"")) {
                        label = items.get(1).value();
                    }
                }
            }
            List<Step> path = new ArrayList<>(parent);
            path.add(new Step(key, index, label));
            List<Step> fixed = List.copyOf(path);
            if (node.line() > 0 && node.line() < paths.length) {
                paths[node.line()] = fixed;
            }
            walk(node.children(), fixed, paths);
        }
    }

    private static boolean isHex(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.digit(s.charAt(i), 16) < 0) {
                return false;
            }
        }
        return true;
    }

    /** The path of line {@code line} (1-based); empty for a comment, a blank line or a text without outline. */
    public List<Step> pathAt(int line) {
        return line > 0 && line < paths.length ? paths[line] : NONE;
    }

    /** The path of a line in words: {@code action #3 > frame #1 > layer #0}; "" when it has none. */
    public String describe(int line) {
        List<Step> path = pathAt(line);
        StringBuilder sb = new StringBuilder();
        for (Step step : path) {
            if (sb.length() > 0) {
                sb.append(" > ");
            }
            sb.append(step);
        }
        return sb.toString();
    }
}
