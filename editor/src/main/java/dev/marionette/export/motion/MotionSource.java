package dev.marionette.export.motion;

import dev.marionette.io.motion.MotionFrames;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.Figure;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.motion.SkeletonFigure;
import java.io.IOException;
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
 * <li>With bones, streamed ({@link #streamed}): a motion too long to hold in memory (a motion capture of
 *     gigabytes, a skill of a million frames): CSV and BVH read its {@link #frames()} one after another; pictures
 *     load the whole clip ({@link #clip()}), which the loader may refuse with a sentence.</li>
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

    /** Loads a streamed motion's whole clip (at the motion's own rate), or says why it cannot. */
    @FunctionalInterface
    public interface ClipLoader {
        Clip load() throws IOException;
    }

    private final String name;
    private final Skeleton skeleton;
    private final MotionFrames frames;
    private final ClipLoader clipLoader;
    private final DoubleFunction<Figure> figures;
    private final int frameCount;
    private final double frameRate;
    private final List<String> dataNotes;
    private Clip clip;

    private MotionSource(String name, Skeleton skeleton, MotionFrames frames, ClipLoader clipLoader,
            DoubleFunction<Figure> figures, int frameCount, double frameRate, List<String> dataNotes) {
        this.name = Objects.requireNonNull(name, "name");
        this.dataNotes = List.copyOf(dataNotes);
        this.skeleton = skeleton;
        this.frames = frames;
        this.clipLoader = clipLoader;
        this.figures = figures;
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
        return whole(name, skeleton, clip, null, List.of());
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
        Objects.requireNonNull(skeleton, "skeleton");
        Objects.requireNonNull(clip, "clip");
        if (clip.channelCount() != skeleton.channelCount()) {
            throw new IllegalArgumentException(clip + " does not animate a skeleton of " + skeleton.channelCount()
                    + " channels");
        }
        return whole(name, skeleton, clip, Objects.requireNonNull(figures, "figures"), dataNotes);
    }

    private static MotionSource whole(String name, Skeleton skeleton, Clip clip, DoubleFunction<Figure> figures,
            List<String> dataNotes) {
        MotionSource source = new MotionSource(name, skeleton, MotionFrames.of(clip), () -> clip, figures,
                clip.frameCount(), clip.frameRate(), dataNotes);
        source.clip = clip;
        return source;
    }

    /**
     * A skeleton playing frames that stream ({@link MotionFrames}), at their rate; {@code clip} loads them whole when
     * an export needs them so (pictures).
     *
     * @throws IllegalArgumentException when the frames do not animate the skeleton, there are none, or more than an
     *                                  {@code int} counts
     */
    public static MotionSource streamed(String name, Skeleton skeleton, MotionFrames frames, ClipLoader clip) {
        Objects.requireNonNull(skeleton, "skeleton");
        Objects.requireNonNull(frames, "frames");
        Objects.requireNonNull(clip, "clip");
        if (frames.channelCount() != skeleton.channelCount()) {
            throw new IllegalArgumentException(frames.channelCount() + " values per frame do not animate a skeleton"
                    + " of " + skeleton.channelCount() + " channels");
        }
        if (frames.frameCount() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("more than " + Integer.MAX_VALUE + " frames");
        }
        return new MotionSource(name, skeleton, frames, clip, null, (int) frames.frameCount(), frames.frameRate(),
                List.of());
    }

    /**
     * A figure without bones (rigid parts, a box puppet).
     *
     * @param figures   makes a new figure playing at the rate given (called once per exporting thread)
     * @param frameRate the rate its frames play at
     */
    public static MotionSource ofFigure(String name, DoubleFunction<Figure> figures, int frameCount,
            double frameRate) {
        return new MotionSource(name, null, null, null, Objects.requireNonNull(figures, "figures"), frameCount,
                frameRate, List.of());
    }

    /** Names the outputs ("02_01" gives {@code 02_01.bvh}). */
    public String name() {
        return name;
    }

    /** The skeleton, or empty for a figure without bones. */
    public Optional<Skeleton> skeleton() {
        return Optional.ofNullable(skeleton);
    }

    /** The frames one after another at {@link #frameRate()} (what CSV and BVH read), or empty without bones. */
    public Optional<MotionFrames> frames() {
        if (frames == null) {
            return Optional.empty();
        }
        return Optional.of(frames.frameRate() == frameRate ? frames : frames.withFrameRate(frameRate));
    }

    /**
     * The whole clip at {@link #frameRate()}, or empty for a figure without bones; a streamed motion is loaded here
     * (once).
     *
     * @throws IOException when a streamed motion cannot be loaded whole (too long for memory, the file changed)
     */
    public Optional<Clip> clip() throws IOException {
        if (clipLoader == null) {
            return Optional.empty();
        }
        Clip whole;
        synchronized (this) {
            if (clip == null) {
                clip = clipLoader.load();
            }
            whole = clip;
        }
        return Optional.of(whole.frameRate() == frameRate ? whole : whole.withFrameRate(frameRate));
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

    /**
     * A new figure of this motion, for one thread (figures are not thread-safe).
     *
     * @throws IOException when a streamed motion cannot be loaded whole ({@link #clip()})
     */
    public Figure newFigure() throws IOException {
        if (figures != null) {
            return figures.apply(frameRate);
        }
        return new SkeletonFigure(skeleton, clip().orElseThrow());
    }

    /** The same frames played at {@code rate} frames per second. */
    public MotionSource withFrameRate(double rate) {
        if (rate == frameRate) {
            return this;
        }
        MotionSource other = new MotionSource(name, skeleton, frames, clipLoader, figures, frameCount, rate,
                dataNotes);
        synchronized (this) {
            other.clip = clip;
        }
        return other;
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
