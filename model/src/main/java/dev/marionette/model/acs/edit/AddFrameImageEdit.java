package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;

/**
 * "Add image to frame": places an image of the character's image table in a frame at {@code position} of the
 * frame's list (0 = topmost). Change: {@code FRAME_IMAGE} added.
 */
public final class AddFrameImageEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentFrame frame;
    private final int position;
    private final transient AgentFrameImage image;

    public AddFrameImageEdit(AgentCharacter c, int animation, int frame, int position, AgentFrameImage image) {
        super("Add image to frame");
        this.frame = Locate.frame(c, animation, frame);
        AgentLimits.requireInsertPosition(position, this.frame.images().size(), "frame image");
        AgentLimits.require(this.frame.images().size() < AgentLimits.U16_MAX, "A frame can hold at most "
                + AgentLimits.U16_MAX + " images.");
        FrameRules.requireImage(c, image.imageIndex(), "The frame");
        this.position = position;
        this.image = image;
        setChanges(List.of(Change.added(Part.FRAME_IMAGE, animation, frame, position)));
    }

    @Override
    protected void apply() {
        frame.images().add(position, image);
    }

    @Override
    protected void revert() {
        frame.images().remove(position);
    }
}
