package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;

/**
 * "Set exit frame" or "Clear exit frame": the frame Agent jumps to when the animation has to end early (the
 * exit branch), a frame of the same animation, or none ({@link AgentLimits#NO_EXIT}; {@link AgentLimits#EXIT_STOP},
 * which many files use, is accepted too).
 */
public final class SetExitFrameEdit extends SetPropertyEdit<Integer> {

    private static final long serialVersionUID = 1L;

    public SetExitFrameEdit(AgentCharacter c, int animation, int frame, int exit) {
        super(exit < 0 ? "Clear exit frame" : "Set exit frame", Locate.frame(c, animation, frame), "exitFrame",
                Locate.frame(c, animation, frame).exitFrame(), checked(c, animation, exit),
                Locate.frame(c, animation, frame)::setExitFrame,
                Change.property(Part.AGENT_FRAME, "exitFrame", animation, frame), false);
    }

    private static int checked(AgentCharacter c, int animation, int exit) {
        FrameRules.requireExit(exit, c.animations().get(animation).frames().size());
        return exit;
    }
}
