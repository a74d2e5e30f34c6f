package dev.marionette.model.ro.edit;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import java.util.List;

/**
 * Inserts frames into an action ("Add frame", "Duplicate frame 2", "Paste 3 frames"); rejects content the
 * ACT version cannot store (anchors before 0x203, events before 0x200, layer attributes before 0x200).
 */
public final class InsertFramesEdit extends InsertItemsEdit<ActFrame> {

    private static final long serialVersionUID = 1L;

    /**
     * @param index  where the first frame goes in the action
     * @param frames new frame objects (not in the model yet)
     */
    public InsertFramesEdit(String name, ActSprPair model, int action, int index, List<ActFrame> frames) {
        super(name, ActRules.action(model.act(), action).frames(), index, frames, Part.FRAME, new int[] {action},
                "a frame");
        for (ActFrame frame : frames) {
            ActRules.requireStorable(model.act().version(), frame);
        }
    }
}
