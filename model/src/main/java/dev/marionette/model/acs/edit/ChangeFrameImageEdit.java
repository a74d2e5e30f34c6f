package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;

/**
 * "Change frame image": shows another image of the character's table at the same place and depth of a frame.
 * Change: {@code FRAME_IMAGE "image"}.
 */
public final class ChangeFrameImageEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentFrame frame;
    private final int position;
    private final transient AgentFrameImage before;
    private final transient AgentFrameImage after;

    public ChangeFrameImageEdit(AgentCharacter c, int animation, int frame, int position, int image) {
        super("Change frame image");
        this.frame = Locate.frame(c, animation, frame);
        AgentLimits.requireIndex(position, this.frame.images().size(), "frame image");
        FrameRules.requireImage(c, image, "The frame");
        this.position = position;
        this.before = this.frame.images().get(position);
        this.after = new AgentFrameImage(image, before.x(), before.y());
        setChanges(List.of(Change.property(Part.FRAME_IMAGE, "image", animation, frame, position)));
    }

    @Override
    protected void apply() {
        frame.images().set(position, after);
    }

    @Override
    protected void revert() {
        frame.images().set(position, before);
    }
}
