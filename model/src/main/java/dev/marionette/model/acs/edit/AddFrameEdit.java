package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * "Add frame" (also duplicates and pastes): inserts a frame at {@code index} of an animation. Branch targets and
 * exit frames of the other frames that pointed at {@code index} or later move up one, so they keep pointing at
 * the same frames ({@link FrameLinks}); the new frame's own links are taken as given, in the numbering after
 * the insertion, and must be within the animation. Its images and sounds must exist.
 *
 * <p>Changes, in order: the other frames' links (indexes before the insertion), then {@code AGENT_FRAME} added.
 */
public final class AddFrameEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentAnimation animation;
    private final int index;
    private final transient AgentFrame frame;
    private final transient FrameLinks links;

    public AddFrameEdit(String name, AgentCharacter c, int animationIndex, int index, AgentFrame frame) {
        super(name);
        AgentLimits.requireIndex(animationIndex, c.animations().size(), "animation");
        this.animation = c.animations().get(animationIndex);
        int n = animation.frames().size();
        AgentLimits.requireInsertPosition(index, n, "frame");
        AgentLimits.require(n < AgentLimits.U16_MAX, "An animation can have at most " + AgentLimits.U16_MAX
                + " frames.");
        AgentLimits.require(animation.frames().stream().noneMatch(f -> f == frame),
                "The frame is already in the animation.");
        FrameRules.requireWritable(c, n + 1, frame, "The new frame");
        this.index = index;
        this.frame = frame;
        this.links = new FrameLinks(animationIndex, animation, IndexMap.insertion(index), null);
        List<Change> changes = new ArrayList<>(links.changes());
        changes.add(Change.added(Part.AGENT_FRAME, animationIndex, index));
        setChanges(changes);
    }

    @Override
    protected void apply() {
        links.apply();
        animation.frames().add(index, frame);
    }

    @Override
    protected void revert() {
        animation.frames().remove(index);
        links.revert();
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + links.memoryCost();
    }
}
