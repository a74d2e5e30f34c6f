package dev.marionette.model.ro.edit;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * Removes items, not necessarily consecutive, from one list of the model: actions, frames, layers or
 * anchors. Undo puts the same objects back at their old indexes.
 *
 * <p>Changes: one {@link Change.Kind#REMOVED} per item, in descending index order, so a view applying them
 * one by one removes the right items.
 *
 * @param <T> the item type
 */
public abstract class RemoveItemsEdit<T> extends DocumentEdit {

    private static final long serialVersionUID = 1L;

    private final transient List<T> list;
    /** Ascending. */
    private final int[] indexes;
    private final transient List<T> removed = new ArrayList<>();
    private final transient List<Change> changes = new ArrayList<>();

    /**
     * @param list      the live list
     * @param indexes   the indexes to remove (duplicates ignored), each checked by the subclass to exist
     * @param part      what the items are
     * @param ownerPath the index path of the list's owner
     */
    protected RemoveItemsEdit(String name, List<T> list, Collection<Integer> indexes, Part part, int[] ownerPath) {
        super(name);
        TreeSet<Integer> sorted = new TreeSet<>(indexes);
        if (sorted.isEmpty()) {
            throw new IllegalArgumentException("nothing to remove");
        }
        if (sorted.first() < 0 || sorted.last() >= list.size()) {
            throw new IndexOutOfBoundsException("indexes " + sorted + " outside 0.." + (list.size() - 1));
        }
        this.list = list;
        this.indexes = sorted.stream().mapToInt(Integer::intValue).toArray();
        for (int i : this.indexes) {
            removed.add(list.get(i));
        }
        for (int i : sorted.descendingSet()) {
            changes.add(Change.removed(part, Paths.child(ownerPath, i)));
        }
    }

    /** The removed items, in their old order. */
    public List<T> removed() {
        return List.copyOf(removed);
    }

    @Override
    protected void apply() {
        for (int i = indexes.length - 1; i >= 0; i--) {
            list.remove(indexes[i]);
        }
    }

    @Override
    protected void revert() {
        for (int i = 0; i < indexes.length; i++) {
            list.add(indexes[i], removed.get(i));
        }
    }

    @Override
    public List<Change> changes() {
        return List.copyOf(changes);
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + Costs.ofAll(removed);
    }
}
