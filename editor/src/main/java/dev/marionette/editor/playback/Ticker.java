package dev.marionette.editor.playback;

import javax.swing.Timer;

/**
 * Runs a task once after a delay on the event thread; a {@link PlaybackClock} asks for each tick, timed to the
 * next change. The Swing implementation uses a one-shot {@link Timer}; tests use a manual one.
 */
public interface Ticker {

    /** Runs {@code task} on the event thread after about {@code delayMillis} ms, replacing any pending run. */
    void schedule(long delayMillis, Runnable task);

    /** Drops the pending run. */
    void cancel();

    /** The Swing ticker. */
    static Ticker swing() {
        return new Ticker() {
            private Timer timer;

            @Override
            public void schedule(long delayMillis, Runnable task) {
                cancel();
                timer = new Timer((int) Math.max(1, Math.min(Integer.MAX_VALUE, delayMillis)), e -> task.run());
                timer.setRepeats(false);
                timer.setCoalesce(true);
                timer.start();
            }

            @Override
            public void cancel() {
                if (timer != null) {
                    timer.stop();
                    timer = null;
                }
            }
        };
    }
}
