package dev.marionette.model.ro.edit;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.FrameRef;

/** Puts the layers of one frame in a new drawing order ("Bring layer forward"); see {@link ReorderItemsEdit}. */
public final class ReorderLayersEdit extends ReorderItemsEdit<SpriteLayer> {

    private static final long serialVersionUID = 1L;

    /** @param order item {@code i} of the new order is layer {@code order[i]} of the old */
    public ReorderLayersEdit(String name, ActSprPair model, FrameRef frame, int[] order) {
        super(name, ActRules.frame(model.act(), frame).layers(), order, Part.LAYER, frame.path());
    }
}
