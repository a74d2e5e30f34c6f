package dev.marionette.io.motion;

import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.Skeleton;
import java.io.IOException;

/**
 * A motion's frames, handed out one after another from the first: what the streaming writers
 * ({@link JointPositionsCsv}, {@link BvhWriter}) read. A {@link Clip} in memory is one ({@link #of(Clip)}); a motion
 * file too large for memory is another (each pass reads the file again, {@code io.amc.AmcStream}); so is a skill
 * whose frames are computed from its keyframes as they are needed. The number of frames is known before the first.
 */
public interface MotionFrames {

    /** Receives one frame's values (the array is reused: copy what must be kept). */
    @FunctionalInterface
    interface FrameVisitor {
        void frame(double[] values) throws IOException;
    }

    /** Values per frame. */
    int channelCount();

    /** Number of frames. */
    long frameCount();

    /** Frames per second. */
    double frameRate();

    /** Hands every frame to {@code visitor}, in order; may be called again for another pass. */
    void forEach(FrameVisitor visitor) throws IOException;

    /** Throws {@link IllegalArgumentException} unless a frame holds one value per channel of {@code skeleton}. */
    default void requireChannelsOf(Skeleton skeleton) {
        if (channelCount() != skeleton.channelCount()) {
            throw new IllegalArgumentException(channelCount() + " values per frame for a skeleton of "
                    + skeleton.channelCount() + " channels");
        }
    }

    /** The same frames played at {@code rate}. */
    default MotionFrames withFrameRate(double rate) {
        MotionFrames frames = this;
        return new MotionFrames() {
            @Override
            public int channelCount() {
                return frames.channelCount();
            }

            @Override
            public long frameCount() {
                return frames.frameCount();
            }

            @Override
            public double frameRate() {
                return rate;
            }

            @Override
            public void forEach(FrameVisitor visitor) throws IOException {
                frames.forEach(visitor);
            }
        };
    }

    /** The frames of a clip in memory. */
    static MotionFrames of(Clip clip) {
        return computed(clip.channelCount(), clip.frameCount(), clip.frameRate(), clip::copyFrame);
    }

    /** Writes one frame's values into an array, from an offset. */
    @FunctionalInterface
    interface FrameFill {
        void fill(int frame, double[] values, int offset);
    }

    /**
     * Frames that {@code fill} writes one at a time into one reused array, as each is visited: a clip copies them
     * from memory, a skill computes them from its keyframes, so memory does not grow with the length.
     */
    static MotionFrames computed(int channelCount, int frameCount, double frameRate, FrameFill fill) {
        return new MotionFrames() {
            @Override
            public int channelCount() {
                return channelCount;
            }

            @Override
            public long frameCount() {
                return frameCount;
            }

            @Override
            public double frameRate() {
                return frameRate;
            }

            @Override
            public void forEach(FrameVisitor visitor) throws IOException {
                double[] values = new double[channelCount];
                for (int f = 0; f < frameCount; f++) {
                    fill.fill(f, values, 0);
                    visitor.frame(values);
                }
            }
        };
    }
}
