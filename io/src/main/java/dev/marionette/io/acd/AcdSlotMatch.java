package dev.marionette.io.acd;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which items of one kind in a block (the frames of an animation, the animations of a file, the Animation lines
 * of a state...) as the character was read are which items now, from their text as {@link AcdWriter} writes it:
 *
 * <ol>
 * <li>the longest run of unchanged items in order stays where it is;</li>
 * <li>an unchanged item found elsewhere has moved;</li>
 * <li>between the unchanged ones, the items that were there and those that are there now are paired where they
 * share the most lines (a frame whose duration changed is that frame, changed): key lines in order, blocks by
 * the fewest lines to change;</li>
 * <li>a block left over that shares most of its lines with one left over elsewhere has moved and changed (a
 * frame moved to the end, its exit branch renumbered);</li>
 * <li>what is left was removed or is new.</li>
 * </ol>
 */
final class AcdSlotMatch {

    /** Largest table (old times new items) compared exactly; beyond it only the unchanged ends are found. */
    private static final long MAX_TABLE = 1_000_000;
    /** Largest stretch of changed blocks paired by their lines; beyond it they are paired in order. */
    private static final long MAX_PAIRING = 10_000;

    /** For each item now: the index of the item it was, or -1 for a new one. */
    final int[] was;
    /** For each item now: whether it was elsewhere (written at its new place). */
    final boolean[] moved;
    /** For each item as read: the index of the item it is now, or -1 when it was removed. */
    final int[] now;

    private AcdSlotMatch(int before, int after) {
        was = new int[after];
        moved = new boolean[after];
        now = new int[before];
        Arrays.fill(was, -1);
        Arrays.fill(now, -1);
    }

    /**
     * Matches the items as read ({@code before}) with the items now ({@code after}), each given by its text.
     *
     * @param blocks whether the items are blocks (paired by shared lines) rather than key lines (paired in order)
     */
    static AcdSlotMatch of(List<String> before, List<String> after, boolean blocks) {
        int n = before.size();
        int m = after.size();
        AcdSlotMatch match = new AcdSlotMatch(n, m);
        int head = 0;
        while (head < n && head < m && before.get(head).equals(after.get(head))) {
            match.pair(head, head);
            head++;
        }
        int tail = 0;
        while (tail < n - head && tail < m - head && before.get(n - 1 - tail).equals(after.get(m - 1 - tail))) {
            match.pair(n - 1 - tail, m - 1 - tail);
            tail++;
        }
        match.longestCommon(before, after, head, n - tail, head, m - tail);
        match.moves(before, after);
        match.pairChanged(before, after, blocks);
        if (blocks) {
            match.movesChanged(before, after);
        }
        return match;
    }

    private void pair(int b, int a) {
        now[b] = a;
        was[a] = b;
    }

    /** The longest common subsequence of the middle parts, by dynamic programming. */
    private void longestCommon(List<String> before, List<String> after, int b0, int b1, int a0, int a1) {
        int rows = b1 - b0;
        int cols = a1 - a0;
        if (rows == 0 || cols == 0 || (long) rows * cols > MAX_TABLE) {
            return;
        }
        int[][] length = new int[rows + 1][cols + 1];
        for (int i = rows - 1; i >= 0; i--) {
            for (int j = cols - 1; j >= 0; j--) {
                length[i][j] = before.get(b0 + i).equals(after.get(a0 + j)) ? length[i + 1][j + 1] + 1
                        : Math.max(length[i + 1][j], length[i][j + 1]);
            }
        }
        int i = 0;
        int j = 0;
        while (i < rows && j < cols) {
            if (before.get(b0 + i).equals(after.get(a0 + j))) {
                pair(b0 + i, a0 + j);
                i++;
                j++;
            } else if (length[i + 1][j] >= length[i][j + 1]) {
                i++;
            } else {
                j++;
            }
        }
    }

    /** Unchanged items out of order: moved. */
    private void moves(List<String> before, List<String> after) {
        Map<String, ArrayDeque<Integer>> left = new HashMap<>();
        for (int b = 0; b < now.length; b++) {
            if (now[b] < 0) {
                left.computeIfAbsent(before.get(b), k -> new ArrayDeque<>()).add(b);
            }
        }
        for (int a = 0; a < was.length; a++) {
            if (was[a] < 0) {
                ArrayDeque<Integer> same = left.get(after.get(a));
                if (same != null && !same.isEmpty()) {
                    pair(same.poll(), a);
                    moved[a] = true;
                }
            }
        }
    }

    /** Between the items that stayed, pairs the changed ones. */
    private void pairChanged(List<String> before, List<String> after, boolean blocks) {
        int b = 0;
        int a = 0;
        while (b <= now.length && a <= was.length) {
            int nextB = b;
            while (nextB < now.length && (now[nextB] < 0 || moved[now[nextB]])) {
                nextB++;
            }
            int nextA = a;
            while (nextA < was.length && (was[nextA] < 0 || moved[nextA])) {
                nextA++;
            }
            List<Integer> gone = new ArrayList<>();
            for (int i = b; i < nextB; i++) {
                if (now[i] < 0) {
                    gone.add(i);
                }
            }
            List<Integer> added = new ArrayList<>();
            for (int i = a; i < nextA; i++) {
                if (was[i] < 0) {
                    added.add(i);
                }
            }
            if (!gone.isEmpty() && !added.isEmpty()) {
                if (blocks && (long) gone.size() * added.size() <= MAX_PAIRING) {
                    pairByLines(before, after, gone, added);
                } else {
                    for (int k = 0; k < Math.min(gone.size(), added.size()); k++) {
                        pair(gone.get(k), added.get(k));
                    }
                }
            }
            b = nextB + 1;
            a = nextA + 1;
        }
    }

    /** Leftover blocks sharing most of their lines: moved and changed, the most alike first. */
    private void movesChanged(List<String> before, List<String> after) {
        List<Integer> gone = new ArrayList<>();
        for (int b = 0; b < now.length; b++) {
            if (now[b] < 0) {
                gone.add(b);
            }
        }
        List<Integer> added = new ArrayList<>();
        for (int a = 0; a < was.length; a++) {
            if (was[a] < 0) {
                added.add(a);
            }
        }
        if (gone.isEmpty() || added.isEmpty() || (long) gone.size() * added.size() > MAX_PAIRING) {
            return;
        }
        List<int[]> candidates = new ArrayList<>();
        List<Map<String, Integer>> addedLines = new ArrayList<>();
        for (int a : added) {
            addedLines.add(lines(after.get(a)));
        }
        for (int g : gone) {
            Map<String, Integer> x = lines(before.get(g));
            for (int k = 0; k < added.size(); k++) {
                Map<String, Integer> y = addedLines.get(k);
                int shared = common(x, y);
                if (2 * shared > Math.max(size(x), size(y))) {
                    candidates.add(new int[] {shared, g, added.get(k)});
                }
            }
        }
        candidates.sort((p, q) -> p[0] != q[0] ? Integer.compare(q[0], p[0])
                : p[1] != q[1] ? Integer.compare(p[1], q[1]) : Integer.compare(p[2], q[2]));
        for (int[] c : candidates) {
            if (now[c[1]] < 0 && was[c[2]] < 0) {
                pair(c[1], c[2]);
                moved[c[2]] = true;
            }
        }
    }

    /** Pairs changed blocks in order so that the fewest lines change (an edit distance over blocks). */
    private void pairByLines(List<String> before, List<String> after, List<Integer> gone, List<Integer> added) {
        int rows = gone.size();
        int cols = added.size();
        List<Map<String, Integer>> goneLines = new ArrayList<>();
        for (int g : gone) {
            goneLines.add(lines(before.get(g)));
        }
        List<Map<String, Integer>> addedLines = new ArrayList<>();
        for (int x : added) {
            addedLines.add(lines(after.get(x)));
        }
        int[] goneSize = goneLines.stream().mapToInt(AcdSlotMatch::size).toArray();
        int[] addedSize = addedLines.stream().mapToInt(AcdSlotMatch::size).toArray();
        long[][] cost = new long[rows + 1][cols + 1];
        int[][] common = new int[rows][cols];
        for (int i = rows; i >= 0; i--) {
            for (int j = cols; j >= 0; j--) {
                if (i == rows && j == cols) {
                    continue;
                }
                long best = Long.MAX_VALUE;
                if (i < rows) {
                    best = cost[i + 1][j] + goneSize[i];
                }
                if (j < cols) {
                    best = Math.min(best, cost[i][j + 1] + addedSize[j]);
                }
                if (i < rows && j < cols) {
                    common[i][j] = common(goneLines.get(i), addedLines.get(j));
                    if (common[i][j] > 0) {
                        best = Math.min(best, cost[i + 1][j + 1] + goneSize[i] + addedSize[j] - 2L * common[i][j]);
                    }
                }
                cost[i][j] = best;
            }
        }
        int i = 0;
        int j = 0;
        while (i < rows && j < cols) {
            if (common[i][j] > 0 && cost[i][j] == cost[i + 1][j + 1] + goneSize[i] + addedSize[j]
                    - 2L * common[i][j]) {
                pair(gone.get(i), added.get(j));
                i++;
                j++;
            } else if (cost[i][j] == cost[i + 1][j] + goneSize[i]) {
                i++;
            } else {
                j++;
            }
        }
    }

    private static Map<String, Integer> lines(String text) {
        Map<String, Integer> counts = new HashMap<>();
        for (String line : text.split("\n")) {
            counts.merge(line, 1, Integer::sum);
        }
        return counts;
    }

    private static int size(Map<String, Integer> lines) {
        return lines.values().stream().mapToInt(Integer::intValue).sum();
    }

    private static int common(Map<String, Integer> x, Map<String, Integer> y) {
        int shared = 0;
        for (Map.Entry<String, Integer> e : x.entrySet()) {
            Integer other = y.get(e.getKey());
            if (other != null) {
                shared += Math.min(e.getValue(), other);
            }
        }
        return shared;
    }
}
