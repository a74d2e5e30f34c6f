package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * What happens when an animation ends: "Set return animation" (play another animation,
 * {@link AgentAnimation#TRANSITION_RETURN}), "Use exit branches" ({@link AgentAnimation#TRANSITION_EXIT_BRANCHES})
 * or "No transition" ({@link AgentAnimation#TRANSITION_NONE}). The return animation must be another animation of
 * the character and is stored as the compiler does, in upper case; the other two transitions have no return
 * animation (as in every real file). Changes: {@code ANIMATION "transition"} and/or {@code "returnAnimation"}.
 */
public final class SetTransitionEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentAnimation animation;
    private final int beforeTransition;
    private final String beforeReturn;
    private final int afterTransition;
    private final String afterReturn;

    /**
     * @param returnAnimation the animation to play afterwards, for {@link AgentAnimation#TRANSITION_RETURN};
     *                        ignored (none) for the other transitions
     */
    public SetTransitionEdit(AgentCharacter c, int index, int transition, String returnAnimation) {
        super(name(transition));
        AgentLimits.requireIndex(index, c.animations().size(), "animation");
        AgentLimits.requireRange(transition, AgentAnimation.TRANSITION_RETURN, AgentAnimation.TRANSITION_NONE,
                "The transition type");
        this.animation = c.animations().get(index);
        String ret = "";
        if (transition == AgentAnimation.TRANSITION_RETURN) {
            AgentLimits.require(returnAnimation != null && !returnAnimation.isBlank(),
                    "Choose the animation to return to.");
            int target = AgentNames.animationIndex(c, returnAnimation);
            AgentLimits.require(target >= 0, "There is no animation named \"" + returnAnimation + "\".");
            AgentLimits.require(target != index, "An animation cannot return to itself.");
            ret = AgentNames.reference(c.animations().get(target).name());
        }
        this.beforeTransition = animation.transition();
        this.beforeReturn = animation.returnAnimation();
        this.afterTransition = transition;
        this.afterReturn = ret;
        List<Change> changes = new ArrayList<>();
        if (beforeTransition != afterTransition) {
            changes.add(Change.property(Part.ANIMATION, "transition", index));
        }
        if (!beforeReturn.equals(afterReturn)) {
            changes.add(Change.property(Part.ANIMATION, "returnAnimation", index));
        }
        AgentLimits.require(!changes.isEmpty(), "The animation already ends that way.");
        setChanges(changes);
    }

    private static String name(int transition) {
        return switch (transition) {
            case AgentAnimation.TRANSITION_RETURN -> "Set return animation";
            case AgentAnimation.TRANSITION_EXIT_BRANCHES -> "Use exit branches";
            default -> "No transition";
        };
    }

    @Override
    protected void apply() {
        animation.setTransition(afterTransition);
        animation.setReturnAnimation(afterReturn);
    }

    @Override
    protected void revert() {
        animation.setTransition(beforeTransition);
        animation.setReturnAnimation(beforeReturn);
    }
}
