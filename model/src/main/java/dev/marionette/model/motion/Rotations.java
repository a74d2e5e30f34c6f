package dev.marionette.model.motion;

/**
 * Allocation-free rotation arithmetic on row-major 3x3 matrices stored in {@code double[]} at an offset, for
 * the forward-kinematics loop. Column-vector convention ({@code v' = M v}).
 */
final class Rotations {

    private Rotations() {
    }

    /**
     * Left-multiplies the matrix at {@code m[o..o+8]} by the rotation about {@code axis} with the given cosine and
     * sine: {@code M := R(axis) M}. Only the two rows the rotation mixes change.
     */
    static void rotateAbout(int axis, double c, double s, double[] m, int o) {
        int a = axis == 0 ? 1 : axis == 1 ? 2 : 0; // the two rows mixed: (y,z) for x, (z,x) for y, (x,y) for z
        int b = axis == 0 ? 2 : axis == 1 ? 0 : 1;
        int ra = o + a * 3;
        int rb = o + b * 3;
        for (int k = 0; k < 3; k++) {
            double va = m[ra + k];
            double vb = m[rb + k];
            m[ra + k] = c * va - s * vb;
            m[rb + k] = s * va + c * vb;
        }
    }

    /** {@code r = a * b}; {@code r} must not overlap {@code a} or {@code b}. */
    static void multiply(double[] a, int ao, double[] b, int bo, double[] r, int ro) {
        for (int i = 0; i < 3; i++) {
            double a0 = a[ao + i * 3];
            double a1 = a[ao + i * 3 + 1];
            double a2 = a[ao + i * 3 + 2];
            r[ro + i * 3] = a0 * b[bo] + a1 * b[bo + 3] + a2 * b[bo + 6];
            r[ro + i * 3 + 1] = a0 * b[bo + 1] + a1 * b[bo + 4] + a2 * b[bo + 7];
            r[ro + i * 3 + 2] = a0 * b[bo + 2] + a1 * b[bo + 5] + a2 * b[bo + 8];
        }
    }

    /** Writes the identity matrix at {@code m[o..o+8]}. */
    static void identity(double[] m, int o) {
        m[o] = 1;
        m[o + 1] = 0;
        m[o + 2] = 0;
        m[o + 3] = 0;
        m[o + 4] = 1;
        m[o + 5] = 0;
        m[o + 6] = 0;
        m[o + 7] = 0;
        m[o + 8] = 1;
    }

    /** Writes the rotation matrix of quaternion (x, y, z, w), normalised first, at {@code r[o..o+8]}. */
    static void quaternionToMatrix(double x, double y, double z, double w, double[] r, int o) {
        double n = x * x + y * y + z * z + w * w;
        if (n == 0 || !Double.isFinite(n)) {
            identity(r, o);
            return;
        }
        double s = 2 / n;
        double xx = x * x * s;
        double yy = y * y * s;
        double zz = z * z * s;
        double xy = x * y * s;
        double xz = x * z * s;
        double yz = y * z * s;
        double wx = w * x * s;
        double wy = w * y * s;
        double wz = w * z * s;
        r[o] = 1 - yy - zz;
        r[o + 1] = xy - wz;
        r[o + 2] = xz + wy;
        r[o + 3] = xy + wz;
        r[o + 4] = 1 - xx - zz;
        r[o + 5] = yz - wx;
        r[o + 6] = xz - wy;
        r[o + 7] = yz + wx;
        r[o + 8] = 1 - xx - yy;
    }
}
