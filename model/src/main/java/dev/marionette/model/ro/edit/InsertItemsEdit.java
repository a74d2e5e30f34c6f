package dev.marionette.model.ro.edit;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import java.util.ArrayList;
import java.util.List;

/**
 * Inserts consecutive items into one list of the model: actions, frames, layers or anchors. The inserted
 * objects are the ones given (callers pass fresh copies); redo inserts the same objects again, so later edits
 * that hold them stay valid.
 *
 * <p>Changes: one {@link Change.Kind#ADDED} per item, in ascending index order.
 *
 * @param <T> the item type
 */
public abstract class InsertItemsEdit<T> extends DocumentEdit {

    private static final long serialVersionUID = 1L;

    private final transient List<T> list;
    private final int index;
    private final transient List<T> items;
    private final transient List<Change> changes = new ArrayList<>();

    /**
     * @param list      the live list
     * @param index     where the first item goes (0..size)
     * @param items     the items, at least one
     * @param part      what the items are
     * @param ownerPath the index path of the list's owner
     * @param noun      what an item is called in messages ("a layer")
     */
    protected InsertItemsEdit(String name, List<T> list, int index, List<T> items, Part part, int[] ownerPath,
            String noun) {
        super(name);
        if (items.isEmpty()) {
            throw new IllegalArgumentException("nothing to insert");
        }
        ActRules.requireInsertionPoint(index, list.size(), noun);
        this.list = list;
        this.index = index;
        this.items = List.copyOf(items);
        for (int i = 0; i < items.size(); i++) {
            changes.add(Change.added(part, Paths.child(ownerPath, index + i)));
        }
    }

    /** Index of the first inserted item. */
    public int index() {
        return index;
    }

    /** The inserted items (the objects placed in the model). */
    public List<T> items() {
        return items;
    }

    @Override
    protected void apply() {
        list.addAll(index, items);
    }

    @Override
    protected void revert() {
        list.subList(index, index + items.size()).clear();
    }

    @Override
    public List<Change> changes() {
        return List.copyOf(changes);
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + Costs.ofAll(items);
    }
}
