package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * The animations whose return animation names an animation being renamed or deleted, with their transition
 * and return name before and after. A rename makes the references follow ({@link AgentNames#renamedReference});
 * a deletion clears them, and an animation that was set to play the deleted one afterwards
 * ({@link AgentAnimation#TRANSITION_RETURN}) gets no transition instead. Changes: {@code ANIMATION
 * "returnAnimation"} (and {@code "transition"} when that changes too) per animation, by index.
 */
final class ReturnUpdates {

    private record Entry(AgentAnimation animation, int beforeTransition, String beforeReturn, int afterTransition,
            String afterReturn) {
    }

    private final List<Entry> entries = new ArrayList<>();
    private final List<Change> changes = new ArrayList<>();

    private ReturnUpdates() {
    }

    /** References to {@code oldName} (in any animation, the renamed one included) follow it to {@code newName}. */
    static ReturnUpdates renaming(AgentCharacter c, String oldName, String newName) {
        ReturnUpdates u = new ReturnUpdates();
        List<AgentAnimation> all = c.animations();
        for (int i = 0; i < all.size(); i++) {
            AgentAnimation a = all.get(i);
            String ref = a.returnAnimation();
            if (!ref.isEmpty() && AgentNames.same(ref, oldName)) {
                String followed = AgentNames.renamedReference(ref, oldName, newName);
                if (!followed.equals(ref)) {
                    u.add(i, a, a.transition(), followed);
                }
            }
        }
        return u;
    }

    /** References from other animations to the animation at {@code removed} are cleared. */
    static ReturnUpdates removing(AgentCharacter c, int removed) {
        ReturnUpdates u = new ReturnUpdates();
        List<AgentAnimation> all = c.animations();
        String name = all.get(removed).name();
        for (int i = 0; i < all.size(); i++) {
            AgentAnimation a = all.get(i);
            if (i != removed && !a.returnAnimation().isEmpty() && AgentNames.same(a.returnAnimation(), name)) {
                int transition = a.transition() == AgentAnimation.TRANSITION_RETURN ? AgentAnimation.TRANSITION_NONE
                        : a.transition();
                u.add(i, a, transition, "");
            }
        }
        return u;
    }

    private void add(int index, AgentAnimation a, int transition, String ref) {
        entries.add(new Entry(a, a.transition(), a.returnAnimation(), transition, ref));
        changes.add(Change.property(Part.ANIMATION, "returnAnimation", index));
        if (transition != a.transition()) {
            changes.add(Change.property(Part.ANIMATION, "transition", index));
        }
    }

    void apply() {
        for (Entry e : entries) {
            e.animation.setTransition(e.afterTransition);
            e.animation.setReturnAnimation(e.afterReturn);
        }
    }

    void revert() {
        for (Entry e : entries) {
            e.animation.setTransition(e.beforeTransition);
            e.animation.setReturnAnimation(e.beforeReturn);
        }
    }

    List<Change> changes() {
        return changes;
    }

    long memoryCost() {
        return 64L * entries.size();
    }
}
