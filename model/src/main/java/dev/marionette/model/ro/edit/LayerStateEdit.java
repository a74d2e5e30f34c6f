package dev.marionette.model.ro.edit;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.LayerRef;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.function.Consumer;

/**
 * Changes one property of one or more layers in place, as one step: the base of the move, scale, rotate,
 * mirror, tint and sprite edits. The subclass gives the change as a function applied to a copy of each layer;
 * the result is checked against the ACT version before anything changes.
 *
 * <p>A mergeable edit absorbs the next edit of the same class that changes the same property of the very same
 * layers, so an arrow-key nudge or a spinner burst is one undo step.
 *
 * <p>Changes: one {@link Change.Kind#PROPERTY} per layer, named by the property.
 */
public abstract class LayerStateEdit extends LayerValuesEdit {

    private static final long serialVersionUID = 1L;

    private final String property;
    private final boolean mergeable;

    /**
     * @param refs      the layers (duplicates ignored); at least one
     * @param property  the property changed, for change events and merging
     * @param mergeable whether consecutive edits of this property of these layers merge
     * @param change    turns a copy of a layer into its new value
     */
    protected LayerStateEdit(String name, ActSprPair model, Collection<LayerRef> refs, String property,
            boolean mergeable, Consumer<SpriteLayer> change) {
        super(name);
        this.property = property;
        this.mergeable = mergeable;
        if (refs.isEmpty()) {
            throw new EditRejectedException("No layer is selected.");
        }
        for (LayerRef ref : new LinkedHashSet<>(refs)) {
            SpriteLayer target = ActRules.layer(model.act(), ref);
            SpriteLayer value = target.copy();
            change.accept(value);
            ActRules.requireStorable(model.act().version(), value);
            layers.add(target, value, ref.path(), property);
        }
    }

    /** "Move layer" or "Move 3 layers". */
    protected static String name(String verb, Collection<LayerRef> refs) {
        return Names.count(verb, "layer", new LinkedHashSet<>(refs).size());
    }

    /** The property changed. */
    public String property() {
        return property;
    }

    @Override
    public boolean canAbsorb(DocumentEdit next) {
        return mergeable && next.getClass() == getClass() && next instanceof LayerStateEdit other
                && other.property.equals(property) && other.layers.sameTargets(layers);
    }

    @Override
    protected void absorb(DocumentEdit next) {
        layers.takeAfter(((LayerStateEdit) next).layers);
    }
}
