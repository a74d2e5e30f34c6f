package dev.marionette.model.doc;

import java.util.ArrayList;
import java.util.List;
import javax.swing.undo.UndoManager;
import javax.swing.undo.UndoableEdit;

/**
 * The undo manager of one document. On top of {@link UndoManager} it knows the save point (so undoing back
 * to it makes the document clean again) and bounds the memory that the history keeps alive: when the edits'
 * {@link DocumentEdit#memoryCost() costs} pass the budget, the oldest steps are dropped first.
 */
public final class DocumentHistory extends UndoManager {

    private static final long serialVersionUID = 1L;

    /** Default budget for the history of one document. */
    public static final long DEFAULT_MEMORY_LIMIT = 256L * 1024 * 1024;
    /** Default maximum number of steps. */
    public static final int DEFAULT_STEP_LIMIT = 1000;

    private long memoryLimit = DEFAULT_MEMORY_LIMIT;
    /** The position (index of next add) the document was saved at; -1 once that state can't be reached. */
    private int savedPosition;

    DocumentHistory() {
        setLimit(DEFAULT_STEP_LIMIT);
    }

    /** Number of steps before the current state (what undo can reach back). */
    public int position() {
        // every DocumentEdit is significant, so the step undo would take is the one just before the position
        UndoableEdit last = editToBeUndone();
        return last == null ? 0 : edits.indexOf(last) + 1;
    }

    /** Every step kept, oldest first; those at index {@code >= position()} are redoable. */
    public List<UndoableEdit> steps() {
        return new ArrayList<>(edits);
    }

    /** The step undo would take back, or null. */
    UndoableEdit lastStep() {
        return editToBeUndone();
    }

    boolean hasRedo() {
        return position() < edits.size();
    }

    /** Forgets the steps redo could reapply (a step taken back for good, as a cancelled dialog does). */
    void discardRedoSteps() {
        if (hasRedo()) {
            trimEdits(position(), edits.size() - 1);
        }
    }

    boolean isAtSavePoint() {
        return savedPosition == position();
    }

    void markSaved() {
        savedPosition = position();
    }

    /** The bytes of edit state the history keeps at most. */
    public long memoryLimit() {
        return memoryLimit;
    }

    /** Sets the memory budget; the oldest steps are dropped at once if the history is over it. */
    public void setMemoryLimit(long bytes) {
        if (bytes <= 0) {
            throw new IllegalArgumentException("memory limit must be positive: " + bytes);
        }
        memoryLimit = bytes;
        trimForMemory();
    }

    /** Bytes the kept steps hold now. */
    public long memoryUsed() {
        long sum = 0;
        for (UndoableEdit e : edits) {
            sum += e instanceof DocumentEdit de ? de.memoryCost() : DocumentEdit.SMALL_EDIT_BYTES;
        }
        return sum;
    }

    @Override
    public synchronized boolean addEdit(UndoableEdit anEdit) {
        boolean added = super.addEdit(anEdit);
        trimForMemory();
        return added;
    }

    /** Drops the oldest undoable steps while over budget, always keeping the newest step. */
    private void trimForMemory() {
        int drop = 0;
        long used = memoryUsed();
        while (used > memoryLimit && drop < position() - 1) {
            UndoableEdit e = edits.get(drop);
            used -= e instanceof DocumentEdit de ? de.memoryCost() : DocumentEdit.SMALL_EDIT_BYTES;
            drop++;
        }
        if (drop > 0) {
            trimEdits(0, drop - 1);
        }
    }

    /** Keeps the save point in step with the steps removed; a save state that can't be reached is lost. */
    @Override
    protected void trimEdits(int from, int to) {
        if (from <= to && savedPosition >= 0) {
            int removed = to - from + 1;
            boolean redoSide = from >= position();
            if (redoSide && savedPosition <= from) {
                // unapplied steps after the saved state: it stays reachable
            } else if (!redoSide && from == 0 && to < savedPosition) {
                // applied steps older than the saved state become the new baseline
                savedPosition -= removed;
            } else {
                savedPosition = -1;
            }
        }
        super.trimEdits(from, to);
    }

    @Override
    protected void undoTo(UndoableEdit edit) {
        super.undoTo(edit);
    }

    @Override
    protected void redoTo(UndoableEdit edit) {
        super.redoTo(edit);
    }
}
