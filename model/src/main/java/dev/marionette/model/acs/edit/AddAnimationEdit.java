package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;

/**
 * "Add animation" (also used for duplicates and pastes): inserts an animation at {@code index}. Its name must be
 * new (ignoring case), its return animation must exist (or be its own name, or none), and its frames must refer
 * to images and sounds of this character. It is not assigned to any state.
 */
public final class AddAnimationEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final int index;
    private final transient AgentAnimation animation;

    public AddAnimationEdit(String name, AgentCharacter c, int index, AgentAnimation animation) {
        super(name);
        AgentLimits.requireInsertPosition(index, c.animations().size(), "animation");
        AgentLimits.require(c.animations().stream().noneMatch(a -> a == animation),
                "The animation is already in the character.");
        AgentNames.requireNewAnimationName(c, animation.name(), -1);
        String ret = animation.returnAnimation();
        AgentLimits.require(ret.isEmpty() || AgentNames.same(ret, animation.name())
                || AgentNames.animationIndex(c, ret) >= 0, "The animation returns to \"" + ret
                        + "\", which this character does not have.");
        int n = animation.frames().size();
        AgentLimits.require(n <= AgentLimits.U16_MAX, "An animation can have at most " + AgentLimits.U16_MAX
                + " frames.");
        for (int f = 0; f < n; f++) {
            FrameRules.requireWritable(c, n, animation.frames().get(f), Labels.frameOf(animation, f));
        }
        this.character = c;
        this.index = index;
        this.animation = animation;
        setChanges(List.of(Change.added(Part.ANIMATION, index)));
    }

    @Override
    protected void apply() {
        character.animations().add(index, animation);
    }

    @Override
    protected void revert() {
        character.animations().remove(index);
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + 64L * animation.frames().size();
    }
}
