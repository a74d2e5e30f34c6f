package dev.marionette.model.doc;

import java.beans.PropertyChangeListener;
import java.beans.PropertyChangeSupport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import javax.swing.undo.UndoableEdit;

/**
 * One open file (or file pair) being edited: its model, its undo history and whether it has unsaved
 * changes. Every change goes through {@link #perform(DocumentEdit)} (or {@link #compound}) so it can be
 * undone, and listeners hear about each complete step.
 *
 * <p>Dirty state is relative to the save point: undoing back to it makes the document clean again, and
 * redoing past it makes it dirty. Bound properties: {@value #DIRTY_PROPERTY} (Boolean) and
 * {@value #HISTORY_PROPERTY} (fired with null values after every step, for undo/redo menus).
 *
 * <p>Not thread-safe: in the editor only the Swing event thread touches a document.
 *
 * @param <M> the model type
 */
public abstract class Document<M> {

    public static final String DIRTY_PROPERTY = "dirty";
    public static final String HISTORY_PROPERTY = "history";

    private final M model;
    private final DocumentHistory history = new DocumentHistory();
    private final List<DocumentListener> listeners = new CopyOnWriteArrayList<>();
    private final PropertyChangeSupport properties = new PropertyChangeSupport(this);
    private boolean undoing;
    private List<DocumentEdit> openCompound;
    private boolean dirty;
    private boolean mergeBarrier;

    protected Document(M model) {
        this.model = Objects.requireNonNull(model, "model");
    }

    /** The model. Read it freely; change it only through edits. */
    public M model() {
        return model;
    }

    /** A short name for tabs and titles, usually the file name. */
    public abstract String displayName();

    /** The undo history (for history panels and limits). */
    public DocumentHistory history() {
        return history;
    }

    /**
     * Applies {@code edit} and records it as one undo step (or as part of the open compound step), then
     * tells the listeners. An edit the format rejects throws {@link EditRejectedException} and changes nothing.
     *
     * @throws IllegalStateException when called while an undo or redo is running
     */
    public void perform(DocumentEdit edit) {
        Objects.requireNonNull(edit, "edit");
        if (undoing) {
            throw new IllegalStateException("an edit cannot be posted while undo or redo runs: "
                    + edit.getPresentationName());
        }
        edit.apply();
        if (openCompound != null) {
            openCompound.add(edit);
            return;
        }
        record(edit);
        fire(DocumentEvent.Cause.EDIT, edit.changes());
    }

    /**
     * Runs {@code body}, whose edits become one undo step named {@code name}. Listeners hear once, after
     * the whole step. If {@code body} throws, the edits it made are taken back and nothing is recorded.
     * Nested calls join the outermost step.
     */
    public <T> T compound(String name, Supplier<T> body) {
        if (openCompound != null) {
            return body.get();
        }
        if (undoing) {
            throw new IllegalStateException("an edit cannot be posted while undo or redo runs: " + name);
        }
        List<DocumentEdit> collected = new ArrayList<>();
        openCompound = collected;
        T result;
        try {
            result = body.get();
        } catch (RuntimeException | Error e) {
            for (int i = collected.size() - 1; i >= 0; i--) {
                collected.get(i).revert();
            }
            throw e;
        } finally {
            openCompound = null;
        }
        if (!collected.isEmpty()) {
            DocumentEdit step = collected.size() == 1 ? collected.get(0) : new CompoundDocumentEdit(name, collected);
            record(step);
            fire(DocumentEvent.Cause.EDIT, step.changes());
        }
        return result;
    }

    /** {@link #compound(String, Supplier)} for bodies without a result. */
    public void compound(String name, Runnable body) {
        compound(name, () -> {
            body.run();
            return null;
        });
    }

    private void record(DocumentEdit edit) {
        UndoableEdit last = history.lastStep();
        if (!mergeBarrier && last instanceof DocumentEdit previous && !history.hasRedo()
                && !history.isAtSavePoint() && previous.canAbsorb(edit)) {
            previous.absorb(edit);
        } else {
            history.addEdit(edit);
        }
        mergeBarrier = false;
    }

    /**
     * Makes the next step one of its own even when the last step could absorb it. Views call it when a burst
     * of merging edits ends for the user: a mouse drag posts one move on release, and the next drag of the
     * same layer is a new undo step, while arrow-key nudges in between still merge with each other.
     */
    public void endMerging() {
        mergeBarrier = true;
    }

    public boolean canUndo() {
        return openCompound == null && history.canUndo();
    }

    public boolean canRedo() {
        return openCompound == null && history.canRedo();
    }

    /** "Undo Move layer", or plain "Undo" when there is nothing to undo. */
    public String undoLabel() {
        return history.getUndoPresentationName();
    }

    /** "Redo Move layer", or plain "Redo". */
    public String redoLabel() {
        return history.getRedoPresentationName();
    }

    /** Undoes the last step. */
    public void undo() {
        UndoableEdit step = history.lastStep();
        if (!canUndo() || step == null) {
            return;
        }
        undoing = true;
        try {
            history.undo();
        } finally {
            undoing = false;
        }
        fire(DocumentEvent.Cause.UNDO, changesOf(List.of(step)));
    }

    /**
     * Takes back the last step for good: undoes it and forgets it, so Redo cannot bring it back (a dialog that
     * previews its change live on the document and is cancelled). Nothing happens when there is no step.
     */
    public void revertLastStep() {
        if (!canUndo()) {
            return;
        }
        undo();
        history.discardRedoSteps();
        updateDirty();
    }

    /** Redoes the step last undone. */
    public void redo() {
        if (!canRedo()) {
            return;
        }
        UndoableEdit step = history.steps().get(history.position());
        undoing = true;
        try {
            history.redo();
        } finally {
            undoing = false;
        }
        fire(DocumentEvent.Cause.REDO, changesOf(List.of(step)));
    }

    /**
     * Undoes or redoes until {@code position} steps are applied (0 = as opened or as far back as the history
     * reaches); the listeners hear once.
     */
    public void jumpTo(int position) {
        List<UndoableEdit> steps = history.steps();
        int current = history.position();
        if (position < 0 || position > steps.size()) {
            throw new IndexOutOfBoundsException("history position " + position + " outside 0.." + steps.size());
        }
        if (position == current || openCompound != null) {
            return;
        }
        undoing = true;
        List<UndoableEdit> passed;
        DocumentEvent.Cause cause;
        try {
            if (position < current) {
                passed = steps.subList(position, current);
                cause = DocumentEvent.Cause.UNDO;
                while (history.position() > position) {
                    history.undo();
                }
            } else {
                passed = steps.subList(current, position);
                cause = DocumentEvent.Cause.REDO;
                while (history.position() < position) {
                    history.redo();
                }
            }
        } finally {
            undoing = false;
        }
        fire(cause, changesOf(passed));
    }

    private static List<Change> changesOf(List<UndoableEdit> steps) {
        List<Change> all = new ArrayList<>();
        for (UndoableEdit e : steps) {
            if (e instanceof DocumentEdit de) {
                all.addAll(de.changes());
            }
        }
        return all;
    }

    /** True when the document differs from what was last opened or saved. */
    public boolean isDirty() {
        return dirty;
    }

    /** Records that the document was just saved: the current state becomes the clean one. */
    public void markSaved() {
        history.markSaved();
        updateDirty();
    }

    private void updateDirty() {
        boolean now = !history.isAtSavePoint();
        if (now != dirty) {
            dirty = now;
            properties.firePropertyChange(DIRTY_PROPERTY, !now, now);
        }
        properties.firePropertyChange(HISTORY_PROPERTY, null, null);
    }

    private void fire(DocumentEvent.Cause cause, List<Change> changes) {
        updateDirty();
        DocumentEvent event = new DocumentEvent(this, cause, changes);
        for (DocumentListener l : listeners) {
            l.documentChanged(event);
        }
    }

    public void addDocumentListener(DocumentListener l) {
        listeners.add(l);
    }

    public void removeDocumentListener(DocumentListener l) {
        listeners.remove(l);
    }

    public void addPropertyChangeListener(PropertyChangeListener l) {
        properties.addPropertyChangeListener(l);
    }

    public void addPropertyChangeListener(String property, PropertyChangeListener l) {
        properties.addPropertyChangeListener(property, l);
    }

    public void removePropertyChangeListener(PropertyChangeListener l) {
        properties.removePropertyChangeListener(l);
    }

    /** For subclasses with bound properties of their own (e.g. the file after Save As). */
    protected PropertyChangeSupport properties() {
        return properties;
    }

    /**
     * Fires bound property {@code property} when {@code old} and {@code now} differ ({@link Objects#deepEquals}:
     * arrays such as a pair of files by their content, two nulls are the same).
     */
    protected void fireIfChanged(String property, Object old, Object now) {
        if (!Objects.deepEquals(old, now)) {
            properties.firePropertyChange(property, old, now);
        }
    }

    /** The name of {@code file} for tabs and titles, or {@code untitled} when there is no file. */
    protected static String fileName(Path file, String untitled) {
        return file == null || file.getFileName() == null ? untitled : file.getFileName().toString();
    }
}
