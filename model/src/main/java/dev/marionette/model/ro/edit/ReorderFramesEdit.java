package dev.marionette.model.ro.edit;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;

/** Puts the frames of one action in a new order ("Move frame 3 left"); see {@link ReorderItemsEdit}. */
public final class ReorderFramesEdit extends ReorderItemsEdit<ActFrame> {

    private static final long serialVersionUID = 1L;

    /** @param order item {@code i} of the new order is frame {@code order[i]} of the old */
    public ReorderFramesEdit(String name, ActSprPair model, int action, int[] order) {
        super(name, ActRules.action(model.act(), action).frames(), order, Part.FRAME, new int[] {action});
    }
}
