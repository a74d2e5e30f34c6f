package dev.marionette.model.ro.edit;

import dev.marionette.model.act.Anchor;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.FrameRef;
import java.util.List;

/** Adds an anchor to a frame ("Add anchor"); anchors need ACT 0x203 or later. */
public final class InsertAnchorEdit extends InsertItemsEdit<Anchor> {

    private static final long serialVersionUID = 1L;

    /** @param anchor a new anchor object (not in the model yet) */
    public InsertAnchorEdit(ActSprPair model, FrameRef frame, int index, Anchor anchor) {
        super("Add anchor", ActRules.frame(model.act(), frame).anchors(), index, List.of(anchor), Part.ANCHOR,
                frame.path(), "an anchor");
        ActRules.requireAnchors(model.act().version());
    }
}
