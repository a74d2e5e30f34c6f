package dev.marionette.model.act;

import java.util.ArrayList;
import java.util.List;

/**
 * One action of an ACT file: a sequence of frames and the time each frame is shown.
 *
 * <p>Players usually store 8 actions per animation, one per direction (action = animation &times; 8 +
 * direction). The interval is in "ticks": the common convention is {@value #MILLIS_PER_TICK} ms per tick,
 * though measurements of the official client give 24 ms. It is kept as raw float bits so an unmodified
 * file writes back exactly. Files older than 0x202 store no interval; such actions hold
 * {@link #DEFAULT_INTERVAL_TICKS}, the value the most widely used editor writes when it re-saves them and
 * the 150 ms the web client assumes.
 */
public final class ActAnimation {

    /** Interval assumed when a file stores none: 6 ticks = 150 ms. */
    public static final float DEFAULT_INTERVAL_TICKS = 6.0f;
    /** The conventional length of one tick. */
    public static final int MILLIS_PER_TICK = 25;

    private final List<ActFrame> frames = new ArrayList<>();
    private int intervalBits = Float.floatToRawIntBits(DEFAULT_INTERVAL_TICKS);

    /** An action with no frames and the default interval. */
    public ActAnimation() {
    }

    /** The frames (the live list). */
    public List<ActFrame> frames() {
        return frames;
    }

    /** Time per frame in ticks. */
    public float interval() {
        return Float.intBitsToFloat(intervalBits);
    }

    public void setInterval(float ticks) {
        this.intervalBits = Float.floatToRawIntBits(ticks);
    }

    /** Raw bits of the interval float as stored. */
    public int intervalBits() {
        return intervalBits;
    }

    public void setIntervalBits(int bits) {
        this.intervalBits = bits;
    }

    /** Time per frame in milliseconds at the conventional {@value #MILLIS_PER_TICK} ms per tick. */
    public double intervalMillis() {
        return interval() * (double) MILLIS_PER_TICK;
    }

    /** A deep copy. */
    public ActAnimation copy() {
        ActAnimation c = new ActAnimation();
        for (ActFrame f : frames) {
            c.frames.add(f.copy());
        }
        c.intervalBits = intervalBits;
        return c;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ActAnimation a && intervalBits == a.intervalBits && frames.equals(a.frames);
    }

    @Override
    public int hashCode() {
        return frames.hashCode() * 31 + intervalBits;
    }

    @Override
    public String toString() {
        return "ActAnimation[" + frames.size() + " frames, interval " + interval() + "]";
    }
}
