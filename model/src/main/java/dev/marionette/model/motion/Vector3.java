package dev.marionette.model.motion;

/**
 * An immutable 3D vector (a position or a direction) in the right-handed coordinates of the motion core.
 *
 * @param x the x component
 * @param y the y component (up in every supported format once adapted)
 * @param z the z component
 */
public record Vector3(double x, double y, double z) {

    /** The zero vector. */
    public static final Vector3 ZERO = new Vector3(0, 0, 0);

    /** This plus {@code o}. */
    public Vector3 plus(Vector3 o) {
        return new Vector3(x + o.x, y + o.y, z + o.z);
    }

    /** This minus {@code o}. */
    public Vector3 minus(Vector3 o) {
        return new Vector3(x - o.x, y - o.y, z - o.z);
    }

    /** This scaled by {@code s}. */
    public Vector3 times(double s) {
        return new Vector3(x * s, y * s, z * s);
    }

    /** Euclidean length. */
    public double length() {
        return Math.sqrt(x * x + y * y + z * z);
    }

    /** This divided by its length; the zero vector stays zero. */
    public Vector3 normalized() {
        double len = length();
        return len == 0 ? ZERO : new Vector3(x / len, y / len, z / len);
    }

    /** Component {@code axis} (0 = x, 1 = y, 2 = z). */
    public double get(int axis) {
        return switch (axis) {
            case 0 -> x;
            case 1 -> y;
            case 2 -> z;
            default -> throw new IndexOutOfBoundsException("axis " + axis);
        };
    }

    /** True when every component is finite. */
    public boolean isFinite() {
        return Double.isFinite(x) && Double.isFinite(y) && Double.isFinite(z);
    }
}
