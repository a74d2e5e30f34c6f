package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentFrameImage;
import dev.marionette.model.acs.AgentMouth;
import java.util.List;

/**
 * Checks of a frame's content against the character it goes into: what the format needs to write it
 * (references to existing images, sounds and frames; counts that fit their fields; branch probabilities of at
 * most 100% in all) and, for branches an author adds or changes, the Character Editor's rules (at most three
 * branches, each 1..100%).
 */
final class FrameRules {

    private FrameRules() {
    }

    /**
     * Rejects a frame (new, pasted or duplicated) that could not be written into an animation that will have
     * {@code frameCount} frames.
     */
    static void requireWritable(AgentCharacter c, int frameCount, AgentFrame frame, String where) {
        AgentLimits.require(frame.images().size() <= AgentLimits.U16_MAX, "A frame can hold at most "
                + AgentLimits.U16_MAX + " images.");
        for (AgentFrameImage i : frame.images()) {
            requireImage(c, i.imageIndex(), where);
        }
        requireSound(c, frame.soundIndex());
        requireExit(frame.exitFrame(), frameCount);
        AgentLimits.require(frame.branches().size() <= AgentLimits.U8_MAX, "A frame can hold at most "
                + AgentLimits.U8_MAX + " branches.");
        int total = 0;
        for (AgentBranch b : frame.branches()) {
            requireTarget(b.targetFrame(), frameCount);
            AgentLimits.requireRange(b.probability(), 0, AgentLimits.MAX_PROBABILITY, "A branch probability");
            total += b.probability();
        }
        requireTotal(total);
        AgentLimits.require(frame.mouths().size() <= AgentLimits.U8_MAX, "A frame can hold at most "
                + AgentLimits.U8_MAX + " mouth overlays.");
        for (AgentMouth m : frame.mouths()) {
            requireImage(c, m.imageIndex(), where);
        }
    }

    static void requireImage(AgentCharacter c, int image, String where) {
        AgentLimits.require(image >= 0 && image < c.images().size(), where + " would show " + Labels.image(image)
                + ", but the character has " + c.images().size() + " images.");
    }

    static void requireSound(AgentCharacter c, int sound) {
        AgentLimits.require(sound == AgentLimits.NO_SOUND || sound >= 0 && sound < c.sounds().size(),
                sound < AgentLimits.NO_SOUND ? "A frame's sound is a sound of the character or none."
                        : "There is no " + Labels.sound(sound) + " (the character has " + c.sounds().size()
                                + " sounds).");
    }

    static void requireExit(int exit, int frameCount) {
        AgentLimits.require(exit >= AgentLimits.NO_EXIT, "An exit frame is a frame of the animation or none.");
        AgentLimits.require(exit < frameCount, "The exit frame would be " + Labels.frame(exit)
                + ", but the animation has " + frameCount + " frames.");
    }

    static void requireTarget(int target, int frameCount) {
        AgentLimits.require(target >= 0 && target < frameCount, "A branch would go to " + Labels.frame(target)
                + ", but the animation has " + frameCount + " frames.");
    }

    /** The Character Editor's rule for a branch an author sets: a frame of the animation, 1..100%. */
    static void requireBranch(AgentBranch b, int frameCount) {
        requireTarget(b.targetFrame(), frameCount);
        AgentLimits.requireRange(b.probability(), 1, AgentLimits.MAX_PROBABILITY, "A branch probability");
    }

    /** Rejects when {@code others} plus {@code probability} exceed 100%. */
    static void requireTotal(List<AgentBranch> others, int probability) {
        int total = probability;
        for (AgentBranch b : others) {
            total += b.probability();
        }
        requireTotal(total);
    }

    private static void requireTotal(int total) {
        AgentLimits.require(total <= AgentLimits.MAX_PROBABILITY, "The branch probabilities of a frame would add "
                + "up to " + total + "%; at most " + AgentLimits.MAX_PROBABILITY + "% is allowed.");
    }
}
