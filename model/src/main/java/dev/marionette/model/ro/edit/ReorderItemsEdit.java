package dev.marionette.model.ro.edit;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * Puts the items of one list (frames, layers) in a new order, given as a permutation: item {@code i} of the
 * new order is item {@code order[i]} of the old one. Undo restores the old order with the same objects.
 *
 * <p>Changes: one {@link Change.Kind#MOVED} on the list owner's path.
 *
 * @param <T> the item type
 */
public abstract class ReorderItemsEdit<T> extends DocumentEdit {

    private static final long serialVersionUID = 1L;

    private final transient List<T> list;
    private final transient List<T> before;
    private final transient List<T> after;
    private final transient Change change;

    protected ReorderItemsEdit(String name, List<T> list, int[] order, Part part, int[] ownerPath) {
        super(name);
        requirePermutation(order, list.size());
        this.list = list;
        this.before = List.copyOf(list);
        List<T> reordered = new ArrayList<>(order.length);
        for (int i : order) {
            reordered.add(list.get(i));
        }
        this.after = List.copyOf(reordered);
        this.change = Change.moved(part, ownerPath);
    }

    private static void requirePermutation(int[] order, int size) {
        boolean[] seen = new boolean[size];
        if (order.length != size) {
            throw new IllegalArgumentException("an order of " + order.length + " items for a list of " + size);
        }
        for (int i : order) {
            if (i < 0 || i >= size || seen[i]) {
                throw new IllegalArgumentException("not a permutation of 0.." + (size - 1) + ": index " + i);
            }
            seen[i] = true;
        }
    }

    /** True when the order is the current one. */
    public boolean isNoOp() {
        for (int i = 0; i < before.size(); i++) {
            if (before.get(i) != after.get(i)) {
                return false;
            }
        }
        return true;
    }

    @Override
    protected void apply() {
        list.clear();
        list.addAll(after);
    }

    @Override
    protected void revert() {
        list.clear();
        list.addAll(before);
    }

    @Override
    public List<Change> changes() {
        return List.of(change);
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + 16L * before.size();
    }
}
