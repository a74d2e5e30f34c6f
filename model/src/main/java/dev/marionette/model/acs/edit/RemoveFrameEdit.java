package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * "Delete frame 3": removes a frame. Links inside the animation follow ({@link FrameLinks}): branches to the
 * removed frame are dropped, exit frames that were the removed frame become "none", and links to later frames
 * move down one. Undo puts the frame back with the links exactly as they were.
 *
 * <p>Changes, in order: the other frames' links (indexes before the removal), then {@code AGENT_FRAME} removed.
 */
public final class RemoveFrameEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentAnimation animation;
    private final int index;
    private final transient AgentFrame removed;
    private final transient FrameLinks links;

    public RemoveFrameEdit(AgentCharacter c, int animationIndex, int index) {
        super("Delete " + Labels.frame(index));
        AgentLimits.requireIndex(animationIndex, c.animations().size(), "animation");
        this.animation = c.animations().get(animationIndex);
        AgentLimits.requireIndex(index, animation.frames().size(), "frame");
        this.index = index;
        this.removed = animation.frames().get(index);
        this.links = new FrameLinks(animationIndex, animation, IndexMap.removal(index), removed);
        List<Change> changes = new ArrayList<>(links.changes());
        changes.add(Change.removed(Part.AGENT_FRAME, animationIndex, index));
        setChanges(changes);
    }

    @Override
    protected void apply() {
        links.apply();
        animation.frames().remove(index);
    }

    @Override
    protected void revert() {
        animation.frames().add(index, removed);
        links.revert();
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + 32L * (removed.images().size() + removed.mouths().size()) + links.memoryCost();
    }
}
