package dev.marionette.render.agent;

import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentFrame;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Which frame Agent plays next, without any timing: from each frame it takes a branch by its probability (one
 * roll of 0..99 against the branches' running total, acs.md 4.3) or else goes to the following frame; past the
 * last frame the animation ends, or goes on with its return animation (once) when its transition says so.
 * After {@link #requestExit()} (Stop) it follows the frames' exit branches instead, until a frame has none.
 * The rolls come from a seeded generator, so the same seed plays the same frames.
 */
public final class PreviewEngine {

    /** Exit-branch steps taken at most after Stop, in case a character's exit branches form a loop. */
    static final int MAX_EXIT_STEPS = 1000;

    private final AgentCharacter character;
    private final Random random;
    private int animation;
    private int frame;
    private boolean exiting;
    private boolean returned;
    private boolean ended;
    private int exitSteps;

    /** Starts at {@code startFrame} of {@code animation}, rolling with {@code seed}. */
    public PreviewEngine(AgentCharacter character, int animation, int startFrame, long seed) {
        this.character = character;
        this.random = new Random(seed);
        this.animation = animation;
        this.frame = startFrame;
        this.ended = frames().isEmpty() || startFrame < 0 || startFrame >= frames().size();
    }

    private List<AgentFrame> frames() {
        return character.animations().get(animation).frames();
    }

    public int animation() {
        return animation;
    }

    public int frame() {
        return frame;
    }

    /** The frame being shown, or null once ended. */
    public AgentFrame currentFrame() {
        return ended ? null : frames().get(frame);
    }

    public boolean isEnded() {
        return ended;
    }

    public boolean isExiting() {
        return exiting;
    }

    /** Stop: from now on, follow exit branches to the end. */
    public void requestExit() {
        exiting = true;
    }

    /** Goes to the next frame; false when the animation has ended. */
    public boolean advance() {
        if (ended) {
            return false;
        }
        AgentFrame current = frames().get(frame);
        int next;
        if (exiting) {
            next = current.exitFrame() >= 0 && ++exitSteps <= MAX_EXIT_STEPS ? current.exitFrame() : -1;
        } else {
            next = branch(current);
        }
        if (next >= 0 && next < frames().size()) {
            frame = next;
            return true;
        }
        if (!exiting && !returned && returnAnimation() >= 0) {
            returned = true;
            animation = returnAnimation();
            frame = 0;
            if (!frames().isEmpty()) {
                return true;
            }
        }
        ended = true;
        return false;
    }

    /** The branch taken from {@code f}, else the following frame. */
    private int branch(AgentFrame f) {
        if (!f.branches().isEmpty()) {
            int roll = random.nextInt(100);
            int total = 0;
            for (AgentBranch b : f.branches()) {
                total += b.probability();
                if (roll < total) {
                    return b.targetFrame();
                }
            }
        }
        return frame + 1;
    }

    private int returnAnimation() {
        AgentAnimation a = character.animations().get(animation);
        if (a.transition() != AgentAnimation.TRANSITION_RETURN || a.returnAnimation().isEmpty()) {
            return -1;
        }
        for (int i = 0; i < character.animations().size(); i++) {
            if (character.animations().get(i).name().equalsIgnoreCase(a.returnAnimation())) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The frames played from the start, as {animation, frame} pairs: {@code steps} frames normally, then Stop
     * and the exit branches to the end (the whole visit when the animation ends first).
     */
    public static List<int[]> visit(AgentCharacter c, int animation, long seed, int steps) {
        PreviewEngine e = new PreviewEngine(c, animation, 0, seed);
        List<int[]> out = new ArrayList<>();
        if (e.isEnded()) {
            return out;
        }
        out.add(new int[] {e.animation(), e.frame()});
        for (int i = 1; i < steps && e.advance(); i++) {
            out.add(new int[] {e.animation(), e.frame()});
        }
        e.requestExit();
        while (e.advance()) {
            out.add(new int[] {e.animation(), e.frame()});
        }
        return out;
    }
}
