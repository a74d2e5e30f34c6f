package dev.marionette.editor.ro.play;

import dev.marionette.editor.ro.view.SpriteEditorState;
import dev.marionette.model.act.ActAnimation;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;

/**
 * Plays the action shown: frame {@code f} is shown from {@code t0 + f·interval} on, the times counted from one
 * start instant on a monotonic clock, so late ticks never add up to drift: a tick only decides which frame
 * the present time falls in, shows it, and asks for the next tick at the next frame boundary. The interval
 * is the action's, in ticks of {@value #DEFAULT_MILLIS_PER_TICK} ms (24 ms, as measured in the client, is an
 * option), divided by the speed. Without loop it stops on the last frame.
 *
 * <p>Changing the frame by hand while playing (stepping, choosing another action) plays on from there.
 * Listeners hear each frame playback shows (for sounds) and every start and stop. Event thread.
 */
public final class Playback {

    public static final int DEFAULT_MILLIS_PER_TICK = 25;
    /** Speeds offered, as factors. */
    public static final double[] SPEEDS = {0.25, 0.5, 1, 2, 4};
    /** The shortest frame time accepted, so a zero or negative interval cannot spin. */
    private static final double MIN_FRAME_MILLIS = 1;

    private final SpriteEditorState state;
    private final Ticker ticker;
    private final LongSupplier nanoClock;
    private final List<IntConsumer> frameListeners = new CopyOnWriteArrayList<>();
    private final List<Runnable> playingListeners = new CopyOnWriteArrayList<>();
    private boolean playing;
    private boolean loop = true;
    private double speed = 1;
    private int millisPerTick = DEFAULT_MILLIS_PER_TICK;
    private long startNanos;
    private int startFrame;
    private boolean advancing;

    public Playback(SpriteEditorState state, Ticker ticker, LongSupplier nanoClock) {
        this.state = state;
        this.ticker = ticker;
        this.nanoClock = nanoClock;
        state.addListener(aspect -> {
            if (aspect == SpriteEditorState.Aspect.FRAME && playing && !advancing) {
                restartClock();
            }
        });
    }

    /** A playback on the Swing timer and {@link System#nanoTime()}. */
    public static Playback swing(SpriteEditorState state) {
        return new Playback(state, Ticker.swing(), System::nanoTime);
    }

    public boolean isPlaying() {
        return playing;
    }

    public void play() {
        if (playing || state.frameCount() == 0) {
            return;
        }
        if (!loop && state.frame() == state.frameCount() - 1) {
            setFrameQuietly(0);
        }
        playing = true;
        restartClock();
        frameShown(state.frame());
        firePlaying();
    }

    public void pause() {
        if (!playing) {
            return;
        }
        playing = false;
        ticker.cancel();
        firePlaying();
    }

    public void toggle() {
        if (playing) {
            pause();
        } else {
            play();
        }
    }

    public boolean loop() {
        return loop;
    }

    public void setLoop(boolean loop) {
        this.loop = loop;
    }

    public double speed() {
        return speed;
    }

    /** Plays {@code speed} times faster (positive), from the frame shown now. */
    public void setSpeed(double speed) {
        if (!(speed > 0)) {
            throw new IllegalArgumentException("speed must be positive: " + speed);
        }
        this.speed = speed;
        reanchor();
    }

    public int millisPerTick() {
        return millisPerTick;
    }

    /** 25 (the common convention) or 24 (the client's measured tick). */
    public void setMillisPerTick(int millis) {
        this.millisPerTick = millis;
        reanchor();
    }

    /** The interval changed (an edit): keep playing from the frame shown with the new timing. */
    public void reanchor() {
        if (playing) {
            restartClock();
        }
    }

    /** How long frame shows last in the action shown, in ms, at the current speed. */
    public double frameMillis() {
        ActAnimation action = state.currentAction();
        double ticks = action == null ? ActAnimation.DEFAULT_INTERVAL_TICKS : action.interval();
        double millis = ticks * millisPerTick / speed;
        return Double.isFinite(millis) && millis >= MIN_FRAME_MILLIS ? millis : MIN_FRAME_MILLIS;
    }

    /** The time of the frame shown within its action, in ms (frame index times the frame time). */
    public double timeMillis() {
        return state.frame() * frameMillis();
    }

    private void restartClock() {
        startNanos = nanoClock.getAsLong();
        startFrame = state.frame();
        scheduleNext(0);
    }

    /** Shows the frame the present time falls in, then asks for a tick at the next boundary. */
    void tick() {
        if (!playing) {
            return;
        }
        int count = state.frameCount();
        if (count == 0) {
            pause();
            return;
        }
        double frameNanos = frameMillis() * 1e6;
        long elapsed = nanoClock.getAsLong() - startNanos;
        long steps = (long) Math.floor(elapsed / frameNanos);
        long absolute = startFrame + steps;
        int frame;
        if (!loop && absolute >= count - 1) {
            frame = count - 1;
        } else {
            frame = (int) Math.floorMod(absolute, (long) count);
        }
        if (frame != state.frame()) {
            setFrameQuietly(frame);
            frameShown(frame);
        }
        if (!loop && absolute >= count - 1) {
            pause();
            return;
        }
        scheduleNext(steps + 1);
    }

    private void scheduleNext(long step) {
        double frameNanos = frameMillis() * 1e6;
        long due = startNanos + (long) Math.ceil(step * frameNanos);
        long delayNanos = Math.max(0, due - nanoClock.getAsLong());
        // Round up: a tick that comes early finds the same frame and only reschedules.
        ticker.schedule(Math.max(1, (delayNanos + 999_999) / 1_000_000), this::tick);
    }

    private void setFrameQuietly(int frame) {
        advancing = true;
        try {
            state.setFrame(frame);
        } finally {
            advancing = false;
        }
    }

    private void frameShown(int frame) {
        frameListeners.forEach(l -> l.accept(frame));
    }

    /** Hears each frame shown by playback (not frames chosen by hand). */
    public void addFrameListener(IntConsumer listener) {
        frameListeners.add(listener);
    }

    public void addPlayingListener(Runnable listener) {
        playingListeners.add(listener);
    }

    private void firePlaying() {
        playingListeners.forEach(Runnable::run);
    }

    /** Stops for good (the tab closed). */
    public void dispose() {
        pause();
    }
}
