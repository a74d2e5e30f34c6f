package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;

/**
 * "Bring image forward" or "Send image backward": moves a placed image in the frame's z-order (position 0 is
 * drawn on top). Change: {@code FRAME_IMAGE} moved (path: animation, frame).
 */
public final class ReorderFrameImageEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentFrame frame;
    private final int from;
    private final int to;

    public ReorderFrameImageEdit(AgentCharacter c, int animation, int frame, int from, int to) {
        super(to < from ? "Bring image forward" : "Send image backward");
        this.frame = Locate.frame(c, animation, frame);
        AgentLimits.requireIndex(from, this.frame.images().size(), "frame image");
        AgentLimits.requireIndex(to, this.frame.images().size(), "frame image");
        AgentLimits.require(from != to, "The image is already there.");
        this.from = from;
        this.to = to;
        setChanges(List.of(Change.moved(Part.FRAME_IMAGE, animation, frame)));
    }

    @Override
    protected void apply() {
        IndexMap.moveItem(frame.images(), from, to);
    }

    @Override
    protected void revert() {
        IndexMap.moveItem(frame.images(), to, from);
    }
}
