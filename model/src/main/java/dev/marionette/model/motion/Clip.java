package dev.marionette.model.motion;

import java.util.Arrays;

/**
 * A format-neutral motion: frames of channel values for one {@link Skeleton}, played at a frame rate the user
 * chooses (the formats store none; Acclaim motion defaults to 120 frames per second). Frame {@code f} holds
 * {@link Skeleton#channelCount()} values in the skeleton's channel order, in the units {@link ChannelKind}
 * gives (radians, raw file lengths). Immutable.
 */
public final class Clip {

    /** The frame rate of Acclaim (CMU/Vicon) captures when the user has not chosen one. */
    public static final double DEFAULT_ACCLAIM_RATE = 120;

    private final int channelCount;
    private final int frameCount;
    private final double frameRate;
    private final double[] values;

    /**
     * @param channelCount values per frame
     * @param frameRate    frames per second, positive and finite
     * @param values       {@code frameCount * channelCount} values, frame after frame (copied)
     */
    public Clip(int channelCount, double frameRate, double[] values) {
        this(channelCount, frameRate, values.clone(), 0);
    }

    /** Takes {@code values} as it is (the marker argument tells this constructor from the public one). */
    private Clip(int channelCount, double frameRate, double[] values, int adopted) {
        if (channelCount < 0) {
            throw new IllegalArgumentException("channel count " + channelCount);
        }
        if (!(frameRate > 0) || !Double.isFinite(frameRate)) {
            throw new IllegalArgumentException("frame rate must be positive: " + frameRate);
        }
        if (channelCount == 0 ? values.length != 0 : values.length % channelCount != 0) {
            throw new IllegalArgumentException(values.length + " values are not whole frames of " + channelCount);
        }
        this.channelCount = channelCount;
        this.frameRate = frameRate;
        this.values = values;
        this.frameCount = channelCount == 0 ? 0 : values.length / channelCount;
    }

    /**
     * A clip over {@code values} without copying them: the caller gives up the array and never changes it again
     * (readers that fill a fresh array use this to spare a copy of a large motion).
     */
    public static Clip adopt(int channelCount, double frameRate, double[] values) {
        return new Clip(channelCount, frameRate, values, 0);
    }

    /** One frame of {@code skeleton}'s rest pose ({@link Skeleton#restValues()}). */
    public static Clip restPose(Skeleton skeleton, double frameRate) {
        return new Clip(skeleton.channelCount(), frameRate, skeleton.restValues(), 0);
    }

    /** Values per frame. */
    public int channelCount() {
        return channelCount;
    }

    /** Number of frames. */
    public int frameCount() {
        return frameCount;
    }

    /** Frames per second. */
    public double frameRate() {
        return frameRate;
    }

    /** Seconds from the first frame to the last ({@code (frames - 1) / rate}); 0 for one frame or none. */
    public double duration() {
        return frameCount <= 1 ? 0 : (frameCount - 1) / frameRate;
    }

    /** The value of {@code channel} at {@code frame}. */
    public double value(int frame, int channel) {
        if (frame < 0 || frame >= frameCount || channel < 0 || channel >= channelCount) {
            throw new IndexOutOfBoundsException("frame " + frame + ", channel " + channel);
        }
        return values[frame * channelCount + channel];
    }

    /** Copies frame {@code frame}'s values into {@code dst} at {@code offset}. */
    public void copyFrame(int frame, double[] dst, int offset) {
        System.arraycopy(values, frame * channelCount, dst, offset, channelCount);
    }

    /** Every value, frame after frame (a copy). */
    public double[] toArray() {
        return values.clone();
    }

    /** This clip played at another rate (same frames). */
    public Clip withFrameRate(double rate) {
        return new Clip(channelCount, rate, values, 0);
    }

    /** The backing array, for the kinematics loop in this package; never modified. */
    double[] raw() {
        return values;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Clip c && c.channelCount == channelCount && c.frameRate == frameRate
                && Arrays.equals(c.values, values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values) * 31 + Double.hashCode(frameRate);
    }

    @Override
    public String toString() {
        return "Clip[" + frameCount + " frames x " + channelCount + " channels at " + frameRate + " fps]";
    }
}
