package dev.marionette.model.doc;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Several edits made by one command ("Paste 3 layers"), undone and redone as one named step. */
public final class CompoundDocumentEdit extends DocumentEdit {

    private static final long serialVersionUID = 1L;

    private final List<DocumentEdit> edits;

    CompoundDocumentEdit(String name, List<DocumentEdit> edits) {
        super(name);
        this.edits = List.copyOf(edits);
    }

    /** The edits in the order they were applied. */
    public List<DocumentEdit> edits() {
        return edits;
    }

    @Override
    protected void apply() {
        for (DocumentEdit e : edits) {
            e.apply();
        }
    }

    @Override
    protected void revert() {
        List<DocumentEdit> reversed = new ArrayList<>(edits);
        Collections.reverse(reversed);
        for (DocumentEdit e : reversed) {
            e.revert();
        }
    }

    @Override
    public List<Change> changes() {
        List<Change> all = new ArrayList<>();
        for (DocumentEdit e : edits) {
            all.addAll(e.changes());
        }
        return all;
    }

    @Override
    public long memoryCost() {
        long sum = SMALL_EDIT_BYTES;
        for (DocumentEdit e : edits) {
            sum += e.memoryCost();
        }
        return sum;
    }
}
