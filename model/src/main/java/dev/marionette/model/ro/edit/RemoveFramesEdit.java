package dev.marionette.model.ro.edit;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.FrameRef;
import java.util.Collection;

/** Deletes frames of one action ("Delete frame 3", "Delete 2 frames"). */
public final class RemoveFramesEdit extends RemoveItemsEdit<ActFrame> {

    private static final long serialVersionUID = 1L;

    public RemoveFramesEdit(ActSprPair model, int action, Collection<Integer> frames) {
        super(Names.indexed("Delete", "frame", checked(model, action, frames)),
                ActRules.action(model.act(), action).frames(), frames, Part.FRAME, new int[] {action});
    }

    private static Collection<Integer> checked(ActSprPair model, int action, Collection<Integer> frames) {
        ActRules.action(model.act(), action);
        for (int f : frames) {
            ActRules.frame(model.act(), new FrameRef(action, f));
        }
        return frames;
    }
}
