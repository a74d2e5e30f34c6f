package dev.marionette.io.acd;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A line diff of two files, byte for byte (each line with its line end, so a changed line end is a changed
 * line), for tests that check an edit changed only its own lines.
 */
public final class AcdTextDiff {

    /** The lines only the first file has and the lines only the second has, in order. */
    public record Result(List<String> removed, List<String> added) {
        public int size() {
            return removed.size() + added.size();
        }
    }

    private AcdTextDiff() {
    }

    public static Result of(byte[] a, byte[] b) {
        List<String> x = lines(a);
        List<String> y = lines(b);
        int head = 0;
        while (head < x.size() && head < y.size() && x.get(head).equals(y.get(head))) {
            head++;
        }
        int tail = 0;
        while (tail < x.size() - head && tail < y.size() - head
                && x.get(x.size() - 1 - tail).equals(y.get(y.size() - 1 - tail))) {
            tail++;
        }
        return myers(x.subList(head, x.size() - tail), y.subList(head, y.size() - tail));
    }

    /** Myers' shortest edit script (greedy, keeping each step's furthest points to walk back). */
    private static Result myers(List<String> x, List<String> y) {
        int n = x.size();
        int m = y.size();
        int max = n + m;
        int[] v = new int[2 * max + 3];
        List<int[]> trace = new ArrayList<>();
        int found = -1;
        for (int d = 0; d <= max && found < 0; d++) {
            for (int k = -d; k <= d; k += 2) {
                int px = k == -d || k != d && v[max + 1 + k - 1] < v[max + 1 + k + 1] ? v[max + 1 + k + 1]
                        : v[max + 1 + k - 1] + 1;
                int py = px - k;
                while (px < n && py < m && x.get(px).equals(y.get(py))) {
                    px++;
                    py++;
                }
                v[max + 1 + k] = px;
                if (px >= n && py >= m) {
                    found = d;
                    break;
                }
            }
            int[] step = new int[2 * d + 1];
            System.arraycopy(v, max + 1 - d, step, 0, 2 * d + 1);
            trace.add(step);
        }
        List<String> removed = new ArrayList<>();
        List<String> added = new ArrayList<>();
        int px = n;
        int py = m;
        for (int d = found; d > 0; d--) {
            int[] previous = trace.get(d - 1);
            int k = px - py;
            // Step d came down (a line added) or right (a line removed) from step d - 1, then along a snake.
            boolean down = k == -d || k != d && at(previous, d - 1, k - 1) < at(previous, d - 1, k + 1);
            int prevK = down ? k + 1 : k - 1;
            int prevX = at(previous, d - 1, prevK);
            int prevY = prevX - prevK;
            if (down) {
                added.add(0, y.get(prevY));
            } else {
                removed.add(0, x.get(prevX));
            }
            px = prevX;
            py = prevY;
        }
        return new Result(removed, added);
    }

    private static int at(int[] step, int d, int k) {
        return step[k + d];
    }

    /** The lines with their line ends, as ISO-8859-1 (one char per byte). */
    public static List<String> lines(byte[] data) {
        String s = new String(data, StandardCharsets.ISO_8859_1);
        List<String> lines = new ArrayList<>();
        int from = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < s.length() && s.charAt(i + 1) == '\n') {
                    i++;
                }
                lines.add(s.substring(from, i + 1));
                from = i + 1;
            }
        }
        if (from < s.length()) {
            lines.add(s.substring(from));
        }
        return lines;
    }
}
