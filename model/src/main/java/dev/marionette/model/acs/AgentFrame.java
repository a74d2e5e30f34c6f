package dev.marionette.model.acs;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One frame of an animation (acs.md 4.3):
 *
 * <pre>
 * u16 nImages; { u32 imageIndex; i16 x; i16 y }   first listed = topmost
 * i16 soundIndex (-1 none); u16 duration (1/100 s); i16 exitFrame (-2 none, -1 also occurs)
 * u8 nBranches; { u16 targetFrame; u16 probability }
 * u8 nMouths; { mouth record }
 * </pre>
 *
 * The lists are live and mutable. Equality compares every field and list.
 */
public final class AgentFrame {

    private final List<AgentFrameImage> images = new ArrayList<>();
    private int soundIndex = -1;
    private int duration = 10;
    private int exitFrame = -2;
    private final List<AgentBranch> branches = new ArrayList<>();
    private final List<AgentMouth> mouths = new ArrayList<>();

    /** An empty frame: no images, no sound, 1/10 s, no exit frame. */
    public AgentFrame() {
    }

    /** The images, topmost first (live list). */
    public List<AgentFrameImage> images() {
        return images;
    }

    /** Index into {@link AgentCharacter#sounds()}, or -1 for none. */
    public int soundIndex() {
        return soundIndex;
    }

    public void setSoundIndex(int soundIndex) {
        AgentBranch.checkI16(soundIndex, "soundIndex");
        this.soundIndex = soundIndex;
    }

    /** Duration in 1/100 s (u16). */
    public int duration() {
        return duration;
    }

    public void setDuration(int duration) {
        AgentVoice.checkU16(duration, "duration");
        this.duration = duration;
    }

    /** 0-based frame to go to when the animation exits; -2 none (-1 also occurs in real files). */
    public int exitFrame() {
        return exitFrame;
    }

    public void setExitFrame(int exitFrame) {
        AgentBranch.checkI16(exitFrame, "exitFrame");
        this.exitFrame = exitFrame;
    }

    /** The branches (live list). */
    public List<AgentBranch> branches() {
        return branches;
    }

    /** The mouth overlays (live list). */
    public List<AgentMouth> mouths() {
        return mouths;
    }

    /** A deep copy. */
    public AgentFrame copy() {
        AgentFrame f = new AgentFrame();
        f.images.addAll(images);
        f.soundIndex = soundIndex;
        f.duration = duration;
        f.exitFrame = exitFrame;
        f.branches.addAll(branches);
        f.mouths.addAll(mouths);
        return f;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AgentFrame f && soundIndex == f.soundIndex && duration == f.duration
                && exitFrame == f.exitFrame && images.equals(f.images) && branches.equals(f.branches)
                && mouths.equals(f.mouths);
    }

    @Override
    public int hashCode() {
        return Objects.hash(images, soundIndex, duration, exitFrame, branches, mouths);
    }

    @Override
    public String toString() {
        return "AgentFrame[images=" + images + ", sound=" + soundIndex + ", duration=" + duration + ", exit="
                + exitFrame + ", branches=" + branches + ", mouths=" + mouths + "]";
    }
}
