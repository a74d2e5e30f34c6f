package dev.marionette.model.ro.edit;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import java.util.List;

/**
 * An edit that writes new values into layers in place, remembering each layer's value before and after
 * ({@link LayerSnapshots}): undo writes the before values back, redo the after values. Subclasses say which layers
 * and values in their constructors.
 *
 * <p>Changes: one {@link Change.Kind#PROPERTY} per layer.
 */
public abstract class LayerValuesEdit extends DocumentEdit {

    private static final long serialVersionUID = 1L;

    /** The layers written, with their values before and after. */
    final transient LayerSnapshots layers = new LayerSnapshots();

    protected LayerValuesEdit(String name) {
        super(name);
    }

    /** True when no layer's value changes (the caller can skip performing it). */
    public boolean isNoOp() {
        return layers.isNoOp();
    }

    @Override
    protected void apply() {
        layers.applyAfter();
    }

    @Override
    protected void revert() {
        layers.applyBefore();
    }

    @Override
    public List<Change> changes() {
        return layers.changes();
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + layers.memoryCost();
    }
}
