package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentStyle;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;

/**
 * Turns one of the independent style flags on or off: {@link AgentStyle#BALLOON_SIZE_TO_TEXT},
 * {@link AgentStyle#BALLOON_NO_AUTO_HIDE}, {@link AgentStyle#BALLOON_NO_AUTO_PACE} or
 * {@link AgentStyle#STANDARD_ANIMATION_SET}. The voice and balloon bits follow the voice and balloon settings
 * ({@link SetVoiceEdit}, {@link SetBalloonEdit}) and are rejected here; unknown bits are kept as read.
 */
public final class SetStyleFlagEdit extends SetPropertyEdit<Integer> {

    private static final long serialVersionUID = 1L;

    /** The flags this edit sets. */
    public static final int FLAGS = AgentStyle.BALLOON_SIZE_TO_TEXT | AgentStyle.BALLOON_NO_AUTO_HIDE
            | AgentStyle.BALLOON_NO_AUTO_PACE | AgentStyle.STANDARD_ANIMATION_SET;

    public SetStyleFlagEdit(AgentCharacter c, int flag, boolean on) {
        super((on ? "Turn on " : "Turn off ") + AgentStyle.describe(checked(flag)), c, "style", c.style(),
                on ? c.style() | flag : c.style() & ~flag, c::setStyle, Change.property(Part.CHARACTER, "style"),
                false);
    }

    private static int checked(int flag) {
        AgentLimits.require(Integer.bitCount(flag) == 1 && (flag & FLAGS) != 0, "Style bit 0x"
                + Integer.toHexString(flag) + " is not a setting of its own (the voice and balloon bits follow "
                + "the voice and balloon settings).");
        return flag;
    }
}
