package dev.marionette.model.ro.pixel;

/**
 * Bucket fill and colour replacement. A contiguous fill takes the pixels of the clicked value reachable from
 * it through their four neighbours (diagonals do not leak, as in every pixel editor); a global fill takes every
 * pixel of that value. With a selection, only selected pixels change and a contiguous fill does not cross
 * unselected ones. Values are compared exactly (an index, or the whole ARGB).
 */
public final class PixelFill {

    private PixelFill() {
    }

    /**
     * Fills from (x, y) with {@code value}. Returns how many pixels changed (0 when the point is outside the
     * image or the selection, or already has the value).
     */
    public static int fill(PixelBuffer buffer, int x, int y, int value, boolean contiguous, PixelSelection selection) {
        if (!buffer.contains(x, y) || selection != null && !selection.contains(x, y)) {
            return 0;
        }
        int target = buffer.get(x, y);
        int v = buffer.indexed() ? value & 0xFF : value;
        if (target == v) {
            return 0;
        }
        return contiguous ? flood(buffer, x, y, target, v, selection) : replace(buffer, target, v, selection);
    }

    /** Every (selected) pixel of value {@code from} becomes {@code to}. Returns how many changed. */
    public static int replace(PixelBuffer buffer, int from, int to, PixelSelection selection) {
        int v = buffer.indexed() ? to & 0xFF : to;
        if (from == v) {
            return 0;
        }
        int[] p = buffer.raw();
        int w = buffer.width();
        int changed = 0;
        for (int k = 0; k < p.length; k++) {
            if (p[k] == from && (selection == null || selection.contains(k % w, k / w))) {
                p[k] = v;
                changed++;
            }
        }
        return changed;
    }

    private static int flood(PixelBuffer buffer, int x0, int y0, int target, int value, PixelSelection selection) {
        int w = buffer.width();
        int h = buffer.height();
        int[] p = buffer.raw();
        int[] stack = new int[Math.max(16, w + h)];
        int top = 0;
        stack[top++] = y0 * w + x0;
        int changed = 0;
        while (top > 0) {
            int k = stack[--top];
            if (p[k] != target) {
                continue;
            }
            int y = k / w;
            int left = k % w;
            while (left > 0 && p[y * w + left - 1] == target && allowed(selection, left - 1, y)) {
                left--;
            }
            int right = k % w;
            while (right < w - 1 && p[y * w + right + 1] == target && allowed(selection, right + 1, y)) {
                right++;
            }
            for (int x = left; x <= right; x++) {
                p[y * w + x] = value;
                changed++;
                for (int ny = y - 1; ny <= y + 1; ny += 2) {
                    if (ny >= 0 && ny < h && p[ny * w + x] == target && allowed(selection, x, ny)) {
                        if (top == stack.length) {
                            stack = java.util.Arrays.copyOf(stack, stack.length * 2);
                        }
                        stack[top++] = ny * w + x;
                    }
                }
            }
        }
        return changed;
    }

    private static boolean allowed(PixelSelection selection, int x, int y) {
        return selection == null || selection.contains(x, y);
    }
}
