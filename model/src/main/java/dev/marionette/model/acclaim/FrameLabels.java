package dev.marionette.model.acclaim;

import java.util.List;

/**
 * What a motion's frame numbers look like. Readers count frames in file order whatever the labels say, but many
 * tools write 1, 2, 3...; edits that drop or add frames keep such a run a run.
 */
public final class FrameLabels {

    private FrameLabels() {
    }

    /** The first label when the labels run {@code first, first + 1, ...} with no gap; null otherwise. */
    public static Long regularStart(List<AmcFrame> frames) {
        Tally tally = new Tally();
        frames.forEach(f -> tally.add(f.label()));
        return tally.regularStart();
    }

    /** The label as a number, or null when it is not an integer. */
    static Long number(String label) {
        try {
            return Long.parseLong(label);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * What the labels look like, gathered label by label (also for a motion read as a stream, never held whole):
     * {@link #add} each label in file order, then ask {@link #regularStart()}, {@link #breaks()} and
     * {@link #descents()}.
     */
    public static final class Tally {
        private long count;
        private String first;
        private String last;
        private Long firstNumber;
        private Long previous;
        private boolean regular;
        private long breaks;
        private long descents;

        /** The next frame's label. */
        public void add(String label) {
            Long n = number(label);
            if (count == 0) {
                first = label;
                firstNumber = n;
                regular = n != null;
            } else {
                if (n == null || previous == null || n != previous + 1) {
                    breaks++;
                }
                if (n != null && previous != null && n <= previous) {
                    descents++;
                }
                regular = regular && n != null && n == firstNumber + count;
            }
            previous = n;
            last = label;
            count++;
        }

        /** Labels added. */
        public long count() {
            return count;
        }

        /** The first label, or null. */
        public String first() {
            return first;
        }

        /** The last label, or null. */
        public String last() {
            return last;
        }

        /** The first label when they run first, first + 1, ... with no gap; null otherwise. */
        public Long regularStart() {
            return count > 0 && regular ? firstNumber : null;
        }

        /** How many times a label is not one more than the one before it. */
        public long breaks() {
            return breaks;
        }

        /** How many times a label is not greater than the one before it. */
        public long descents() {
            return descents;
        }
    }
}
