package dev.marionette.io.textform;

import java.util.Arrays;

/**
 * Which elements of two sequences correspond: a longest common subsequence of element keys, found by Myers' O(ND)
 * difference algorithm after the common start and end are taken off. Used by {@link TextMerge} on lists of nodes
 * (keyed by their content), so an inserted frame shifts nothing and a changed layer is a change, not a line moved.
 */
final class SequenceMatch {

    /** Past this many differences the middle is left unmatched (a rewrite, not an edit: a merge calls it a conflict). */
    static final int MAX_DIFFERENCES = 2000;

    private SequenceMatch() {
    }

    /**
     * For each element of {@code a}, the index of its partner in {@code b}, or -1; partners are equal keys and
     * ascend with the index in {@code a}.
     */
    static int[] match(long[] a, long[] b) {
        int[] partner = new int[a.length];
        Arrays.fill(partner, -1);
        int start = 0;
        while (start < a.length && start < b.length && a[start] == b[start]) {
            partner[start] = start;
            start++;
        }
        int endA = a.length;
        int endB = b.length;
        while (endA > start && endB > start && a[endA - 1] == b[endB - 1]) {
            endA--;
            endB--;
            partner[endA] = endB;
        }
        if (endA > start && endB > start) {
            myers(a, start, endA, b, start, endB, partner);
        }
        return partner;
    }

    /** Myers' greedy forward search with the V arrays kept for the way back. */
    private static void myers(long[] a, int a0, int a1, long[] b, int b0, int b1, int[] partner) {
        int n = a1 - a0;
        int m = b1 - b0;
        int max = Math.min(n + m, MAX_DIFFERENCES);
        int offset = max + 1;
        int[] v = new int[2 * max + 3];
        int[][] trace = new int[max + 1][];
        int found = -1;
        for (int d = 0; d <= max && found < 0; d++) {
            for (int k = -d; k <= d; k += 2) {
                int x;
                if (k == -d || k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1];
                } else {
                    x = v[offset + k - 1] + 1;
                }
                int y = x - k;
                while (x < n && y < m && a[a0 + x] == b[b0 + y]) {
                    x++;
                    y++;
                }
                v[offset + k] = x;
                if (x >= n && y >= m) {
                    found = d;
                    break;
                }
            }
            // Only diagonals -d..d were reached: keep that slice (memory grows with d squared, not d times n).
            trace[d] = Arrays.copyOfRange(v, offset - d - 1, offset + d + 2);
        }
        if (found < 0) {
            return;
        }
        int x = n;
        int y = m;
        for (int d = found; d > 0; d--) {
            int[] prev = trace[d - 1];
            int base = d;                            // slice index of diagonal k is k + (d - 1) + 1
            int k = x - y;
            int prevK = k == -d || k != d && prev[base + k - 1] < prev[base + k + 1] ? k + 1 : k - 1;
            int prevX = prev[base + prevK];
            int prevY = prevX - prevK;
            while (x > prevX && y > prevY) {
                x--;
                y--;
                partner[a0 + x] = b0 + y;
            }
            x = prevX;
            y = prevY;
        }
        while (x > 0 && y > 0) {
            x--;
            y--;
            partner[a0 + x] = b0 + y;
        }
    }
}
