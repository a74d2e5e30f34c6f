package dev.marionette.model.motion;

/**
 * An immutable rotation quaternion {@code (x, y, z, w)}, w the scalar part, in the right-handed convention of
 * the motion core: rotating a vector v by q is {@code q v q*}, the same rotation as {@link #toMatrix()} applied
 * to the column vector v. Adapters of left-handed formats convert before building one (see
 * {@link ChannelKind#SET_ROTATION_X}).
 *
 * @param x the x component of the vector part
 * @param y the y component of the vector part
 * @param z the z component of the vector part
 * @param w the scalar part
 */
public record Quaternion(double x, double y, double z, double w) {

    /** No rotation. */
    public static final Quaternion IDENTITY = new Quaternion(0, 0, 0, 1);

    /** The length; 1 for a rotation (files store slightly off values, which {@link #normalized()} fixes). */
    public double norm() {
        return Math.sqrt(x * x + y * y + z * z + w * w);
    }

    /** This scaled to length 1; a zero quaternion becomes the identity. */
    public Quaternion normalized() {
        double n = norm();
        return n == 0 || !Double.isFinite(n) ? IDENTITY : new Quaternion(x / n, y / n, z / n, w / n);
    }

    /** The rotation matrix of this quaternion after normalising it. */
    public Matrix3 toMatrix() {
        double[] m = new double[9];
        Rotations.quaternionToMatrix(x, y, z, w, m, 0);
        return Matrix3.of(m);
    }

    /**
     * Spherical linear interpolation from {@code a} ({@code t = 0}) to {@code b} ({@code t = 1}) along the
     * shorter arc; both are normalised first.
     */
    public static Quaternion slerp(Quaternion a, Quaternion b, double t) {
        Quaternion p = a.normalized();
        Quaternion q = b.normalized();
        double dot = p.x * q.x + p.y * q.y + p.z * q.z + p.w * q.w;
        if (dot < 0) {
            q = new Quaternion(-q.x, -q.y, -q.z, -q.w);
            dot = -dot;
        }
        double wa;
        double wb;
        if (dot > 0.9995) {
            // Nearly the same rotation: linear interpolation is exact enough and avoids dividing by sin(~0).
            wa = 1 - t;
            wb = t;
        } else {
            double angle = Math.acos(Math.min(1, dot));
            double sin = Math.sin(angle);
            wa = Math.sin((1 - t) * angle) / sin;
            wb = Math.sin(t * angle) / sin;
        }
        return new Quaternion(wa * p.x + wb * q.x, wa * p.y + wb * q.y, wa * p.z + wb * q.z, wa * p.w + wb * q.w)
                .normalized();
    }
}
