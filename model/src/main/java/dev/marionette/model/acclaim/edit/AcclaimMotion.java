package dev.marionette.model.acclaim.edit;

import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.Skeleton;

/**
 * The model of an {@link AcclaimDocument}: the current {@link MotionState} (the ASF and AMC file models that are
 * saved, and the frame rate) and the neutral skeleton and clip derived from them, computed when first asked for
 * after a change. Changed only by the edits of this package.
 */
public final class AcclaimMotion {

    private MotionState state;
    private AcclaimRig rig;
    private Clip clip;

    AcclaimMotion(MotionState state) {
        this.state = state;
    }

    /** The current state. */
    public MotionState state() {
        return state;
    }

    /** The skeleton file model. */
    public AsfFile asf() {
        return state.asf();
    }

    /** The motion file model, or null when the document is a skeleton alone. */
    public AmcFile amc() {
        return state.amc();
    }

    /** Playback frames per second. */
    public double frameRate() {
        return state.frameRate();
    }

    /** The Acclaim adapter for the current skeleton. */
    public AcclaimRig rig() {
        if (rig == null || rig.asf() != state.asf()) {
            rig = AcclaimRig.of(state.asf());
        }
        return rig;
    }

    /** The neutral skeleton: bone 0 the root, the ASF bones in hierarchy order. */
    public Skeleton skeleton() {
        return rig().skeleton();
    }

    /**
     * The neutral clip at the document's frame rate: the motion's frames, or one frame of the rest pose when the
     * document has no motion.
     */
    public Clip clip() {
        if (clip == null) {
            AmcFile amc = state.amc();
            clip = amc == null || amc.frameCount() == 0 ? Clip.restPose(skeleton(), state.frameRate())
                    : rig().clip(amc, state.frameRate());
        }
        return clip;
    }

    /** The playback rate set outside the undo history ({@link AcclaimDocument#setPlaybackRate}). */
    void setPlaybackRate(double rate) {
        set(state.withFrameRate(rate));
    }

    void set(MotionState next) {
        if (next.asf() != state.asf() || next.amc() != state.amc()) {
            clip = null;
        } else if (clip != null && next.frameRate() != state.frameRate()) {
            clip = clip.withFrameRate(next.frameRate());
        }
        state = next;
    }
}
