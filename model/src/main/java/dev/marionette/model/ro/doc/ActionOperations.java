package dev.marionette.model.ro.doc;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.MirrorRule;
import dev.marionette.model.ro.edit.InsertActionsEdit;
import dev.marionette.model.ro.edit.MirrorActionEdit;
import dev.marionette.model.ro.edit.RemoveActionsEdit;
import dev.marionette.model.ro.edit.SetIntervalEdit;
import java.util.Collection;
import java.util.List;

/**
 * Action commands: add, insert, duplicate and delete actions, set an action's interval, and mirror-copy an
 * action to the opposite direction. Remember that action = animation &times; 8 + direction: inserting or
 * deleting actions shifts the directions of all later ones. Each call is one undo step.
 */
public final class ActionOperations extends SpriteCommands {

    ActionOperations(SpriteDocument doc) {
        super(doc);
    }

    /** Adds an empty action (no frames, the default interval) at the end. Returns its index. */
    public int addAction() {
        return insertAction(model().act().animations().size());
    }

    /** Inserts an empty action at {@code index}. */
    public int insertAction(int index) {
        doc.perform(new InsertActionsEdit("Add action", model(), index, List.of(new ActAnimation())));
        return index;
    }

    /** Inserts a copy of the action right after it. Returns the copy's index. */
    public int duplicateAction(int action) {
        ActAnimation copy = ActRules.action(model().act(), action).copy();
        doc.perform(new InsertActionsEdit("Duplicate action " + action, model(), action + 1, List.of(copy)));
        return action + 1;
    }

    /** Deletes the actions. */
    public void removeActions(Collection<Integer> actions) {
        Selections.requireSome(actions, "action");
        doc.perform(new RemoveActionsEdit(model(), actions));
    }

    /** Sets the action's frame interval in ticks (positive; ACT 0x202 and later). */
    public void setInterval(int action, float ticks) {
        if (ActRules.action(model().act(), action).intervalBits() != Float.floatToRawIntBits(ticks)) {
            doc.perform(new SetIntervalEdit(model(), action, ticks));
        }
    }

    /**
     * Replaces the action facing the opposite way (direction d to 8 - d) with the mirror image of
     * {@code action}, placing scaled odd-width layers as the official files do; see {@link MirrorRule}.
     *
     * @param swapHeadTurns swap the second and third thirds of the frames, as head and headgear files store
     *                      their idle and sit actions (see {@link MirrorRule})
     */
    public MirrorRule.Result mirrorToOpposite(int action, boolean swapHeadTurns) {
        return mirrorToOpposite(action, swapHeadTurns, MirrorRule.Convention.OFFICIAL);
    }

    /**
     * Like {@link #mirrorToOpposite(int, boolean)} with a choice of convention for scaled odd-width layers.
     * Returns the result, listing layers whose position is not the drawing model's exact mirror.
     */
    public MirrorRule.Result mirrorToOpposite(int action, boolean swapHeadTurns, MirrorRule.Convention convention) {
        MirrorActionEdit edit = new MirrorActionEdit(model(), action, swapHeadTurns, convention);
        doc.perform(edit);
        return edit.result();
    }
}
