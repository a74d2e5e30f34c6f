package dev.marionette.model.acs.edit;

import dev.marionette.model.doc.Change;
import java.util.ArrayList;
import java.util.List;

/**
 * An edit of one entry of a list in the character (an image or sound of its tables, an animation, a frame, a
 * language, an image placed in a frame, a branch): the entry goes in, comes out, is replaced or moves, and the
 * references into the list by index ({@link Renumbering}) are renumbered with it so they keep pointing at the
 * same entries. The operation that builds it checks the change against the rules first and names the step;
 * this edit only applies and reverts it. A removed or replaced entry is kept, so undo puts back the very
 * object that was there.
 *
 * <p>Changes, in order: the renumbered references (with the indexes from before the list changes), then the
 * entry's own change.
 */
final class ListEntryEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient Runnable forward;
    private final transient Runnable back;
    private final transient Renumbering references;
    private final long entryBytes;

    private ListEntryEdit(String name, Runnable forward, Runnable back, Renumbering references, Change change,
            long entryBytes) {
        super(name);
        this.forward = forward;
        this.back = back;
        this.references = references;
        this.entryBytes = entryBytes;
        List<Change> changes = new ArrayList<>(references.changes());
        changes.add(change);
        setChanges(changes);
    }

    /** Inserts {@code entry} at {@code index}; nothing refers to the list by index. */
    static <T> ListEntryEdit insert(String name, List<T> list, int index, T entry, Change added) {
        return insert(name, list, index, entry, added, Renumbering.NONE, 0);
    }

    /** Inserts {@code entry} at {@code index}, renumbering {@code references}; {@code entryBytes} for memory. */
    static <T> ListEntryEdit insert(String name, List<T> list, int index, T entry, Change added,
            Renumbering references, long entryBytes) {
        return new ListEntryEdit(name, () -> list.add(index, entry), () -> list.remove(index), references, added,
                entryBytes);
    }

    /** Removes the entry at {@code index}; nothing refers to the list by index. */
    static <T> ListEntryEdit remove(String name, List<T> list, int index, Change removed) {
        return remove(name, list, index, removed, Renumbering.NONE, 0);
    }

    /** Removes the entry at {@code index}, renumbering {@code references}; {@code entryBytes} for memory. */
    static <T> ListEntryEdit remove(String name, List<T> list, int index, Change removed, Renumbering references,
            long entryBytes) {
        T entry = list.get(index);
        return new ListEntryEdit(name, () -> list.remove(index), () -> list.add(index, entry), references, removed,
                entryBytes);
    }

    /** Puts {@code entry} in place of the one at {@code index}; {@code entryBytes} (both entries) for memory. */
    static <T> ListEntryEdit replace(String name, List<T> list, int index, T entry, Change replaced,
            long entryBytes) {
        T before = list.get(index);
        return new ListEntryEdit(name, () -> list.set(index, entry), () -> list.set(index, before),
                Renumbering.NONE, replaced, entryBytes);
    }

    /** Moves the entry at {@code from} to {@code to}; nothing refers to the list by index. */
    static <T> ListEntryEdit move(String name, List<T> list, int from, int to, Change moved) {
        return move(name, list, from, to, moved, Renumbering.NONE);
    }

    /**
     * Moves the entry at {@code from} to {@code to} (the ones between shift by one towards {@code from}, as
     * {@link IndexMap#move} maps them), renumbering {@code references}.
     */
    static <T> ListEntryEdit move(String name, List<T> list, int from, int to, Change moved,
            Renumbering references) {
        return new ListEntryEdit(name, () -> IndexMap.moveItem(list, from, to),
                () -> IndexMap.moveItem(list, to, from),
                references, moved, 0);
    }

    @Override
    protected void apply() {
        references.apply();
        forward.run();
    }

    @Override
    protected void revert() {
        back.run();
        references.revert();
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + entryBytes + references.memoryCost();
    }
}
