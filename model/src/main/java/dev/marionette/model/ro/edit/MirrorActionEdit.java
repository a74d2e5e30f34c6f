package dev.marionette.model.ro.edit;

import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.MirrorRule;

/**
 * Replaces the action facing the opposite way with a mirror image of an action ("Mirror action 1 to action
 * 7"): direction d becomes 8 - d (1..3 and 5..7); the interval is copied. {@link MirrorRule} gives the exact
 * rule for layers and anchors and its two conventions for scaled odd-width layers, and {@link #result()}
 * lists the layers whose position is not the drawing model's exact mirror.
 * Directions 0 and 4 have no opposite and are rejected, as is a target action the file does not have.
 */
public final class MirrorActionEdit extends ReplaceActionEdit {

    private static final long serialVersionUID = 1L;

    private final transient MirrorRule.Result result;

    /**
     * @param swapHeadTurns swap the second and third thirds of the frames (head turns; see {@link MirrorRule})
     * @param convention    how scaled odd-width layers are placed
     */
    public MirrorActionEdit(ActSprPair model, int source, boolean swapHeadTurns, MirrorRule.Convention convention) {
        this(model, source, target(model, source), MirrorRule.mirror(ActRules.action(model.act(), source),
                model.sheet(), swapHeadTurns, convention));
    }

    private MirrorActionEdit(ActSprPair model, int source, int target, MirrorRule.Result result) {
        super("Mirror action " + source + " to action " + target, model, target, result.action());
        this.result = result;
    }

    private static int target(ActSprPair model, int source) {
        ActRules.action(model.act(), source);
        int target = MirrorRule.oppositeAction(source);
        if (target < 0) {
            throw new EditRejectedException("Action " + source + " faces direction " + MirrorRule.direction(source)
                    + " (" + (MirrorRule.direction(source) == 0 ? "south" : "north")
                    + "), which has no opposite to mirror it to; directions 1-3 and 5-7 do.");
        }
        if (target >= model.act().animations().size()) {
            throw new EditRejectedException("Action " + source + " would be mirrored to action " + target
                    + ", which the file does not have (it has " + model.act().animations().size() + " actions).");
        }
        return target;
    }

    /** The mirrored action and the layers whose position is not the drawing model's exact mirror. */
    public MirrorRule.Result result() {
        return result;
    }
}
