package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;

/** "Set frame sound" or "Remove frame sound": the sound a frame plays, by index, or {@link AgentLimits#NO_SOUND}. */
public final class SetFrameSoundEdit extends SetPropertyEdit<Integer> {

    private static final long serialVersionUID = 1L;

    public SetFrameSoundEdit(AgentCharacter c, int animation, int frame, int sound) {
        super(sound == AgentLimits.NO_SOUND ? "Remove frame sound" : "Set frame sound",
                Locate.frame(c, animation, frame), "sound", Locate.frame(c, animation, frame).soundIndex(),
                checked(c, sound), Locate.frame(c, animation, frame)::setSoundIndex,
                Change.property(Part.AGENT_FRAME, "sound", animation, frame), false);
    }

    private static int checked(AgentCharacter c, int sound) {
        FrameRules.requireSound(c, sound);
        return sound;
    }
}
