package dev.marionette.editor.playback;

/**
 * What transport controls ({@link TransportActions}, {@link TransportBar}) drive: a tab's frames, played or
 * stepped. The tab decides what a frame is and how long it lasts ({@link FramePlayer} plays frames of one
 * fixed duration); the controls only need these operations. Event thread.
 */
public interface Transport {

    int frameCount();

    /** The frame shown, 0-based. */
    int frame();

    /** Shows frame {@code frame} (by hand: stepping, the slider); playback goes on from there. */
    void setFrame(int frame);

    boolean isPlaying();

    void play();

    void pause();

    default void toggle() {
        if (isPlaying()) {
            pause();
        } else {
            play();
        }
    }

    /** Steps {@code by} frames, wrapping around at either end. */
    default void step(int by) {
        int count = frameCount();
        if (count > 0) {
            setFrame(Math.floorMod(frame() + by, count));
        }
    }

    boolean loops();

    void setLoop(boolean loop);

    double speed();

    /** Plays {@code speed} times faster (positive). */
    void setSpeed(double speed);

    /** Where frame {@code frame} starts in media time at speed 1, in nanoseconds (for "0.300 s"). */
    long frameStartNanos(int frame);

    /** Hears when the frame shown, the frame count, playing, loop or speed changes. */
    void addChangeListener(Runnable listener);
}
