package dev.marionette.editor.playback;

import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * Maps wall time to media time without drift: while running, the media position is the position at the last
 * anchor plus the wall time since, times the speed, all read from one monotonic clock, so a late tick never
 * shifts what comes after it. With a length and loop the position wraps around; without loop it stops at the
 * length. The clock knows nothing of frames: a tab maps positions to its own frames (fixed intervals,
 * per-frame durations, a frame rate) and asks, with {@link #wakeAt}, to be called when the position reaches
 * its next change. Positions are nanoseconds of media time. Event thread.
 */
public final class PlaybackClock {

    /** The delay of a wake-up is whole milliseconds, rounded up, so a tick never comes before its time. */
    private static final long NANOS_PER_MILLI = 1_000_000;

    private final Ticker ticker;
    private final LongSupplier nanoTime;
    private boolean running;
    private double speed = 1;
    private long length;
    private boolean loop;
    private long anchorWall;
    private long anchorMedia;
    private long wakeTarget = -1;
    private LongConsumer wakeTask;

    /**
     * @param ticker   runs the wake-ups on the event thread
     * @param nanoTime a monotonic clock ({@link System#nanoTime()})
     */
    public PlaybackClock(Ticker ticker, LongSupplier nanoTime) {
        this.ticker = ticker;
        this.nanoTime = nanoTime;
    }

    /** A clock on the Swing timer and {@link System#nanoTime()}. */
    public static PlaybackClock swing() {
        return new PlaybackClock(Ticker.swing(), System::nanoTime);
    }

    public boolean isRunning() {
        return running;
    }

    /** Runs from the present position. */
    public void start() {
        if (!running) {
            anchorWall = nanoTime.getAsLong();
            running = true;
            retimeWake();
        }
    }

    /** Stops at the present position and drops the pending wake-up. */
    public void stop() {
        if (running) {
            anchorMedia = position();
            running = false;
        }
        dropWake();
    }

    /** Moves to media position {@code position} (running on from there if running); drops the pending wake-up. */
    public void seek(long position) {
        anchorMedia = Math.max(0, position);
        anchorWall = nanoTime.getAsLong();
        dropWake();
    }

    public double speed() {
        return speed;
    }

    /** Media time runs {@code speed} times faster than wall time (positive); a pending wake-up is retimed. */
    public void setSpeed(double speed) {
        if (!(speed > 0) || Double.isInfinite(speed)) {
            throw new IllegalArgumentException("speed must be positive: " + speed);
        }
        reanchor();
        this.speed = speed;
        retimeWake();
    }

    /** The media's length in nanoseconds; 0 for none (the position grows without end). */
    public long length() {
        return length;
    }

    public void setLength(long nanos) {
        reanchor();
        length = Math.max(0, nanos);
        retimeWake();
    }

    public boolean loops() {
        return loop;
    }

    /** With a length: wrap around at the end (else stop there). */
    public void setLoop(boolean loop) {
        reanchor();
        this.loop = loop;
        retimeWake();
    }

    /** The media position now: wrapped into [0, length) when looping, at most the length when not. */
    public long position() {
        return wrap(rawPosition());
    }

    /**
     * Calls {@code task} with the position when the position reaches {@code target} (a position as
     * {@link #position()} gives; when looping and the target lies behind, after the wrap). Replaces the
     * pending wake-up; nothing happens while stopped.
     */
    public void wakeAt(long target, LongConsumer task) {
        wakeTarget = target;
        wakeTask = task;
        retimeWake();
    }

    private void retimeWake() {
        if (!running || wakeTask == null) {
            return;
        }
        long now = nanoTime.getAsLong();
        long raw = rawPosition(now);
        long rawTarget = wakeTarget;
        if (loop && length > 0) {
            rawTarget = raw - wrap(raw) + wakeTarget;
            if (rawTarget < raw) {
                rawTarget += length;
            }
        }
        long due = anchorWall + (long) Math.ceil((rawTarget - anchorMedia) / speed);
        long delayNanos = Math.max(0, due - now);
        LongConsumer task = wakeTask;
        ticker.schedule(Math.max(1, (delayNanos + NANOS_PER_MILLI - 1) / NANOS_PER_MILLI), () -> {
            if (running && wakeTask == task) {
                wakeTask = null;
                task.accept(position());
            }
        });
    }

    private void dropWake() {
        wakeTask = null;
        ticker.cancel();
    }

    /** Starts counting again from here, so that changing the speed, length or loop moves nothing shown. */
    private void reanchor() {
        long now = nanoTime.getAsLong();
        anchorMedia = wrap(rawPosition(now));
        anchorWall = now;
    }

    private long rawPosition() {
        return running ? rawPosition(nanoTime.getAsLong()) : anchorMedia;
    }

    private long rawPosition(long now) {
        return running ? anchorMedia + (long) Math.floor((now - anchorWall) * speed) : anchorMedia;
    }

    private long wrap(long raw) {
        if (length <= 0) {
            return raw;
        }
        return loop ? Math.floorMod(raw, length) : Math.min(raw, length);
    }
}
