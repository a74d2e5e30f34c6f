package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * "Move frame 3": moves a frame to another place in its animation. Branch targets and exit frames follow the
 * frames they point at ({@link FrameLinks}).
 *
 * <p>Changes, in order: links (frame indexes before the move), then {@code AGENT_FRAME} moved (path: animation).
 */
public final class MoveFrameEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentAnimation animation;
    private final int from;
    private final int to;
    private final transient FrameLinks links;

    public MoveFrameEdit(AgentCharacter c, int animationIndex, int from, int to) {
        super("Move " + Labels.frame(from));
        AgentLimits.requireIndex(animationIndex, c.animations().size(), "animation");
        this.animation = c.animations().get(animationIndex);
        AgentLimits.requireIndex(from, animation.frames().size(), "frame");
        AgentLimits.requireIndex(to, animation.frames().size(), "frame");
        AgentLimits.require(from != to, "The frame is already there.");
        this.from = from;
        this.to = to;
        this.links = new FrameLinks(animationIndex, animation, IndexMap.move(from, to), null);
        List<Change> changes = new ArrayList<>(links.changes());
        changes.add(Change.moved(Part.AGENT_FRAME, animationIndex));
        setChanges(changes);
    }

    @Override
    protected void apply() {
        links.apply();
        IndexMap.moveItem(animation.frames(), from, to);
    }

    @Override
    protected void revert() {
        IndexMap.moveItem(animation.frames(), to, from);
        links.revert();
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + links.memoryCost();
    }
}
