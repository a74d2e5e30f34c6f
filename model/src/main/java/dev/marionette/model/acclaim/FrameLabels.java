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
        if (frames.isEmpty()) {
            return null;
        }
        Long first = frames.get(0).labelNumber();
        if (first == null) {
            return null;
        }
        for (int i = 1; i < frames.size(); i++) {
            Long n = frames.get(i).labelNumber();
            if (n == null || n != first + i) {
                return null;
            }
        }
        return first;
    }

    /** How many times a label is not one more than the one before it. */
    public static int breaks(List<AmcFrame> frames) {
        int breaks = 0;
        for (int i = 1; i < frames.size(); i++) {
            Long a = frames.get(i - 1).labelNumber();
            Long b = frames.get(i).labelNumber();
            if (a == null || b == null || b != a + 1) {
                breaks++;
            }
        }
        return breaks;
    }

    /** How many times a label is not greater than the one before it. */
    public static int descents(List<AmcFrame> frames) {
        int count = 0;
        for (int i = 1; i < frames.size(); i++) {
            Long a = frames.get(i - 1).labelNumber();
            Long b = frames.get(i).labelNumber();
            if (a != null && b != null && b <= a) {
                count++;
            }
        }
        return count;
    }

    /**
     * The same facts gathered label by label, for a motion read as a stream (never held whole): {@link #add} each
     * label in file order; {@link #regularStart()}, {@link #breaks()} and {@link #descents()} then equal the list
     * methods' answers for those frames.
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
                regular &= n != null && n == firstNumber + count;
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

        private static Long number(String label) {
            try {
                return Long.parseLong(label);
            } catch (NumberFormatException e) {
                return null;
            }
        }
    }
}
