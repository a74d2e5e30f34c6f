package dev.marionette.model.doc;

import java.util.List;
import javax.swing.undo.AbstractUndoableEdit;
import javax.swing.undo.UndoableEdit;

/**
 * Base of every undoable change to a document. A subclass holds the before and after values it needs,
 * checks the format's rules in its constructor (throwing {@link EditRejectedException} before anything
 * changes), and says which {@link Change}s it makes so views can repaint just those.
 *
 * <p>Edits are applied through {@link Document#perform(DocumentEdit)}, never by calling {@link #apply()}
 * directly. Consecutive small edits of one property of one object (arrow-key nudges, spinner bursts) merge
 * into one undo step when {@link #canAbsorb} says so.
 */
public abstract class DocumentEdit extends AbstractUndoableEdit {

    private static final long serialVersionUID = 1L;

    /** A rough size of a small edit's own state, for the history's memory budget. */
    protected static final long SMALL_EDIT_BYTES = 96;

    private final String name;

    protected DocumentEdit(String name) {
        this.name = name;
    }

    /** Makes the change (first time and on redo). */
    protected abstract void apply();

    /** Takes the change back (on undo). */
    protected abstract void revert();

    /** What this edit changes; the same list describes its undo. */
    public abstract List<Change> changes();

    /**
     * Approximate bytes this edit keeps alive (pixel snapshots count fully), for the history's memory limit.
     */
    public long memoryCost() {
        return SMALL_EDIT_BYTES;
    }

    /**
     * True when {@code next}, posted right after this edit, changes the same property of the same object and
     * should become part of this undo step. {@code next} has already been applied.
     */
    public boolean canAbsorb(DocumentEdit next) {
        return false;
    }

    /** Takes {@code next} into this edit, so undoing this edit also undoes {@code next}. */
    protected void absorb(DocumentEdit next) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " does not merge edits");
    }

    @Override
    public final void undo() {
        super.undo();
        revert();
    }

    @Override
    public final void redo() {
        super.redo();
        apply();
    }

    /** Merging is decided by the document (see {@link #canAbsorb}), not by the undo manager. */
    @Override
    public final boolean addEdit(UndoableEdit anEdit) {
        return false;
    }

    @Override
    public String getPresentationName() {
        return name;
    }
}
