package dev.marionette.model.ro.edit;

import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.LayerRef;
import java.util.Collection;

/**
 * Moves layers by an offset ("Move layer", "Move 3 layers"): all selected layers in one step. Consecutive
 * moves of the same layers merge, so nudging with the arrow keys is one undo step.
 */
public final class MoveLayersEdit extends LayerStateEdit {

    private static final long serialVersionUID = 1L;

    /** The property name in change events. */
    public static final String PROPERTY = "position";

    public MoveLayersEdit(ActSprPair model, Collection<LayerRef> layers, int dx, int dy) {
        super(name("Move", layers), model, layers, PROPERTY, true, layer -> {
            layer.setX(ActRules.offset(layer.x(), dx));
            layer.setY(ActRules.offset(layer.y(), dy));
        });
    }
}
