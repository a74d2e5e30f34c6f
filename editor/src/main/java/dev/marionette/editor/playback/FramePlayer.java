package dev.marionette.editor.playback;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.DoubleSupplier;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;

/**
 * Plays frames of one fixed duration on a {@link PlaybackClock}: frame {@code f} shows from media time
 * {@code f * duration} on, and each tick shows the frame the present position falls in, then asks for a
 * wake-up at the next frame's start, so late ticks never add up to drift. The tab supplies its frames
 * ({@link Frames}: a Ragnarok action's interval in 25 ms ticks, a motion clip's frame rate). Without loop it
 * stops on the last frame. Changing the frame by hand while playing plays on from there ({@link #frameChanged});
 * changing the frames' duration plays on from the frame shown with the new timing ({@link #retime}).
 *
 * <p>Listeners hear each frame playback shows (for sounds) and every start and stop. Event thread.
 */
public final class FramePlayer implements Transport {

    /** The tab's frames. */
    public interface Frames {
        int count();

        /** The frame shown now. */
        int current();

        /** Shows frame {@code frame} (the tab's own selection; its events may follow). */
        void show(int frame);

        /** How long one frame lasts at speed 1, in nanoseconds. */
        double frameNanos();

        /** The frames these functions tell. */
        static Frames of(IntSupplier count, IntSupplier current, IntConsumer show, DoubleSupplier frameNanos) {
            return new Frames() {
                @Override
                public int count() {
                    return count.getAsInt();
                }

                @Override
                public int current() {
                    return current.getAsInt();
                }

                @Override
                public void show(int frame) {
                    show.accept(frame);
                }

                @Override
                public double frameNanos() {
                    return frameNanos.getAsDouble();
                }
            };
        }
    }

    /** The shortest frame time accepted, at the current speed, so a zero or negative duration cannot spin. */
    public static final double MIN_FRAME_NANOS = 1_000_000;

    private final Frames frames;
    private final PlaybackClock clock;
    private final List<IntConsumer> frameListeners = new CopyOnWriteArrayList<>();
    private final List<Runnable> playingListeners = new CopyOnWriteArrayList<>();
    private final List<Runnable> changeListeners = new CopyOnWriteArrayList<>();
    private boolean playing;
    private boolean loop = true;
    private boolean showing;
    /** The frame count when playback (re)started: frames added or removed while playing restart it. */
    private int playedCount;

    /** @param clock a clock of its own, unbounded (the player counts frames from its unwrapped position) */
    public FramePlayer(Frames frames, PlaybackClock clock) {
        this.frames = frames;
        this.clock = clock;
    }

    @Override
    public int frameCount() {
        return frames.count();
    }

    @Override
    public int frame() {
        return frames.current();
    }

    @Override
    public void setFrame(int frame) {
        showQuietly(frame);
        frameChanged();
    }

    @Override
    public boolean isPlaying() {
        return playing;
    }

    @Override
    public void play() {
        if (playing || frames.count() == 0) {
            return;
        }
        if (!loop && frames.current() == frames.count() - 1) {
            showQuietly(0);
        }
        playing = true;
        restart();
        frameShown(frames.current());
        firePlaying();
    }

    @Override
    public void pause() {
        if (!playing) {
            return;
        }
        playing = false;
        clock.stop();
        firePlaying();
    }

    @Override
    public boolean loops() {
        return loop;
    }

    @Override
    public void setLoop(boolean loop) {
        this.loop = loop;
        if (playing) {
            restart();
        }
        fireChange();
    }

    @Override
    public double speed() {
        return clock.speed();
    }

    @Override
    public void setSpeed(double speed) {
        clock.setSpeed(speed);
        fireChange();
    }

    /** How long one frame shows at speed 1, in nanoseconds, at least {@link #MIN_FRAME_NANOS} at the speed. */
    public double frameNanos() {
        double nanos = frames.frameNanos();
        double least = MIN_FRAME_NANOS * clock.speed();
        return Double.isFinite(nanos) && nanos >= least ? nanos : least;
    }

    @Override
    public long frameStartNanos(int frame) {
        return (long) Math.ceil(frame * frameNanos());
    }

    /**
     * The tab's frame, or its frame count, changed outside playback (the user stepped or chose other frames):
     * playing goes on from the frame shown; the controls refresh.
     */
    public void frameChanged() {
        if (showing) {
            // playback's own change: it tells its listeners itself
            return;
        }
        if (playing) {
            restart();
        }
        fireChange();
    }

    /** The frames' duration changed (an edit, another tick length or frame rate): plays on from the frame shown. */
    public void retime() {
        if (playing) {
            restart();
        }
        fireChange();
    }

    /** Counts from the start of the frame shown: its position is frame times duration, unwrapped. */
    private void restart() {
        playedCount = frames.count();
        clock.seek(frameStartNanos(frames.current()));
        clock.start();
        scheduleNext(frames.current());
    }

    /**
     * Shows the frame the present position falls in, then asks for a wake-up at the next frame's start. The
     * position is not wrapped: the frame is the number of whole frame times in it, modulo the count when
     * looping, so every cycle starts exactly on the frame grid however long a frame is.
     */
    private void tick(long position) {
        if (!playing) {
            return;
        }
        int count = frames.count();
        if (count == 0) {
            pause();
            return;
        }
        long absolute = (long) Math.floor(position / frameNanos());
        if (count != playedCount) {
            // frames were added or removed while playing: on over the new count, from the frame shown when the
            // count would land elsewhere
            if (absolute >= Math.min(count, playedCount)) {
                restart();
                return;
            }
            playedCount = count;
        }
        int frame = loop ? (int) Math.floorMod(absolute, (long) count) : (int) Math.min(absolute, count - 1);
        if (frame != frames.current()) {
            showQuietly(frame);
            frameShown(frame);
        }
        if (!loop && absolute >= count - 1) {
            pause();
            return;
        }
        scheduleNext(absolute);
    }

    private void scheduleNext(long absoluteFrame) {
        clock.wakeAt((long) Math.ceil((absoluteFrame + 1) * frameNanos()), this::tick);
    }

    private void showQuietly(int frame) {
        showing = true;
        try {
            frames.show(frame);
        } finally {
            showing = false;
        }
    }

    private void frameShown(int frame) {
        frameListeners.forEach(l -> l.accept(frame));
        fireChange();
    }

    /** Hears each frame shown by playback (not frames chosen by hand). */
    public void addFrameListener(IntConsumer listener) {
        frameListeners.add(listener);
    }

    /** Hears every start and stop. */
    public void addPlayingListener(Runnable listener) {
        playingListeners.add(listener);
    }

    @Override
    public void addChangeListener(Runnable listener) {
        changeListeners.add(listener);
    }

    private void firePlaying() {
        playingListeners.forEach(Runnable::run);
        fireChange();
    }

    private void fireChange() {
        changeListeners.forEach(Runnable::run);
    }

    /** Stops for good (the tab closed). */
    public void dispose() {
        pause();
    }
}
