package dev.marionette.model.ro.edit;

import dev.marionette.model.act.Anchor;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.AnchorRef;
import java.util.List;

/** Deletes one anchor of a frame ("Delete anchor 0"). */
public final class RemoveAnchorEdit extends RemoveItemsEdit<Anchor> {

    private static final long serialVersionUID = 1L;

    public RemoveAnchorEdit(ActSprPair model, AnchorRef anchor) {
        super("Delete anchor " + anchor.anchor(), anchors(model, anchor), List.of(anchor.anchor()), Part.ANCHOR,
                anchor.frameRef().path());
    }

    private static List<Anchor> anchors(ActSprPair model, AnchorRef anchor) {
        ActRules.anchor(model.act(), anchor);
        return ActRules.frame(model.act(), anchor.frameRef()).anchors();
    }
}
