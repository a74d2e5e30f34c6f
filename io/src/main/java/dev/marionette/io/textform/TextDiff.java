package dev.marionette.io.textform;

import java.util.ArrayList;
import java.util.List;

/**
 * The lines two texts differ in, as hunks: the stretches of lines of the left text replaced by stretches of the
 * right (a hunk with an empty side is lines added or removed). Lines are matched by {@link SequenceMatch}, as the
 * merge matches nodes. For showing two text forms side by side.
 */
public final class TextDiff {

    /**
     * Lines {@code [leftStart, leftEnd)} of the left text became {@code [rightStart, rightEnd)} of the right, 0-based.
     */
    public record Hunk(int leftStart, int leftEnd, int rightStart, int rightEnd) {

        /** Lines of the left text in the hunk. */
        public int leftLines() {
            return leftEnd - leftStart;
        }

        /** Lines of the right text in the hunk. */
        public int rightLines() {
            return rightEnd - rightStart;
        }
    }

    private TextDiff() {
    }

    /** The hunks of {@code left} against {@code right}, in order. */
    public static List<Hunk> lines(List<String> left, List<String> right) {
        int[] partner = SequenceMatch.match(keys(left), keys(right));
        List<Hunk> hunks = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < left.size() || j < right.size()) {
            if (i < left.size() && partner[i] == j) {
                i++;
                j++;
                continue;
            }
            int i2 = i;
            while (i2 < left.size() && partner[i2] < 0) {
                i2++;
            }
            int j2 = i2 < left.size() ? partner[i2] : right.size();
            hunks.add(new Hunk(i, i2, j, j2));
            i = i2;
            j = j2;
        }
        return hunks;
    }

    private static long[] keys(List<String> lines) {
        long[] keys = new long[lines.size()];
        for (int i = 0; i < keys.length; i++) {
            String s = lines.get(i);
            long h = 0xcbf29ce484222325L;
            for (int k = 0; k < s.length(); k++) {
                h = (h ^ s.charAt(k)) * 0x100000001b3L;
            }
            keys[i] = h ^ (long) s.length() << 48;
        }
        return keys;
    }
}
