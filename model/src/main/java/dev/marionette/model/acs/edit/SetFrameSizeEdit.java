package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;

/**
 * "Set frame size": the character's frame width and height (1..65535 each). Images are not touched; they are
 * placed in the frame by offsets. Consecutive changes merge (typing in a spinner).
 */
public final class SetFrameSizeEdit extends SetPropertyEdit<SetFrameSizeEdit.Size> {

    private static final long serialVersionUID = 1L;

    /** A frame size. */
    public record Size(int width, int height) {
    }

    public SetFrameSizeEdit(AgentCharacter c, int width, int height) {
        super("Set frame size", c, "frameSize", new Size(c.frameWidth(), c.frameHeight()), checked(width, height),
                s -> c.setFrameSize(s.width(), s.height()), Change.property(Part.CHARACTER, "frameSize"), true);
    }

    private static Size checked(int width, int height) {
        AgentLimits.requireRange(width, 1, AgentLimits.U16_MAX, "The frame width");
        AgentLimits.requireRange(height, 1, AgentLimits.U16_MAX, "The frame height");
        return new Size(width, height);
    }
}
