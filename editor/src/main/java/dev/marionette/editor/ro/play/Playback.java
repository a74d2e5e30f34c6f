package dev.marionette.editor.ro.play;

import dev.marionette.editor.playback.FramePlayer;
import dev.marionette.editor.playback.PlaybackClock;
import dev.marionette.editor.playback.Ticker;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.act.ActAnimation;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;

/**
 * Plays the action shown: the kit's {@link FramePlayer} on a drift-free {@link PlaybackClock}, with this
 * editor's notion of a frame's time: the action's interval, in ticks of {@value #DEFAULT_MILLIS_PER_TICK} ms
 * (24 ms, as measured in the client, is an option). Frame {@code f} shows from {@code f·interval} after the
 * start of the frame playback started from, divided by the speed; late ticks never add up to drift. Without
 * loop it stops on the last frame.
 *
 * <p>Changing the frame by hand while playing (stepping, choosing another action) plays on from there.
 * Listeners hear each frame playback shows (for sounds) and every start and stop. Event thread.
 */
public final class Playback {

    public static final int DEFAULT_MILLIS_PER_TICK = 25;

    private final SpriteEditorState state;
    private final FramePlayer player;
    private int millisPerTick = DEFAULT_MILLIS_PER_TICK;

    public Playback(SpriteEditorState state, Ticker ticker, LongSupplier nanoClock) {
        this.state = state;
        this.player = new FramePlayer(FramePlayer.Frames.of(state::frameCount, state::frame, state::setFrame, () -> {
            ActAnimation action = state.currentAction();
            double ticks = action == null ? ActAnimation.DEFAULT_INTERVAL_TICKS : action.interval();
            return ticks * millisPerTick * 1e6;
        }), new PlaybackClock(ticker, nanoClock));
        state.addListener(aspect -> {
            if (aspect == SpriteEditorState.Aspect.FRAME) {
                player.frameChanged();
            }
        });
    }

    /** A playback on the Swing timer and {@link System#nanoTime()}. */
    public static Playback swing(SpriteEditorState state) {
        return new Playback(state, Ticker.swing(), System::nanoTime);
    }

    /** What the transport controls drive. */
    public FramePlayer transport() {
        return player;
    }

    public boolean isPlaying() {
        return player.isPlaying();
    }

    public void play() {
        player.play();
    }

    public void pause() {
        player.pause();
    }

    public void toggle() {
        player.toggle();
    }

    public void setLoop(boolean loop) {
        player.setLoop(loop);
    }

    public double speed() {
        return player.speed();
    }

    /** Plays {@code speed} times faster (positive), from the frame shown now. */
    public void setSpeed(double speed) {
        player.setSpeed(speed);
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
        player.retime();
    }

    /** How long frame shows last in the action shown, in ms, at the current speed (at least 1 ms). */
    public double frameMillis() {
        return player.frameNanos() / 1e6 / player.speed();
    }

    /** Hears each frame shown by playback (not frames chosen by hand). */
    public void addFrameListener(IntConsumer listener) {
        player.addFrameListener(listener);
    }

    public void addPlayingListener(Runnable listener) {
        player.addPlayingListener(listener);
    }

    /** Stops for good (the tab closed). */
    public void dispose() {
        player.dispose();
    }
}
