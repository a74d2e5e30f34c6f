package dev.marionette.io.acd;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The shape of an ACD text, for rewriting it in place ({@link AcdTextMerge}): every block ({@code DefineX} ...
 * {@code EndX}) and key line with the lines it spans, nested as in the file. The comment and blank lines between
 * them are not nodes; they are the gaps between the spans. Each line is decoded in its code page (a
 * {@code DefineInfo} block's lines in its language's, acs.md 5.1), which new lines written there use too.
 *
 * <p>Only texts that parse are outlined (the file as read, or Marionette's own text), so the shape is all that
 * is looked at: a {@code Define} keyword opens a block, an {@code End} keyword closes the open one.
 */
final class AcdOutline {

    /** The lines to outline: their count and each one's text in a code page. */
    interface Lines {
        int size();

        String text(int index, Charset charset);
    }

    /** A block or a key line; the root stands for the whole text. */
    static final class Node {
        private final AcdOutline outline;
        private String signature;
        final AcdStatement statement;
        final int first;
        int last;
        final int depth;
        final String slot;
        final String group;
        final boolean block;
        final List<Node> children = new ArrayList<>();

        private Node(AcdOutline outline, AcdStatement statement, int first, int depth, boolean block) {
            this.outline = outline;
            this.statement = statement;
            this.first = first;
            this.last = first;
            this.depth = depth;
            this.block = block;
            this.slot = statement == null ? "" : slot(statement);
            this.group = group(slot);
        }

        /** The node's lines, header to end, joined: what two nodes are compared by. */
        String signature() {
            if (signature == null) {
                StringBuilder sb = new StringBuilder();
                for (int i = first; i <= last; i++) {
                    sb.append(outline.texts.get(i)).append('\n');
                }
                signature = sb.toString();
            }
            return signature;
        }

        /** What gaps are chosen by: a block's keyword; all key lines are alike. */
        String kind() {
            return block ? slot : "key";
        }
    }

    private final List<String> texts = new ArrayList<>();
    private final List<Charset> charsets = new ArrayList<>();
    private final Node root;

    private AcdOutline(Lines lines) {
        int n = lines.size();
        root = new Node(this, null, -1, -1, true);
        List<Node> open = new ArrayList<>();
        open.add(root);
        List<Charset> stack = new ArrayList<>();
        Charset charset = CodePages.DEFAULT;
        for (int i = 0; i < n; i++) {
            String text = lines.text(i, charset);
            AcdStatement s = AcdStatement.parse(null, text);
            texts.add(text);
            charsets.add(charset);
            if (s == null) {
                continue;
            }
            Node parent = open.get(open.size() - 1);
            String word = s.keyword();
            if (!s.extension() && parent != root && word.regionMatches(true, 0, "End", 0, 3)) {
                parent.last = i;
                open.remove(open.size() - 1);
                charset = stack.remove(stack.size() - 1);
            } else if (!s.extension() && word.regionMatches(true, 0, "Define", 0, 6)) {
                Node node = new Node(this, s, i, open.size() - 1, true);
                parent.children.add(node);
                open.add(node);
                stack.add(charset);
                if (s.is("DefineInfo")) {
                    charset = infoCharset(s);
                }
            } else {
                parent.children.add(new Node(this, s, i, open.size() - 1, false));
            }
        }
        // A block left open (not in a text that parsed) ends with the text.
        for (int i = open.size() - 1; i > 0; i--) {
            open.get(i).last = n - 1;
        }
        root.last = n;
    }

    /** The outline of an ACD file's lines. */
    static AcdOutline of(List<AcdLine> lines) {
        return new AcdOutline(new Lines() {
            @Override
            public int size() {
                return lines.size();
            }

            @Override
            public String text(int index, Charset charset) {
                return lines.get(index).text(charset);
            }
        });
    }

    /** The outline of a text as {@link AcdWriter} makes it (lines ending with {@code \n}). */
    static AcdOutline of(String text) {
        String[] split = text.split("\n", -1);
        int n = text.endsWith("\n") ? split.length - 1 : split.length;
        return new AcdOutline(new Lines() {
            @Override
            public int size() {
                return n;
            }

            @Override
            public String text(int index, Charset charset) {
                return split[index];
            }
        });
    }

    Node root() {
        return root;
    }

    int size() {
        return texts.size();
    }

    String text(int line) {
        return texts.get(line);
    }

    Charset charset(int line) {
        return charsets.get(line);
    }

    /** The first line of the gap before {@code children.get(index)} of {@code parent} (after the previous one). */
    static int gapStart(Node parent, int index) {
        return index == 0 ? parent.first + 1 : parent.children.get(index - 1).last + 1;
    }

    /** The first line after the gap before child {@code index} ({@code children.size()}: the closing gap). */
    static int gapEnd(Node parent, int index) {
        return index < parent.children.size() ? parent.children.get(index).first : parent.last;
    }

    /**
     * What a line is matched by in its block: the keyword, ignoring case, {@code @} first for Marionette's
     * {@code //@} lines. A plain {@code ReplaceTopImage} line is read as the {@code //@} one, so it is the same.
     */
    static String slot(AcdStatement s) {
        String word = s.keyword().toLowerCase(Locale.ROOT);
        return s.extension() || word.equals("replacetopimage") ? "@" + word : word;
    }

    /**
     * What items are matched within, in order: the slot, except that lines whose order counts together are one
     * group: the {@code BranchTo} and {@code Probability} lines of a branching (read in pairs), the
     * {@code //@ Image} and {@code //@ EmptyImage} lines (one table).
     */
    static String group(String slot) {
        return switch (slot) {
            case "probability" -> "branchto";
            case "@emptyimage" -> "@image";
            default -> slot;
        };
    }

    private static Charset infoCharset(AcdStatement s) {
        String v = s.value().text();
        if (v.length() > 2 && (v.startsWith("0x") || v.startsWith("0X"))) {
            v = v.substring(2);
        }
        try {
            return CodePages.forLanguage(Integer.parseInt(v, 16) & 0xFFFF);
        } catch (NumberFormatException e) {
            return CodePages.DEFAULT;
        }
    }
}
