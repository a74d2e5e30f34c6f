package dev.marionette.model.ro.pixel;

/**
 * The pixels the drawing tools cover, given as calls to a {@link Plot} (points may fall outside the image; a
 * {@link PixelBuffer} ignores them):
 * <ul>
 * <li>{@link #line}: Bresenham's line, both ends included, every step one pixel (8-connected, no doubled
 *     corners), the same pixels whichever end it starts from;</li>
 * <li>{@link #rectangle}: the box between two corners (in any order), its one-pixel border or all of it;</li>
 * <li>{@link #ellipse}: the ellipse inscribed in the box between two corners: a pixel is inside when its centre
 *     is inside the ellipse through the box's edges; the outline is the inside pixels with a 4-neighbour
 *     outside, so it is closed and symmetric;</li>
 * <li>{@link #brush}: a square brush of side {@code size} centred on the point (even sizes lean right and
 *     down), which {@link #stroke} stamps along a line.</li>
 * </ul>
 */
public final class PixelShapes {

    /** Receives the covered pixels. */
    @FunctionalInterface
    public interface Plot {
        void plot(int x, int y);
    }

    /** The largest brush. */
    public static final int MAX_BRUSH = 64;

    private PixelShapes() {
    }

    /** Bresenham's line from (x0, y0) to (x1, y1), both included. */
    public static void line(int x0, int y0, int x1, int y1, Plot plot) {
        // Walk from the end with the smaller (y, x) so the pixels do not depend on the direction drawn.
        if (y1 < y0 || y1 == y0 && x1 < x0) {
            int t = x0;
            x0 = x1;
            x1 = t;
            t = y0;
            y0 = y1;
            y1 = t;
        }
        int dx = Math.abs(x1 - x0);
        int dy = -Math.abs(y1 - y0);
        int sx = x0 < x1 ? 1 : -1;
        int sy = y0 < y1 ? 1 : -1;
        int err = dx + dy;
        int x = x0;
        int y = y0;
        while (true) {
            plot.plot(x, y);
            if (x == x1 && y == y1) {
                return;
            }
            int e2 = 2 * err;
            if (e2 >= dy) {
                err += dy;
                x += sx;
            }
            if (e2 <= dx) {
                err += dx;
                y += sy;
            }
        }
    }

    /** The box between two corners: its border, or every pixel when {@code filled}. */
    public static void rectangle(int x0, int y0, int x1, int y1, boolean filled, Plot plot) {
        int left = Math.min(x0, x1);
        int right = Math.max(x0, x1);
        int top = Math.min(y0, y1);
        int bottom = Math.max(y0, y1);
        for (int y = top; y <= bottom; y++) {
            if (filled || y == top || y == bottom) {
                for (int x = left; x <= right; x++) {
                    plot.plot(x, y);
                }
            } else {
                plot.plot(left, y);
                if (right != left) {
                    plot.plot(right, y);
                }
            }
        }
    }

    /** The ellipse inscribed in the box between two corners: its outline, or all of it when {@code filled}. */
    public static void ellipse(int x0, int y0, int x1, int y1, boolean filled, Plot plot) {
        int left = Math.min(x0, x1);
        int top = Math.min(y0, y1);
        int w = Math.abs(x1 - x0) + 1;
        int h = Math.abs(y1 - y0) + 1;
        boolean[] inside = new boolean[w * h];
        double rx = w / 2.0;
        double ry = h / 2.0;
        for (int j = 0; j < h; j++) {
            double dy = (j + 0.5 - ry) / ry;
            for (int i = 0; i < w; i++) {
                double dx = (i + 0.5 - rx) / rx;
                inside[j * w + i] = dx * dx + dy * dy <= 1.0;
            }
        }
        for (int j = 0; j < h; j++) {
            for (int i = 0; i < w; i++) {
                if (inside[j * w + i] && (filled || edge(inside, w, h, i, j))) {
                    plot.plot(left + i, top + j);
                }
            }
        }
    }

    private static boolean edge(boolean[] inside, int w, int h, int i, int j) {
        return i == 0 || j == 0 || i == w - 1 || j == h - 1 || !inside[j * w + i - 1] || !inside[j * w + i + 1]
                || !inside[(j - 1) * w + i] || !inside[(j + 1) * w + i];
    }

    /** A square brush of side {@code size} (1..{@value #MAX_BRUSH}) at (x, y). */
    public static void brush(int x, int y, int size, Plot plot) {
        int s = Math.max(1, Math.min(MAX_BRUSH, size));
        int x0 = x - (s - 1) / 2;
        int y0 = y - (s - 1) / 2;
        for (int j = 0; j < s; j++) {
            for (int i = 0; i < s; i++) {
                plot.plot(x0 + i, y0 + j);
            }
        }
    }

    /** The brush stamped at every pixel of the line from (x0, y0) to (x1, y1). */
    public static void stroke(int x0, int y0, int x1, int y1, int size, Plot plot) {
        line(x0, y0, x1, y1, (x, y) -> brush(x, y, size, plot));
    }

    /** A plot that sets {@code buffer}'s pixels to {@code value}, only where {@code selection} allows (null: anywhere). */
    public static Plot painter(PixelBuffer buffer, int value, PixelSelection selection) {
        if (selection == null) {
            return (x, y) -> buffer.set(x, y, value);
        }
        return (x, y) -> {
            if (selection.contains(x, y)) {
                buffer.set(x, y, value);
            }
        };
    }
}
