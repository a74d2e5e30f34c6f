package dev.marionette.editor.playback;

import java.util.Random;

/**
 * A clock and ticker driven by a test: ticks run when the test advances time past them, optionally up to
 * {@link #lateNanos} late (seeded, so runs repeat), to check that lateness does not accumulate.
 */
public final class ManualTime implements Ticker {

    /** The present, in nanoseconds. */
    public long nanos;
    /** When the pending tick is due, or -1. */
    public long dueNanos = -1;
    /** Extra lateness added to every tick: a random amount up to this. */
    public long lateNanos;
    private Runnable task;
    private final Random random = new Random(7);

    @Override
    public void schedule(long delayMillis, Runnable next) {
        dueNanos = nanos + delayMillis * 1_000_000 + (lateNanos > 0 ? (long) (random.nextDouble() * lateNanos) : 0);
        task = next;
    }

    @Override
    public void cancel() {
        task = null;
    }

    /** True while a tick is pending. */
    public boolean pending() {
        return task != null;
    }

    /** A clock reading this time. */
    public PlaybackClock clock() {
        return new PlaybackClock(this, () -> nanos);
    }

    /** Moves time on by {@code millis}, running every tick that falls due on the way. */
    public void advanceMillis(double millis) {
        long end = nanos + (long) (millis * 1_000_000);
        while (task != null && dueNanos <= end) {
            nanos = Math.max(nanos, dueNanos);
            Runnable run = task;
            task = null;
            run.run();
        }
        nanos = end;
    }
}
