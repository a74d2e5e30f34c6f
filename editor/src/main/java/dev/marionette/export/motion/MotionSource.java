package dev.marionette.export.motion;

import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.Figure;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.motion.SkeletonFigure;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.DoubleFunction;

/**
 * A skeletal motion ready to export, whatever file it came from (Acclaim ASF/AMC, a Sims skill, a Gabriel Knight 3
 * box puppet): what the motion exporters read. A snapshot nobody edits: the neutral {@link Skeleton} and
 * {@link Clip} are immutable, and {@link #newFigure()} builds a figure of its own for each caller (figures keep
 * scratch space and are not thread-safe).
 *
 * <ul>
 * <li>With bones ({@link #of(String, Skeleton, Clip)}): every motion export (joint positions CSV, BVH, pictures,
 *     sprite frames); the figure is the skeleton playing the clip ({@link SkeletonFigure}).</li>
 * <li>Bones for the data and a figure of its own for the pictures ({@link #of(String, Skeleton, Clip, DoubleFunction,
 *     List)}): a Gabriel Knight 3 box puppet, whose meshes are bones for the CSV and BVH and boxes in pictures.</li>
 * <li>A figure without bones ({@link #ofFigure}): only the pictures (GIF, PNG frames, sprite frames); the CSV and
 *     BVH exporters refuse it with a sentence.</li>
 * </ul>
 *
 * <p>The frame rate is the rate the frames play at (files such as AMC store none: the user's choice, 120 for
 * CMU captures, {@code --fps} on the command line). {@link #withFrameRate} replays the same frames at another.
 */
public final class MotionSource {

    private final String name;
    private final Skeleton skeleton;
    private final Clip clip;
    private final DoubleFunction<Figure> figures;
    private final int frameCount;
    private final double frameRate;
    private final List<String> dataNotes;

    private MotionSource(String name, Skeleton skeleton, Clip clip, DoubleFunction<Figure> figures, int frameCount,
            double frameRate, List<String> dataNotes) {
        this.name = Objects.requireNonNull(name, "name");
        this.dataNotes = List.copyOf(dataNotes);
        this.skeleton = skeleton;
        this.clip = clip;
        this.figures = Objects.requireNonNull(figures, "figures");
        if (frameCount < 1) {
            throw new IllegalArgumentException("a motion has at least one frame (a skeleton alone: its rest pose)");
        }
        if (!(frameRate > 0) || !Double.isFinite(frameRate)) {
            throw new IllegalArgumentException("frame rate must be positive: " + frameRate);
        }
        this.frameCount = frameCount;
        this.frameRate = frameRate;
    }

    /**
     * A skeleton playing a clip (a skeleton alone: {@link Clip#restPose}); the clip's frame rate is the motion's.
     *
     * @throws IllegalArgumentException when the clip does not animate the skeleton or has no frames
     */
    public static MotionSource of(String name, Skeleton skeleton, Clip clip) {
        Objects.requireNonNull(skeleton, "skeleton");
        Objects.requireNonNull(clip, "clip");
        if (clip.channelCount() != skeleton.channelCount()) {
            throw new IllegalArgumentException(clip + " does not animate a skeleton of " + skeleton.channelCount()
                    + " channels");
        }
        return new MotionSource(name, skeleton, clip, rate -> new SkeletonFigure(skeleton, clip.withFrameRate(rate)),
                clip.frameCount(), clip.frameRate(), List.of());
    }

    /**
     * Bones for the data exports and another figure for the pictures (the same motion drawn its own way).
     *
     * @param figures   makes a new figure playing at the rate given; it has the clip's frames
     * @param dataNotes what the CSV and BVH say about how the bones hold the motion ("2 transforms scale...")
     * @throws IllegalArgumentException when the clip does not animate the skeleton or has no frames
     */
    public static MotionSource of(String name, Skeleton skeleton, Clip clip, DoubleFunction<Figure> figures,
            List<String> dataNotes) {
        if (clip.channelCount() != skeleton.channelCount()) {
            throw new IllegalArgumentException(clip + " does not animate a skeleton of " + skeleton.channelCount()
                    + " channels");
        }
        return new MotionSource(name, skeleton, clip, figures, clip.frameCount(), clip.frameRate(), dataNotes);
    }

    /**
     * A figure without bones (rigid parts, a box puppet).
     *
     * @param figures   makes a new figure playing at the rate given (called once per exporting thread)
     * @param frameRate the rate its frames play at
     */
    public static MotionSource ofFigure(String name, DoubleFunction<Figure> figures, int frameCount,
            double frameRate) {
        return new MotionSource(name, null, null, figures, frameCount, frameRate, List.of());
    }

    /** Names the outputs ("02_01" gives {@code 02_01.bvh}). */
    public String name() {
        return name;
    }

    /** The skeleton, or empty for a figure without bones. */
    public Optional<Skeleton> skeleton() {
        return Optional.ofNullable(skeleton);
    }

    /** The clip at {@link #frameRate()}, or empty for a figure without bones. */
    public Optional<Clip> clip() {
        return Optional.ofNullable(clip == null || clip.frameRate() == frameRate ? clip
                : clip.withFrameRate(frameRate));
    }

    /** Frames, at least 1. */
    public int frameCount() {
        return frameCount;
    }

    /** Frames per second the motion plays at. */
    public double frameRate() {
        return frameRate;
    }

    /** Seconds from the first frame to the last. */
    public double duration() {
        return frameCount <= 1 ? 0 : (frameCount - 1) / frameRate;
    }

    /** A new figure of this motion, for one thread (figures are not thread-safe). */
    public Figure newFigure() {
        return figures.apply(frameRate);
    }

    /** The same frames played at {@code rate} frames per second. */
    public MotionSource withFrameRate(double rate) {
        if (rate == frameRate) {
            return this;
        }
        return new MotionSource(name, skeleton, clip, figures, frameCount, rate, dataNotes);
    }

    /** Notes the data exports (CSV, BVH) add to what they report. */
    public List<String> dataNotes() {
        return dataNotes;
    }

    @Override
    public String toString() {
        return "MotionSource[" + name + ", " + frameCount + " frames at " + frameRate + " fps"
                + (skeleton == null ? ", no bones" : ", " + skeleton.boneCount() + " bones") + "]";
    }
}
