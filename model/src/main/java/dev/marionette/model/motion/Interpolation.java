package dev.marionette.model.motion;

/** How a channel's values are interpolated between two frames (see {@link ClipResampler}). */
public enum Interpolation {
    /** Straight line between the two values: translations and lengths. */
    LINEAR,
    /**
     * An Euler angle: straight line along the shorter way round the circle, so 179 degrees to -179 degrees
     * passes through 180, not through 0. Each angle channel is interpolated on its own; for the small steps
     * between neighbouring frames of captured motion this stays close to the slerp of the whole rotation.
     */
    ANGLE,
    /** One component of a quaternion: the bone's quaternion channels are interpolated together by slerp. */
    QUATERNION
}
