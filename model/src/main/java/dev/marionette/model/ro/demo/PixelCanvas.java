package dev.marionette.model.ro.demo;

import dev.marionette.model.spr.IndexedImage;

/**
 * A small indexed image drawn with primitives, for the procedural demo art: filled and shaded ellipses,
 * polygons, lines, and a one-pixel outline around everything drawn. Index 0 is transparent.
 *
 * <p>A pixel (x, y) is inside a shape when its centre (x + 0.5, y + 0.5) is.
 */
final class PixelCanvas {

    /** Direction the light comes from (up and to the left), for {@link #shadedEllipse}. */
    private static final double LIGHT_X = -0.55;
    private static final double LIGHT_Y = -0.75;

    private final int width;
    private final int height;
    private final byte[] pixels;

    PixelCanvas(int width, int height) {
        this.width = width;
        this.height = height;
        this.pixels = new byte[width * height];
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }

    void set(int x, int y, int index) {
        if (x >= 0 && y >= 0 && x < width && y < height) {
            pixels[y * width + x] = (byte) index;
        }
    }

    int get(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height ? pixels[y * width + x] & 0xFF : 0;
    }

    /** Fills the ellipse centred on (cx, cy) with radii rx, ry. */
    void fillEllipse(double cx, double cy, double rx, double ry, int index) {
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (inEllipse(x, y, cx, cy, rx, ry)) {
                    set(x, y, index);
                }
            }
        }
    }

    /** Fills an ellipse lit from the upper left: a lit rim, the plain colour, a shadowed lower right. */
    void shadedEllipse(double cx, double cy, double rx, double ry, DemoPalette.Ramp ramp) {
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (!inEllipse(x, y, cx, cy, rx, ry)) {
                    continue;
                }
                double nx = (x + 0.5 - cx) / rx;
                double ny = (y + 0.5 - cy) / ry;
                double light = nx * LIGHT_X + ny * LIGHT_Y;
                set(x, y, light > 0.5 ? ramp.light() : light < -0.35 ? ramp.dark() : ramp.base());
            }
        }
    }

    /** Draws the ring of an ellipse one pixel wide (pixels inside it but not inside its shrunk copy). */
    void ringEllipse(double cx, double cy, double rx, double ry, int index) {
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (inEllipse(x, y, cx, cy, rx, ry) && !inEllipse(x, y, cx, cy, rx - 1, ry - 1)) {
                    set(x, y, index);
                }
            }
        }
    }

    /**
     * Fills a trapezoid-like shape row by row: at row y from {@code top} to {@code bottom} its centre and half
     * width go linearly from (topX, topHalf) to (bottomX, bottomHalf); columns left of the centre line are lit.
     */
    void fillTaper(double topX, double top, double topHalf, double bottomX, double bottom, double bottomHalf,
            DemoPalette.Ramp ramp) {
        for (int y = 0; y < height; y++) {
            double t = (y + 0.5 - top) / (bottom - top);
            if (t < 0 || t > 1) {
                continue;
            }
            double centre = topX + (bottomX - topX) * t;
            double half = topHalf + (bottomHalf - topHalf) * t;
            for (int x = 0; x < width; x++) {
                double d = x + 0.5 - centre;
                if (Math.abs(d) <= half) {
                    set(x, y, d < -half / 3 ? ramp.light() : d > half / 3 ? ramp.dark() : ramp.base());
                }
            }
        }
    }

    /** Fills the rectangle of columns x..x+w-1 and rows y..y+h-1. */
    void fillRect(int x, int y, int w, int h, int index) {
        for (int j = y; j < y + h; j++) {
            for (int i = x; i < x + w; i++) {
                set(i, j, index);
            }
        }
    }

    /** A one-pixel line between two pixels (Bresenham). */
    void line(int x0, int y0, int x1, int y1, int index) {
        int dx = Math.abs(x1 - x0);
        int dy = -Math.abs(y1 - y0);
        int sx = x0 < x1 ? 1 : -1;
        int sy = y0 < y1 ? 1 : -1;
        int err = dx + dy;
        while (true) {
            set(x0, y0, index);
            if (x0 == x1 && y0 == y1) {
                return;
            }
            int e2 = 2 * err;
            if (e2 >= dy) {
                err += dy;
                x0 += sx;
            }
            if (e2 <= dx) {
                err += dx;
                y0 += sy;
            }
        }
    }

    /** Turns every transparent pixel next to (left, right, above, below) a drawn one into {@code index}. */
    void outline(int index) {
        byte[] before = pixels.clone();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (before[y * width + x] == 0 && (drawn(before, x - 1, y) || drawn(before, x + 1, y)
                        || drawn(before, x, y - 1) || drawn(before, x, y + 1))) {
                    set(x, y, index);
                }
            }
        }
    }

    IndexedImage toImage() {
        return new IndexedImage(width, height, pixels);
    }

    private boolean drawn(byte[] data, int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height && data[y * width + x] != 0;
    }

    private static boolean inEllipse(int x, int y, double cx, double cy, double rx, double ry) {
        if (rx <= 0 || ry <= 0) {
            return false;
        }
        double nx = (x + 0.5 - cx) / rx;
        double ny = (y + 0.5 - cy) / ry;
        return nx * nx + ny * ny <= 1;
    }
}
