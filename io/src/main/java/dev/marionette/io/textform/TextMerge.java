package dev.marionette.io.textform;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The three-way merge of text forms by their structure. The lines under a node (actions, frames, layers, images,
 * palette entries, Agent animations and their frames, pixel rows) are matched between base, ours and theirs by
 * their content ({@link SequenceMatch}: an inserted frame moves nothing, position labels {@code #N} are left out
 * of the comparison), never by line number. Then, where the versions differ:
 * <ul>
 * <li>one side changed something the other left alone: the change is taken;</li>
 * <li>both made the same change: it is taken once;</li>
 * <li>both changed the same element: its line is merged field by field ({@code x=} from ours, {@code y=} from
 *     theirs) and the lines under it the same way, down the structure;</li>
 * <li>both changed the same field, or one changed what the other removed, or both inserted different things at
 *     the same place: a {@link Conflict}, naming the path in the structure and the three values; ours is kept
 *     there.</li>
 * </ul>
 */
public final class TextMerge {

    /**
     * A place both sides changed differently.
     *
     * @param path   where in the structure ({@code action #3 > frame #1 > layer #0}), with the field when one
     *               field conflicts ({@code > x})
     * @param base   the base's value (or a summary of its lines); "(none)" when absent
     * @param ours   ours
     * @param theirs theirs
     */
    public record Conflict(String path, String base, String ours, String theirs) {

        /** One line: {@code path: base V, ours V, theirs V}. */
        @Override
        public String toString() {
            return path + ": base " + base + ", ours " + ours + ", theirs " + theirs;
        }
    }

    /**
     * What a merge gives.
     *
     * @param nodes     the merged nodes (ours where there are conflicts)
     * @param conflicts the conflicts, in the order of the structure
     */
    public record Result(List<TextNode> nodes, List<Conflict> conflicts) {

        public Result {
            nodes = List.copyOf(nodes);
            conflicts = List.copyOf(conflicts);
        }

        /** Whether every change merged. */
        public boolean clean() {
            return conflicts.isEmpty();
        }
    }

    private static final String NONE = "(none)";
    private static final int SUMMARY = 60;

    private final Map<TextNode, Long> hashes = new IdentityHashMap<>();
    private final List<Conflict> conflicts = new ArrayList<>();
    private final String source;

    private TextMerge(String source) {
        this.source = source;
    }

    /** Merges the nodes of three versions of a text form (their headers left out). */
    public static Result merge(List<TextNode> base, List<TextNode> ours, List<TextNode> theirs) {
        TextMerge merge = new TextMerge(ours.isEmpty() ? "merge" : ours.get(0).source());
        List<TextNode> merged = merge.mergeLists("", base, ours, theirs);
        return new Result(merged, merge.conflicts);
    }

    /**
     * Merges three plain texts line by line (text formats without a structure of their own, such as ACD or ASF).
     * Lines keep their own endings; the merged text is the lines of the result joined.
     */
    public static Result mergeLines(byte[] base, byte[] ours, byte[] theirs) {
        return merge(lines(base, "base"), lines(ours, "ours"), lines(theirs, "theirs"));
    }

    /** The bytes of merged plain lines ({@link #mergeLines}). */
    public static byte[] joinLines(List<TextNode> lines) {
        StringBuilder sb = new StringBuilder();
        for (TextNode line : lines) {
            sb.append(line.text());
        }
        return sb.toString().getBytes(StandardCharsets.ISO_8859_1);
    }

    /** Each line of {@code data} with its line ending, as a node (Latin-1, so every byte survives). */
    private static List<TextNode> lines(byte[] data, String source) {
        String all = new String(data, StandardCharsets.ISO_8859_1);
        List<TextNode> out = new ArrayList<>();
        int start = 0;
        int number = 1;
        while (start < all.length()) {
            int end = all.indexOf('\n', start);
            end = end < 0 ? all.length() : end + 1;
            out.add(new TextNode(source, number++, all.substring(start, end)));
            start = end;
        }
        return out;
    }

    // ---- lists ------------------------------------------------------------------------------------------------

    private List<TextNode> mergeLists(String path, List<TextNode> base, List<TextNode> ours, List<TextNode> theirs) {
        long[] b = keys(base);
        long[] o = keys(ours);
        long[] t = keys(theirs);
        int[] toOurs = SequenceMatch.match(b, o);
        int[] toTheirs = SequenceMatch.match(b, t);
        List<TextNode> out = new ArrayList<>(Math.max(ours.size(), theirs.size()));
        int i = 0;
        int j = 0;
        int k = 0;
        while (i < base.size() || j < ours.size() || k < theirs.size()) {
            if (i < base.size() && toOurs[i] == j && toTheirs[i] == k) {
                out.add(ours.get(j));
                i++;
                j++;
                k++;
                continue;
            }
            int m = i;
            while (m < base.size() && (toOurs[m] < 0 || toTheirs[m] < 0)) {
                m++;
            }
            int jEnd = m < base.size() ? toOurs[m] : ours.size();
            int kEnd = m < base.size() ? toTheirs[m] : theirs.size();
            resolve(path, base, i, m, ours.subList(j, jEnd), theirs.subList(k, kEnd), out);
            i = m;
            j = jEnd;
            k = kEnd;
        }
        return out;
    }

    /** A stretch where the versions differ: base[from, to) against the stretches of ours and theirs. */
    private void resolve(String path, List<TextNode> base, int from, int to, List<TextNode> ours,
            List<TextNode> theirs, List<TextNode> out) {
        List<TextNode> b = base.subList(from, to);
        if (same(ours, b)) {
            out.addAll(theirs);
        } else if (same(theirs, b) || same(ours, theirs)) {
            out.addAll(ours);
        } else if (b.size() == ours.size() && b.size() == theirs.size()) {
            for (int p = 0; p < b.size(); p++) {
                out.add(mergeNodes(path, from + p, base, b.get(p), ours.get(p), theirs.get(p)));
            }
        } else {
            String where = b.isEmpty() ? describeGap(base, from) : describe(base, from, b.get(0))
                    + (b.size() > 1 ? " and the " + (b.size() - 1) + " after it" : "");
            conflicts.add(new Conflict(join(path, where), summary(b), summary(ours), summary(theirs)));
            out.addAll(ours);
        }
    }

    // ---- nodes ------------------------------------------------------------------------------------------------

    private TextNode mergeNodes(String path, int index, List<TextNode> siblings, TextNode base, TextNode ours,
            TextNode theirs) {
        String here = join(path, describe(siblings, index, base));
        if (!base.kind().equals(ours.kind()) || !base.kind().equals(theirs.kind())) {
            conflicts.add(new Conflict(here, summary(List.of(base)), summary(List.of(ours)),
                    summary(List.of(theirs))));
            return ours;
        }
        TextNode line = mergeLine(here, base, ours, theirs);
        TextNode merged = line == ours || line == theirs ? new TextNode(line.source(), line.line(), line.text())
                : line;
        merged.children().addAll(mergeLists(here, base.children(), ours.children(), theirs.children()));
        return merged;
    }

    /** The line of a node both sides changed: field by field, the words as a whole. */
    private TextNode mergeLine(String here, TextNode base, TextNode ours, TextNode theirs) {
        String b = base.content();
        String o = ours.content();
        String t = theirs.content();
        if (o.equals(b) || o.equals(t)) {
            return o.equals(b) ? theirs : ours;
        }
        if (t.equals(b)) {
            return ours;
        }
        List<String> bw = wordsOf(base);
        List<String> ow = wordsOf(ours);
        List<String> tw = wordsOf(theirs);
        List<String> words = ow;
        if (!ow.equals(tw) && !tw.equals(bw)) {
            if (ow.equals(bw)) {
                words = tw;
            } else {
                conflicts.add(new Conflict(here, cut(String.join(" ", bw)), cut(String.join(" ", ow)),
                        cut(String.join(" ", tw))));
            }
        }
        Map<String, String> bf = fieldsOf(base);
        Map<String, String> of = fieldsOf(ours);
        Map<String, String> tf = fieldsOf(theirs);
        Map<String, String> fields = new LinkedHashMap<>(of);
        for (String key : tf.keySet()) {
            if (!fields.containsKey(key)) {
                fields.put(key, null);
            }
        }
        for (String key : new ArrayList<>(fields.keySet())) {
            String vb = bf.get(key);
            String vo = of.get(key);
            String vt = tf.get(key);
            String chosen;
            if (Objects.equals(vo, vt) || Objects.equals(vt, vb)) {
                chosen = vo;
            } else if (Objects.equals(vo, vb)) {
                chosen = vt;
            } else {
                conflicts.add(new Conflict(here + " > " + key, orNone(vb), orNone(vo), orNone(vt)));
                chosen = vo;
            }
            if (chosen == null) {
                fields.remove(key);
            } else {
                fields.put(key, chosen);
            }
        }
        List<TextNode.Item> items = new ArrayList<>();
        items.add(new TextNode.Item(null, ours.kind()));
        int label = ours.label();
        if (label >= 0) {
            items.add(new TextNode.Item(null, "#" + label));
        }
        for (String w : words) {
            items.add(new TextNode.Item(null, w));
        }
        fields.forEach((key, value) -> items.add(new TextNode.Item(key, value)));
        return TextNode.of(ours.source(), ours.line(), items);
    }

    private static List<String> wordsOf(TextNode node) {
        List<String> words = new ArrayList<>();
        List<TextNode.Item> items = node.items();
        for (int i = 1; i < items.size(); i++) {
            TextNode.Item item = items.get(i);
            if (item.key() == null && !(i == 1 && TextNode.isLabel(item.value()))) {
                words.add(item.value());
            }
        }
        return words;
    }

    private static Map<String, String> fieldsOf(TextNode node) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (TextNode.Item item : node.items()) {
            if (item.key() != null) {
                fields.putIfAbsent(item.key(), item.value());
            }
        }
        return fields;
    }

    // ---- keys -------------------------------------------------------------------------------------------------

    private boolean same(List<TextNode> a, List<TextNode> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (key(a.get(i)) != key(b.get(i))) {
                return false;
            }
        }
        return true;
    }

    private long[] keys(List<TextNode> nodes) {
        long[] keys = new long[nodes.size()];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = key(nodes.get(i));
        }
        return keys;
    }

    /** A 64-bit key of a node's content and everything under it, position labels left out. */
    private long key(TextNode node) {
        Long cached = hashes.get(node);
        if (cached != null) {
            return cached;
        }
        long h = 0xcbf29ce484222325L;
        String content = node.content();
        for (int i = 0; i < content.length(); i++) {
            h = (h ^ content.charAt(i)) * 0x100000001b3L;
        }
        for (TextNode child : node.children()) {
            h = (h ^ 0x9E3779B97F4A7C15L) * 0x100000001b3L;
            h = Long.rotateLeft(h, 17) ^ key(child) * 0xC2B2AE3D27D4EB4FL;
        }
        h ^= h >>> 31;
        hashes.put(node, h);
        return h;
    }

    // ---- words for people -------------------------------------------------------------------------------------

    private static String join(String path, String element) {
        return path.isEmpty() ? element : path + " > " + element;
    }

    /** A node as a path element: {@code action #3}, {@code animation "Greet"}, or {@code line 4 under it}. */
    private static String describe(List<TextNode> siblings, int index, TextNode node) {
        int label = node.label();
        if (label >= 0) {
            return node.kind() + " #" + label;
        }
        List<TextNode.Item> items = node.items();
        if (items.size() > 1 && items.get(1).key() == null && items.get(1).value().startsWith("\"")) {
            return node.kind() + " " + cut(items.get(1).value());
        }
        String kind = node.kind();
        if (kind.matches("[a-z][a-z-]*") && kind.length() > 2) {
            int same = 0;
            int nth = 0;
            for (int i = 0; i < siblings.size(); i++) {
                if (siblings.get(i).kind().equals(kind)) {
                    if (i < index) {
                        nth++;
                    }
                    same++;
                }
            }
            return same == 1 ? kind : kind + " " + (nth + 1) + " of " + same;
        }
        return "line " + (index + 1) + " under it";
    }

    private static String describeGap(List<TextNode> base, int at) {
        return at < base.size() ? "before " + describe(base, at, base.get(at))
                : at == 0 ? "the start" : "after " + describe(base, at - 1, base.get(at - 1));
    }

    private static String summary(List<TextNode> nodes) {
        if (nodes.isEmpty()) {
            return NONE;
        }
        int lines = 0;
        for (TextNode n : nodes) {
            lines += count(n);
        }
        String first = cut(nodes.get(0).text().strip());
        return lines == 1 ? "\"" + first + "\"" : "\"" + first + "\" (" + lines + " lines)";
    }

    private static int count(TextNode node) {
        int n = 1;
        for (TextNode c : node.children()) {
            n += count(c);
        }
        return n;
    }

    private static String cut(String s) {
        return s.length() > SUMMARY ? s.substring(0, SUMMARY) + "…" : s;
    }

    private static String orNone(String v) {
        return v == null ? NONE : v;
    }
}
