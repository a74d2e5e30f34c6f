package dev.marionette.model.ro.edit;

import dev.marionette.model.act.Anchor;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.AnchorRef;

/** Moves an anchor to a position ("Move anchor"). Consecutive moves of the same anchor merge (nudges, drags). */
public final class MoveAnchorEdit extends SetPropertyEdit<MoveAnchorEdit.Position> {

    private static final long serialVersionUID = 1L;

    /** The property name in change events. */
    public static final String PROPERTY = "position";

    /** An anchor position. */
    public record Position(int x, int y) {
    }

    public MoveAnchorEdit(ActSprPair model, AnchorRef ref, int x, int y) {
        this(ref, ActRules.anchor(model.act(), ref), new Position(x, y));
    }

    private MoveAnchorEdit(AnchorRef ref, Anchor anchor, Position to) {
        super("Move anchor", anchor, PROPERTY, new Position(anchor.x(), anchor.y()), to, p -> {
            anchor.setX(p.x());
            anchor.setY(p.y());
        }, Change.property(Part.ANCHOR, PROPERTY, ref.path()), true);
    }
}
