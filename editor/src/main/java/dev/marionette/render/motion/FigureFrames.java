package dev.marionette.render.motion;

import dev.marionette.model.motion.Figure;

/**
 * The world positions of a {@link Figure}'s points, frame by frame, computed when first asked for and kept
 * (a viewer steps back and forth, draws ghosts of neighbouring frames and the trail of a joint over the whole
 * clip). Optionally <b>in place</b>: every frame is moved horizontally so the figure's root keeps the horizontal
 * position it has in the first frame (a walk walks on the spot; heights stay). Not thread-safe: one per view or
 * exporting thread.
 */
public final class FigureFrames {

    /** How many frames {@link #bounds()} samples at most (a fit need not compute every frame of a long clip). */
    public static final int BOUNDS_SAMPLES = 64;

    private final Figure figure;
    private final boolean inPlace;
    private final int root;
    private final double[][] cache;
    private double[] bounds;

    /** @param inPlace lock the root's horizontal travel */
    public FigureFrames(Figure figure, boolean inPlace) {
        this.figure = figure;
        this.inPlace = inPlace;
        this.root = rootPoint(figure);
        this.cache = new double[Math.max(1, figure.frameCount())][];
    }

    /** The point standing for the figure's first root part (-1 when it has no parts). */
    static int rootPoint(Figure figure) {
        for (int p = 0; p < figure.partCount(); p++) {
            if (figure.partParent(p) < 0) {
                return figure.partPoint(p);
            }
        }
        return figure.pointCount() > 0 ? 0 : -1;
    }

    public Figure figure() {
        return figure;
    }

    public boolean inPlace() {
        return inPlace;
    }

    /** Frames, at least 1. */
    public int frameCount() {
        return cache.length;
    }

    /** The point standing for the root (where in-place pins it), or -1. */
    public int rootPoint() {
        return root;
    }

    /**
     * The world positions of every point at {@code frame} (clamped into the clip), x y z per point. The array is
     * shared: read it, never change it.
     */
    public double[] points(int frame) {
        int f = Math.max(0, Math.min(cache.length - 1, frame));
        double[] xyz = cache[f];
        if (xyz == null) {
            xyz = new double[3 * figure.pointCount()];
            figure.pointsAt(Math.min(f, Math.max(0, figure.frameCount() - 1)), xyz);
            if (inPlace && root >= 0 && f > 0) {
                double[] first = points(0);
                double dx = xyz[3 * root] - first[3 * root];
                double dz = xyz[3 * root + 2] - first[3 * root + 2];
                for (int i = 0; i < xyz.length; i += 3) {
                    xyz[i] -= dx;
                    xyz[i + 2] -= dz;
                }
            }
            cache[f] = xyz;
        }
        return xyz;
    }

    /**
     * The world box {minX, minY, minZ, maxX, maxY, maxZ} of the points over the clip, from at most
     * {@value #BOUNDS_SAMPLES} evenly spaced frames (always the first and the last).
     */
    public double[] bounds() {
        if (bounds == null) {
            double[] b = {Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE,
                -Double.MAX_VALUE, -Double.MAX_VALUE};
            int n = cache.length;
            int samples = Math.min(n, BOUNDS_SAMPLES);
            for (int s = 0; s < samples; s++) {
                int f = samples == 1 ? 0 : (int) Math.round((double) s * (n - 1) / (samples - 1));
                double[] xyz = points(f);
                for (int i = 0; i + 2 < xyz.length; i += 3) {
                    for (int k = 0; k < 3; k++) {
                        b[k] = Math.min(b[k], xyz[i + k]);
                        b[3 + k] = Math.max(b[3 + k], xyz[i + k]);
                    }
                }
            }
            if (b[0] > b[3]) {
                b = new double[6];
            }
            bounds = b;
        }
        return bounds.clone();
    }

    /** The ground level: the lowest point of the sampled frames (feet on the floor). */
    public double ground() {
        return bounds()[1];
    }

    /** The figure's height over the sampled frames (at least a tiny positive number). */
    public double height() {
        double[] b = bounds();
        return Math.max(1e-9, b[4] - b[1]);
    }

    /**
     * The direction the figure travels in over the clip, as degrees about the up axis (0 along +z, 90 along +x),
     * when its root moves more than a third of its height horizontally; otherwise NaN (it stays on the spot).
     * Measured on the figure itself, not in place.
     */
    public static double travelHeading(Figure figure) {
        int root = rootPoint(figure);
        if (root < 0 || figure.frameCount() < 2) {
            return Double.NaN;
        }
        FigureFrames free = new FigureFrames(figure, false);
        double[] a = free.points(0);
        double[] b = free.points(figure.frameCount() - 1);
        double dx = b[3 * root] - a[3 * root];
        double dz = b[3 * root + 2] - a[3 * root + 2];
        if (Math.hypot(dx, dz) < free.height() / 3) {
            return Double.NaN;
        }
        return Math.toDegrees(Math.atan2(dx, dz));
    }
}
