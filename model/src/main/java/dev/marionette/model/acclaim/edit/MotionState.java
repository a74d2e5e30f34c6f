package dev.marionette.model.acclaim.edit;

import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AsfFile;
import java.util.Objects;

/**
 * Everything an Acclaim motion document saves or remembers, at one moment: the skeleton, the motion (null for a
 * skeleton alone) and the playback frame rate. The file models are immutable, so a state is a cheap snapshot and an
 * edit is a change from one state to another.
 *
 * @param asf       the skeleton
 * @param amc       the motion, or null
 * @param frameRate frames per second for playback; never written to the AMC (a resample changes it with the frames,
 *                  {@link AcclaimDocument#setPlaybackRate} as a setting)
 */
public record MotionState(AsfFile asf, AmcFile amc, double frameRate) {

    public MotionState {
        Objects.requireNonNull(asf, "asf");
        if (!(frameRate > 0) || !Double.isFinite(frameRate)) {
            throw new IllegalArgumentException("frame rate must be positive: " + frameRate);
        }
    }

    MotionState withAsf(AsfFile newAsf) {
        return new MotionState(newAsf, amc, frameRate);
    }

    MotionState withAmc(AmcFile newAmc) {
        return new MotionState(asf, newAmc, frameRate);
    }

    MotionState withFrameRate(double rate) {
        return new MotionState(asf, amc, rate);
    }
}
