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
}
