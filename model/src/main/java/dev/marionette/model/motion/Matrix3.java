package dev.marionette.model.motion;

import java.util.Arrays;

/**
 * An immutable 3x3 matrix, used for rotations. Column-vector convention: {@code v' = M v}, so
 * {@code A.times(B)} applies B first, then A. Stored row-major.
 */
public final class Matrix3 {

    /** The identity. */
    public static final Matrix3 IDENTITY = of(new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1});

    private final double[] m;

    private Matrix3(double[] m) {
        this.m = m;
    }

    /** A matrix from 9 values in row-major order (copied). */
    public static Matrix3 of(double... rowMajor) {
        if (rowMajor.length != 9) {
            throw new IllegalArgumentException("a 3x3 matrix has 9 values, not " + rowMajor.length);
        }
        return new Matrix3(rowMajor.clone());
    }

    /** The right-handed rotation by {@code radians} about axis 0 (x), 1 (y) or 2 (z). */
    public static Matrix3 rotation(int axis, double radians) {
        double[] r = {1, 0, 0, 0, 1, 0, 0, 0, 1};
        Rotations.rotateAbout(axis, Math.cos(radians), Math.sin(radians), r, 0);
        return new Matrix3(r);
    }

    /**
     * The rotation that applies {@code radians[i]} about {@code axes[i]} for i = 0, 1, 2 in turn, about fixed
     * axes: {@code E = R(axes[2]) R(axes[1]) R(axes[0])}. This is how Acclaim evaluates an order token such as
     * {@code XYZ} (x first).
     */
    public static Matrix3 euler(int[] axes, double[] radians) {
        if (axes.length != radians.length) {
            throw new IllegalArgumentException("one angle per axis");
        }
        double[] r = {1, 0, 0, 0, 1, 0, 0, 0, 1};
        for (int i = 0; i < axes.length; i++) {
            Rotations.rotateAbout(axes[i], Math.cos(radians[i]), Math.sin(radians[i]), r, 0);
        }
        return new Matrix3(r);
    }

    /** Element at row {@code r}, column {@code c}. */
    public double get(int r, int c) {
        return m[r * 3 + c];
    }

    /** {@code this * o} (o applied first). */
    public Matrix3 times(Matrix3 o) {
        double[] r = new double[9];
        Rotations.multiply(m, 0, o.m, 0, r, 0);
        return new Matrix3(r);
    }

    /** {@code this * v}. */
    public Vector3 apply(Vector3 v) {
        return new Vector3(m[0] * v.x() + m[1] * v.y() + m[2] * v.z(), m[3] * v.x() + m[4] * v.y() + m[5] * v.z(),
                m[6] * v.x() + m[7] * v.y() + m[8] * v.z());
    }

    /** The transpose: the inverse of a rotation. */
    public Matrix3 transpose() {
        return new Matrix3(new double[] {m[0], m[3], m[6], m[1], m[4], m[7], m[2], m[5], m[8]});
    }

    /** Copies the 9 values, row-major, into {@code dst} at {@code offset}. */
    public void copyTo(double[] dst, int offset) {
        System.arraycopy(m, 0, dst, offset, 9);
    }

    /** True when every element differs from the identity's by at most {@code tolerance}. */
    public boolean isIdentity(double tolerance) {
        for (int i = 0; i < 9; i++) {
            double expected = i % 4 == 0 ? 1 : 0;
            if (Math.abs(m[i] - expected) > tolerance) {
                return false;
            }
        }
        return true;
    }

    /** The unit quaternion of this rotation matrix. */
    public Quaternion toQuaternion() {
        double trace = m[0] + m[4] + m[8];
        double x;
        double y;
        double z;
        double w;
        if (trace > 0) {
            double s = Math.sqrt(trace + 1) * 2;
            w = s / 4;
            x = (m[7] - m[5]) / s;
            y = (m[2] - m[6]) / s;
            z = (m[3] - m[1]) / s;
        } else if (m[0] > m[4] && m[0] > m[8]) {
            double s = Math.sqrt(1 + m[0] - m[4] - m[8]) * 2;
            w = (m[7] - m[5]) / s;
            x = s / 4;
            y = (m[1] + m[3]) / s;
            z = (m[2] + m[6]) / s;
        } else if (m[4] > m[8]) {
            double s = Math.sqrt(1 + m[4] - m[0] - m[8]) * 2;
            w = (m[2] - m[6]) / s;
            x = (m[1] + m[3]) / s;
            y = s / 4;
            z = (m[5] + m[7]) / s;
        } else {
            double s = Math.sqrt(1 + m[8] - m[0] - m[4]) * 2;
            w = (m[3] - m[1]) / s;
            x = (m[2] + m[6]) / s;
            y = (m[5] + m[7]) / s;
            z = s / 4;
        }
        return new Quaternion(x, y, z, w).normalized();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Matrix3 other && Arrays.equals(m, other.m);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(m);
    }

    @Override
    public String toString() {
        return "Matrix3" + Arrays.toString(m);
    }
}
