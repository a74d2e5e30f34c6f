package dev.marionette.model.ro.pixel;

import java.util.Arrays;

/**
 * The selected pixels of an image: a mask the image's size. A rectangle selects the box between two corners;
 * a lasso selects the pixels whose centres lie inside its polygon (even-odd rule) and the pixels its edges
 * cross, so even a thin stroke selects what it touched. Immutable.
 */
public final class PixelSelection {

    private final int width;
    private final int height;
    private final boolean[] mask;

    private PixelSelection(int width, int height, boolean[] mask) {
        this.width = width;
        this.height = height;
        this.mask = mask;
    }

    /** A selection from a mask of {@code width * height} flags (copied). */
    public static PixelSelection of(int width, int height, boolean[] mask) {
        if (mask.length != width * height) {
            throw new IllegalArgumentException("a " + width + "x" + height + " mask has " + width * height + " flags");
        }
        return new PixelSelection(width, height, mask.clone());
    }

    /** Every pixel of a {@code width} &times; {@code height} image. */
    public static PixelSelection all(int width, int height) {
        boolean[] m = new boolean[width * height];
        Arrays.fill(m, true);
        return new PixelSelection(width, height, m);
    }

    /** The box between two corners (in any order), clipped to the image. */
    public static PixelSelection rectangle(int width, int height, int x0, int y0, int x1, int y1) {
        boolean[] m = new boolean[width * height];
        PixelShapes.rectangle(x0, y0, x1, y1, true, (x, y) -> set(m, width, height, x, y));
        return new PixelSelection(width, height, m);
    }

    /** The pixels inside the closed polygon through the points (model pixel coordinates) and on its edges. */
    public static PixelSelection lasso(int width, int height, int[] xs, int[] ys) {
        if (xs.length != ys.length || xs.length == 0) {
            throw new IllegalArgumentException("a lasso needs as many x as y, at least one point");
        }
        boolean[] m = new boolean[width * height];
        int n = xs.length;
        // only pixels within the polygon's box can be inside it
        int x0 = Math.max(0, java.util.Arrays.stream(xs).min().getAsInt());
        int x1 = Math.min(width - 1, java.util.Arrays.stream(xs).max().getAsInt());
        int y0 = Math.max(0, java.util.Arrays.stream(ys).min().getAsInt());
        int y1 = Math.min(height - 1, java.util.Arrays.stream(ys).max().getAsInt());
        for (int y = y0; y <= y1; y++) {
            double cy = y + 0.5;
            for (int x = x0; x <= x1; x++) {
                double cx = x + 0.5;
                boolean in = false;
                for (int i = 0, j = n - 1; i < n; j = i++) {
                    // vertices are pixel centres
                    double xi = xs[i] + 0.5;
                    double yi = ys[i] + 0.5;
                    double xj = xs[j] + 0.5;
                    double yj = ys[j] + 0.5;
                    if ((yi > cy) != (yj > cy) && cx < (xj - xi) * (cy - yi) / (yj - yi) + xi) {
                        in = !in;
                    }
                }
                m[y * width + x] = in;
            }
        }
        for (int i = 0, j = n - 1; i < n; j = i++) {
            PixelShapes.line(xs[j], ys[j], xs[i], ys[i], (x, y) -> set(m, width, height, x, y));
        }
        return new PixelSelection(width, height, m);
    }

    private static void set(boolean[] m, int width, int height, int x, int y) {
        if (x >= 0 && y >= 0 && x < width && y < height) {
            m[y * width + x] = true;
        }
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** True when (x, y) is in the image and selected. */
    public boolean contains(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height && mask[y * width + x];
    }

    /** True when no pixel is selected. */
    public boolean isEmpty() {
        for (boolean b : mask) {
            if (b) {
                return false;
            }
        }
        return true;
    }

    /** The smallest box holding every selected pixel as {x, y, width, height}, or null when empty. */
    public int[] bounds() {
        return PixelBounds.of(width, height, (x, y) -> mask[y * width + x]);
    }

    /** The mask (a copy). */
    public boolean[] mask() {
        return mask.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PixelSelection s && width == s.width && height == s.height && Arrays.equals(mask, s.mask);
    }

    @Override
    public int hashCode() {
        return (width * 31 + height) * 31 + Arrays.hashCode(mask);
    }
}
