package dev.marionette.model.sims;

import java.util.List;

/**
 * One event of a TS1 motion: a time in milliseconds from the start of the skill and its key/value pairs
 * ({@code footstep 2}, {@code interruptable 0}, {@code xevt 101}).
 *
 * @param time the time as stored (an unsigned 32-bit value; see {@link Integer#toUnsignedLong})
 */
public record TimeProperty(int time, List<SimsProperty> pairs) {

    public TimeProperty {
        pairs = List.copyOf(pairs);
    }

    /** This event at another time. */
    public TimeProperty withTime(int newTime) {
        return new TimeProperty(newTime, pairs);
    }
}
