package dev.marionette.render.motion;

import dev.marionette.render.Viewport;

/**
 * Where world points land on a picture: the {@link OrbitCamera} turns the world about a pivot (the middle of the
 * figure's clip, so turning the camera spins the figure in place), the camera's model plane is then scaled and
 * shifted onto pixels: {@code px = offsetX + scale * camera.projectX(p - pivot)}, likewise y (down). The canvas
 * takes scale and offset from its {@link Viewport}; exports from the picture they fit the figure into. Immutable
 * apart from the camera it reads.
 */
public final class Projection {

    private final OrbitCamera camera;
    private final double pivotX;
    private final double pivotY;
    private final double pivotZ;
    private final double scale;
    private final double offsetX;
    private final double offsetY;

    public Projection(OrbitCamera camera, double[] pivot, double scale, double offsetX, double offsetY) {
        this.camera = camera;
        this.pivotX = pivot[0];
        this.pivotY = pivot[1];
        this.pivotZ = pivot[2];
        this.scale = scale;
        this.offsetX = offsetX;
        this.offsetY = offsetY;
    }

    /** The projection a canvas shows: the camera's model plane through the viewport's zoom and pan. */
    public static Projection of(OrbitCamera camera, double[] pivot, Viewport viewport) {
        return new Projection(camera, pivot, viewport.zoom(), viewport.originX(), viewport.originY());
    }

    public OrbitCamera camera() {
        return camera;
    }

    /** Pixels per world unit. */
    public double scale() {
        return scale;
    }

    /** Picture x of world point (x, y, z). */
    public double x(double x, double y, double z) {
        return offsetX + scale * camera.projectX(x - pivotX, y - pivotY, z - pivotZ);
    }

    /** Picture y (down) of world point (x, y, z). */
    public double y(double x, double y, double z) {
        return offsetY + scale * camera.projectY(x - pivotX, y - pivotY, z - pivotZ);
    }

    /** How near the camera world point (x, y, z) is: larger is nearer. */
    public double depth(double x, double y, double z) {
        return camera.depth(x - pivotX, y - pivotY, z - pivotZ);
    }

    /** Writes the picture x, y of every point of {@code xyz} into {@code out} (2 values per point). */
    public void project(double[] xyz, double[] out) {
        for (int i = 0, j = 0; i + 2 < xyz.length; i += 3, j += 2) {
            out[j] = x(xyz[i], xyz[i + 1], xyz[i + 2]);
            out[j + 1] = y(xyz[i], xyz[i + 1], xyz[i + 2]);
        }
    }

    /**
     * The camera's model-plane box {minX, minY, maxX, maxY} of the world box {@code box} (min xyz, max xyz) seen
     * about {@code pivot}: its eight corners projected.
     */
    public static double[] planeBounds(OrbitCamera camera, double[] pivot, double[] box) {
        double[] out = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        for (int c = 0; c < 8; c++) {
            double x = ((c & 1) == 0 ? box[0] : box[3]) - pivot[0];
            double y = ((c & 2) == 0 ? box[1] : box[4]) - pivot[1];
            double z = ((c & 4) == 0 ? box[2] : box[5]) - pivot[2];
            double px = camera.projectX(x, y, z);
            double py = camera.projectY(x, y, z);
            out[0] = Math.min(out[0], px);
            out[1] = Math.min(out[1], py);
            out[2] = Math.max(out[2], px);
            out[3] = Math.max(out[3], py);
        }
        return out;
    }

    /** The middle of a world box {min xyz, max xyz}. */
    public static double[] centre(double[] box) {
        return new double[] {(box[0] + box[3]) / 2, (box[1] + box[4]) / 2, (box[2] + box[5]) / 2};
    }
}
