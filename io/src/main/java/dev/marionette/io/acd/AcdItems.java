package dev.marionette.io.acd;

import dev.marionette.io.acd.AcdOutline.Node;
import dev.marionette.io.acd.AcdTextMerge.Line;
import java.util.List;
import java.util.function.Function;

/**
 * The items of one block as it is being rewritten, in the order they will be written, each with the lines before
 * it: the gap that separates it from the item before (blank lines, rules) and the comment lines right above it,
 * which belong to it (they go and move with it). Removing and inserting items keeps the spacing the file has:
 * a removed block takes one separator with it, an inserted one gets the separator the file has between blocks of
 * its kind.
 */
final class AcdItems {

    /** An item: a line or block of the file, of the writer's text, or both. */
    static final class Entry {
        /** The file's item, or null for one the file does not have. */
        final Node file;
        /** What the writer made of the file's item (null: the writer does not write it). */
        Node before;
        /** What the writer makes of it now (null: left as the file has it). */
        Node after;
        List<Line> gap;
        final List<Line> attached;

        Entry(Node file, Node before, Node after, List<Line> gap, List<Line> attached) {
            this.file = file;
            this.before = before;
            this.after = after;
            this.gap = gap;
            this.attached = attached;
        }

        String kind() {
            return (file != null ? file : after).kind();
        }
    }

    private final List<Entry> entries;
    private final List<Line> closing;

    /**
     * @param entries the file's items with their lines before them
     * @param closing the lines after the last item (before the block's end)
     */
    AcdItems(List<Entry> entries, List<Line> closing) {
        this.entries = entries;
        this.closing = closing;
    }

    List<Entry> entries() {
        return entries;
    }

    List<Line> closing() {
        return closing;
    }

    /** Removes an item with the separator on the side of its kind's neighbour, so the rest stays spaced as it was. */
    void remove(Entry e) {
        int i = entries.indexOf(e);
        Entry next = i + 1 < entries.size() ? entries.get(i + 1) : null;
        Entry previous = i > 0 ? entries.get(i - 1) : null;
        boolean nextAlike = next != null && next.kind().equals(e.kind());
        boolean previousAlike = previous != null && previous.kind().equals(e.kind());
        if (next != null && (nextAlike || !previousAlike)) {
            next.gap = e.gap; // its own separator stays, the one after it goes
        }
        entries.remove(i); // else the separator before it goes with it
    }

    /**
     * Inserts {@code n} after {@code anchor} (first when null) and returns its place.
     *
     * @param separator the separator between two items of a kind
     * @param writerGap the writer's gap before {@code n}, for a place the file shows nothing for
     */
    int insert(int anchor, Entry n, Function<String, List<Line>> separator, List<Line> writerGap) {
        int index = anchor + 1;
        Entry previous = index > 0 ? entries.get(index - 1) : null;
        Entry next = index < entries.size() ? entries.get(index) : null;
        String kind = n.kind();
        if (previous != null && previous.kind().equals(kind)) {
            n.gap = separator.apply(kind);
        } else if (next != null && next.kind().equals(kind)) {
            n.gap = next.gap;
            next.gap = separator.apply(kind);
        } else {
            n.gap = writerGap;
        }
        entries.add(index, n);
        return index;
    }

    /** The comment lines at the end of a gap, right above the item after it: the item's own. */
    static int attachedFrom(List<String> gap) {
        int i = gap.size();
        while (i > 0 && gap.get(i - 1).strip().startsWith("//")) {
            i--;
        }
        return i;
    }
}
