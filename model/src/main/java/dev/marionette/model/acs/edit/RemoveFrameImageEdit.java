package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;

/**
 * "Remove image from frame": takes one placed image out of a frame (the image stays in the character's image
 * table). Change: {@code FRAME_IMAGE} removed.
 */
public final class RemoveFrameImageEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentFrame frame;
    private final int position;
    private final transient AgentFrameImage removed;

    public RemoveFrameImageEdit(AgentCharacter c, int animation, int frame, int position) {
        super("Remove image from frame");
        this.frame = Locate.frame(c, animation, frame);
        AgentLimits.requireIndex(position, this.frame.images().size(), "frame image");
        this.position = position;
        this.removed = this.frame.images().get(position);
        setChanges(List.of(Change.removed(Part.FRAME_IMAGE, animation, frame, position)));
    }

    @Override
    protected void apply() {
        frame.images().remove(position);
    }

    @Override
    protected void revert() {
        frame.images().add(position, removed);
    }
}
