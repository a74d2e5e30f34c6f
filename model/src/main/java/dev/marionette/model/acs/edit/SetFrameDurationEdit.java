package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;

/**
 * "Set frame duration": how long a frame shows, in hundredths of a second (0..65535; Agent skips blank frames
 * of duration 0). Consecutive changes of one frame's duration merge (a spinner).
 */
public final class SetFrameDurationEdit extends SetPropertyEdit<Integer> {

    private static final long serialVersionUID = 1L;

    public SetFrameDurationEdit(AgentCharacter c, int animation, int frame, int duration) {
        super("Set frame duration", Locate.frame(c, animation, frame), "duration",
                Locate.frame(c, animation, frame).duration(), checked(duration),
                Locate.frame(c, animation, frame)::setDuration,
                Change.property(Part.AGENT_FRAME, "duration", animation, frame), true);
    }

    private static int checked(int duration) {
        AgentLimits.requireRange(duration, 0, AgentLimits.U16_MAX, "The duration (in 1/100 s)");
        return duration;
    }
}
