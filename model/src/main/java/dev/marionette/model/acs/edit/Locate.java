package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;

/** Finds the animation or frame an edit addresses, rejecting indexes that do not exist. */
final class Locate {

    private Locate() {
    }

    static AgentAnimation animation(AgentCharacter c, int animation) {
        AgentLimits.requireIndex(animation, c.animations().size(), "animation");
        return c.animations().get(animation);
    }

    static AgentFrame frame(AgentCharacter c, int animation, int frame) {
        AgentAnimation a = animation(c, animation);
        AgentLimits.requireIndex(frame, a.frames().size(), "frame");
        return a.frames().get(frame);
    }
}
