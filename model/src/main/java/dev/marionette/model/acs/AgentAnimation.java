package dev.marionette.model.acs;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * An animation (acs.md 4.3). The animation directory holds its {@link #name()} as the author typed it; the
 * animation block repeats the name in upper case ({@link #blockName()}):
 *
 * <pre>
 * STRING name (upper case); u8 transition; STRING returnAnimation; u16 frameCount; frame[frameCount]
 * </pre>
 *
 * Transition types: {@link #TRANSITION_RETURN} (play the return animation), {@link #TRANSITION_EXIT_BRANCHES}
 * (use the frames' exit branches), {@link #TRANSITION_NONE}.
 */
public final class AgentAnimation {

    /** Play {@link #returnAnimation()} afterwards. */
    public static final int TRANSITION_RETURN = 0;
    /** Leave through the frames' exit branches. */
    public static final int TRANSITION_EXIT_BRANCHES = 1;
    /** No transition. */
    public static final int TRANSITION_NONE = 2;

    private String name;
    private String storedBlockName;
    private int transition = TRANSITION_NONE;
    private String returnAnimation = "";
    private final List<AgentFrame> frames = new ArrayList<>();

    public AgentAnimation(String name) {
        setName(name);
    }

    /** The name as the directory stores it (e.g. "RestPose"). */
    public String name() {
        return name;
    }

    /** Renames; the block name follows (upper case). */
    public void setName(String name) {
        this.name = Objects.requireNonNull(name, "name");
        this.storedBlockName = null;
    }

    /** The name inside the animation block: as stored when it differed from the upper-cased name. */
    public String blockName() {
        return storedBlockName != null ? storedBlockName : name.toUpperCase(Locale.ROOT);
    }

    /**
     * Keeps a block name that is not simply the upper-cased directory name (as a file had it); null or the
     * upper-cased name restores the default.
     */
    public void setBlockName(String blockName) {
        this.storedBlockName = blockName == null || blockName.equals(name.toUpperCase(Locale.ROOT)) ? null : blockName;
    }

    /** Transition type byte (0..2 defined, other values kept). */
    public int transition() {
        return transition;
    }

    public void setTransition(int transition) {
        if (transition < 0 || transition > 0xFF) {
            throw new IllegalArgumentException("transition is a byte: " + transition);
        }
        this.transition = transition;
    }

    /** Name of the animation played afterwards with {@link #TRANSITION_RETURN}; "" when none. */
    public String returnAnimation() {
        return returnAnimation;
    }

    public void setReturnAnimation(String returnAnimation) {
        this.returnAnimation = Objects.requireNonNull(returnAnimation, "returnAnimation");
    }

    /** The frames (live list). */
    public List<AgentFrame> frames() {
        return frames;
    }

    /** A deep copy. */
    public AgentAnimation copy() {
        AgentAnimation a = new AgentAnimation(name);
        a.storedBlockName = storedBlockName;
        a.transition = transition;
        a.returnAnimation = returnAnimation;
        for (AgentFrame f : frames) {
            a.frames.add(f.copy());
        }
        return a;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AgentAnimation a && name.equals(a.name) && blockName().equals(a.blockName())
                && transition == a.transition && returnAnimation.equals(a.returnAnimation) && frames.equals(a.frames);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, transition, returnAnimation, frames);
    }

    @Override
    public String toString() {
        return "AgentAnimation[" + name + ", transition=" + transition + ", return=" + returnAnimation + ", "
                + frames.size() + " frames]";
    }
}
