package dev.marionette.io.acd;

import dev.marionette.io.acd.AcdItems.Entry;
import dev.marionette.io.acd.AcdOutline.Node;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Writes an edited character into the ACD text it was read from, changing only what the edits changed.
 *
 * <p>Three outlines take part: the {@code file} (the text as read), {@code before} (the text {@link AcdWriter}
 * gives for the character as read) and {@code after} (the text it gives now). {@code before} and the file
 * describe the same character, block for block: the k-th frame of an animation in one is the k-th in the other.
 * Comparing {@code before} with {@code after} block by block and key by key ({@link AcdSlotMatch}) says what
 * changed; the file's lines for everything else are copied as they are. A changed key keeps its line with only
 * the value rewritten, in the file's style ({@link AcdTextStyle}); a removed block or key loses its lines (and
 * the comments right above it); a new one is written in the file's style where the writer puts it, spaced as the
 * file spaces blocks of its kind ({@link AcdItems}); a moved one keeps its lines. Keys the file writes and the
 * writer does not (an {@code OffsetX = 0}) or the writer writes and the file does not (a {@code Duration} left
 * to the default) stay as the file has them until their value changes.
 */
final class AcdTextMerge {

    /**
     * A line of the result: a line of the file ({@code source}) as it is ({@code text} null) or with new text, or
     * a new line ({@code source} -1).
     */
    record Line(int source, String text, Charset charset) {
    }

    private final AcdOutline file;
    private final AcdOutline before;
    private final AcdOutline after;
    private final AcdTextStyle style;
    private final List<Line> out = new ArrayList<>();

    private AcdTextMerge(AcdOutline file, AcdOutline before, AcdOutline after, AcdTextStyle style) {
        this.file = file;
        this.before = before;
        this.after = after;
        this.style = style;
    }

    /** The lines of the file with {@code after}'s changes from {@code before}. */
    static List<Line> merge(AcdOutline file, AcdOutline before, AcdOutline after, AcdTextStyle style) {
        AcdTextMerge m = new AcdTextMerge(file, before, after, style);
        m.body(file.root(), before.root(), after.root());
        return m.out;
    }

    private void block(Node f, Node b, Node a) {
        if (before.text(b.first).equals(after.text(a.first))) {
            copy(f.first);
        } else {
            rewrite(f, a);
        }
        body(f, b, a);
        if (f.last != f.first) {
            copy(f.last);
        }
    }

    /** What becomes of a block's items: those that stay (placed), come (pending) or go (removed). */
    private static final class Plan {
        final Map<Node, Entry> placed = new IdentityHashMap<>();
        final Map<Node, Entry> pending = new IdentityHashMap<>();
        final Set<Entry> removed = Collections.newSetFromMap(new IdentityHashMap<>());
    }

    /** The items of a block: kept, changed, removed, moved, new, each group of items on its own. */
    private void body(Node f, Node b, Node a) {
        AcdItems items = items(f);
        Map<String, List<Entry>> fileGroups = new LinkedHashMap<>();
        for (Entry e : items.entries()) {
            fileGroups.computeIfAbsent(e.file.group, k -> new ArrayList<>()).add(e);
        }
        Map<String, List<Node>> beforeGroups = groups(b);
        Map<String, List<Node>> afterGroups = groups(a);
        Set<String> all = new LinkedHashSet<>(fileGroups.keySet());
        all.addAll(beforeGroups.keySet());
        all.addAll(afterGroups.keySet());
        Plan plan = new Plan();
        for (String group : all) {
            group(plan, fileGroups.getOrDefault(group, List.of()), beforeGroups.getOrDefault(group, List.of()),
                    afterGroups.getOrDefault(group, List.of()));
        }
        for (Entry e : new ArrayList<>(items.entries())) {
            if (plan.removed.contains(e)) {
                items.remove(e);
            }
        }
        Map<String, Optional<List<Line>>> separators = new HashMap<>();
        int anchor = -1;
        for (int i = 0; i < a.children.size(); i++) {
            Node child = a.children.get(i);
            Entry e = plan.placed.get(child);
            if (e != null) {
                anchor = items.entries().indexOf(e);
            } else if (plan.pending.containsKey(child)) {
                List<Line> writerGap = writerGap(a, i);
                anchor = items.insert(anchor, plan.pending.get(child),
                        kind -> separators.computeIfAbsent(kind, k -> separator(f, a, k)).orElse(writerGap), writerGap);
            }
        }
        for (Entry e : items.entries()) {
            out.addAll(e.gap);
            out.addAll(e.attached);
            write(e);
        }
        out.addAll(items.closing());
    }

    /** Plans one group: the file's items ({@code fl}), the writer's as read ({@code bl}) and now ({@code al}). */
    private static void group(Plan plan, List<Entry> fl, List<Node> bl, List<Node> al) {
        List<String> bs = bl.stream().map(Node::signature).toList();
        List<String> as = al.stream().map(Node::signature).toList();
        if (bs.equals(as)) {
            if (sameSlots(fl, bl)) {
                for (int k = 0; k < fl.size(); k++) {
                    place(fl.get(k), bl.get(k), al.get(k), plan.placed);
                }
            }
            return;
        }
        if (sameSlots(fl, bl)) {
            AcdSlotMatch match = AcdSlotMatch.of(bs, as, isBlock(fl, bl, al));
            for (int k = 0; k < bl.size(); k++) {
                Entry e = fl.get(k);
                int j = match.now[k];
                if (j < 0 || match.moved[j]) {
                    plan.removed.add(e);
                }
                if (j >= 0 && match.moved[j]) {
                    plan.pending.put(al.get(j), new Entry(e.file, bl.get(k), al.get(j), null, e.attached));
                } else if (j >= 0) {
                    place(e, bl.get(k), al.get(j), plan.placed);
                }
            }
            for (int j = 0; j < al.size(); j++) {
                if (match.was[j] < 0) {
                    plan.pending.put(al.get(j), new Entry(null, null, al.get(j), null, List.of()));
                }
            }
            return;
        }
        // The file writes these otherwise than the writer (a key the writer leaves out, a block in two,
        // Probability before BranchTo): keys keep their lines with the new values, blocks are written anew.
        int kept = 0;
        while (!isBlock(fl, bl, al) && kept < Math.min(fl.size(), al.size())
                && fl.get(kept).file.slot.equals(al.get(kept).slot)) {
            kept++;
        }
        for (int k = 0; k < fl.size(); k++) {
            if (k < kept) {
                place(fl.get(k), null, al.get(k), plan.placed);
            } else {
                plan.removed.add(fl.get(k));
            }
        }
        for (int j = kept; j < al.size(); j++) {
            plan.pending.put(al.get(j), new Entry(null, null, al.get(j), null, List.of()));
        }
    }

    private static void place(Entry e, Node b, Node a, Map<Node, Entry> placed) {
        e.before = b;
        e.after = a;
        placed.put(a, e);
    }

    /** Whether the file's items are the writer's one for one, as the k-th frame is the k-th frame. */
    private static boolean sameSlots(List<Entry> fl, List<Node> bl) {
        if (fl.size() != bl.size()) {
            return false;
        }
        for (int k = 0; k < fl.size(); k++) {
            if (!fl.get(k).file.slot.equals(bl.get(k).slot)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isBlock(List<Entry> fl, List<Node> bl, List<Node> al) {
        return !bl.isEmpty() ? bl.get(0).block : !al.isEmpty() ? al.get(0).block : fl.get(0).file.block;
    }

    /** The file's items of a block with the lines before each: separator, then the item's own comments. */
    private AcdItems items(Node f) {
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < f.children.size(); i++) {
            List<Line> gap = fileGap(f, i);
            int split = AcdItems.attachedFrom(gap.stream().map(l -> file.text(l.source())).toList());
            entries.add(new Entry(f.children.get(i), null, null, new ArrayList<>(gap.subList(0, split)),
                    List.copyOf(gap.subList(split, gap.size()))));
        }
        return new AcdItems(entries, fileGap(f, f.children.size()));
    }

    /**
     * What separates two items of {@code kind}: the file's usual gap between two of them (a rule and blank
     * lines, say), or, when the file shows no usual one, its first such gap without the comments that describe
     * the item after it; when the file has no two of that kind, the writer's; none when neither has.
     */
    private Optional<List<Line>> separator(Node f, Node a, String kind) {
        Map<List<String>, Integer> seen = new LinkedHashMap<>();
        Map<List<String>, List<Line>> lines = new HashMap<>();
        for (int i = 1; i < f.children.size(); i++) {
            if (f.children.get(i - 1).kind().equals(kind) && f.children.get(i).kind().equals(kind)) {
                List<Line> gap = fileGap(f, i);
                List<String> texts = gap.stream().map(l -> file.text(l.source())).toList();
                seen.merge(texts, 1, Integer::sum);
                lines.putIfAbsent(texts, gap);
            }
        }
        if (!seen.isEmpty()) {
            Map.Entry<List<String>, Integer> usual = seen.entrySet().stream()
                    .max(Map.Entry.comparingByValue()).orElseThrow();
            List<Line> gap = lines.get(usual.getKey());
            if (usual.getValue() > 1 || seen.size() == 1 && AcdItems.attachedFrom(usual.getKey()) == gap.size()) {
                return Optional.of(gap);
            }
            List<String> first = seen.keySet().iterator().next();
            return Optional.of(lines.get(first).subList(0, AcdItems.attachedFrom(first)));
        }
        for (int i = 1; i < a.children.size(); i++) {
            if (a.children.get(i - 1).kind().equals(kind) && a.children.get(i).kind().equals(kind)) {
                return Optional.of(writerGap(a, i));
            }
        }
        return Optional.empty();
    }

    private void write(Entry e) {
        if (e.file == null || e.file.block && e.before == null && e.after != null) {
            generate(e.after);
        } else if (e.after == null || e.before != null && e.before.signature().equals(e.after.signature())) {
            for (int i = e.file.first; i <= e.file.last; i++) {
                copy(i);
            }
        } else if (e.file.block) {
            block(e.file, e.before, e.after);
        } else {
            rewrite(e.file, e.after);
        }
    }

    /** The file's line of {@code f} with the value of {@code a}. */
    private void rewrite(Node f, Node a) {
        String text = file.text(f.first);
        String changed = style.rewrite(text, a.statement);
        out.add(changed.equals(text) ? new Line(f.first, null, null) : new Line(f.first, changed,
                file.charset(f.first)));
    }

    /** A block or key the file does not have, written in its style. */
    private void generate(Node a) {
        out.add(new Line(-1, style.newLine(a.statement, a.depth), after.charset(a.first)));
        if (!a.block) {
            return;
        }
        for (int i = 0; i < a.children.size(); i++) {
            out.addAll(writerGap(a, i));
            generate(a.children.get(i));
        }
        out.addAll(writerGap(a, a.children.size()));
        if (a.last != a.first) {
            AcdStatement end = AcdStatement.parse(null, after.text(a.last));
            out.add(new Line(-1, style.newLine(end, a.depth), after.charset(a.last)));
        }
    }

    private void copy(int line) {
        out.add(new Line(line, null, null));
    }

    private List<Line> fileGap(Node f, int index) {
        List<Line> gap = new ArrayList<>();
        for (int i = AcdOutline.gapStart(f, index); i < AcdOutline.gapEnd(f, index); i++) {
            gap.add(new Line(i, null, null));
        }
        return gap;
    }

    /** The writer's comment and blank lines before child {@code index} of {@code a}, as new lines. */
    private List<Line> writerGap(Node a, int index) {
        List<Line> gap = new ArrayList<>();
        for (int i = AcdOutline.gapStart(a, index); i < AcdOutline.gapEnd(a, index); i++) {
            String text = after.text(i);
            gap.add(new Line(-1, text.isBlank() ? "" : text.strip(), after.charset(i)));
        }
        return gap;
    }

    /** A node's children by group ({@link AcdOutline#group}), in order. */
    private static Map<String, List<Node>> groups(Node n) {
        Map<String, List<Node>> groups = new LinkedHashMap<>();
        for (Node child : n.children) {
            groups.computeIfAbsent(child.group, k -> new ArrayList<>()).add(child);
        }
        return groups;
    }
}
