package dev.marionette.model.doc;

import java.util.EventObject;
import java.util.List;

/**
 * What one complete step changed in a document: a single edit, a whole compound edit, an undo or a redo.
 * Listeners are only told once a step has been fully applied, so they never see a half-applied compound edit.
 */
public final class DocumentEvent extends EventObject {

    private static final long serialVersionUID = 1L;

    /** Why the document changed. */
    public enum Cause {
        EDIT, UNDO, REDO
    }

    private final transient List<Change> changes;
    private final Cause cause;

    public DocumentEvent(Document<?> source, Cause cause, List<Change> changes) {
        super(source);
        this.cause = cause;
        this.changes = List.copyOf(changes);
    }

    public Document<?> document() {
        return (Document<?>) getSource();
    }

    public Cause cause() {
        return cause;
    }

    /** Every change of the step, in the order it was applied (for undo: the order of the original edit). */
    public List<Change> changes() {
        return changes;
    }

    /** True when any change concerns {@code part}. */
    public boolean touches(Part part) {
        return changes.stream().anyMatch(c -> c.part() == part);
    }

    @Override
    public String toString() {
        return "DocumentEvent[" + cause + ", " + changes + "]";
    }
}
