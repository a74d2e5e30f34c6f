package dev.marionette.model.gk3;

import java.util.Arrays;

/**
 * Block type 2, 48 bytes: the mesh-to-model matrix as four columns of three floats: the basis vectors i, j, k and
 * the position. It may mirror (negative determinant).
 */
public record Gk3MeshTransform(float[] matrix) implements Gk3Block {

    /** Floats in the body. */
    public static final int FLOATS = 12;

    public Gk3MeshTransform {
        if (matrix.length != FLOATS) {
            throw new IllegalArgumentException("a mesh transform has 12 floats, not " + matrix.length);
        }
        matrix = matrix.clone();
    }

    @Override
    public float[] matrix() {
        return matrix.clone();
    }

    /** {@code matrix * (x, y, z, 1)}: a mesh-space point in model space. */
    public double[] apply(double x, double y, double z) {
        return new double[] {
            matrix[0] * x + matrix[3] * y + matrix[6] * z + matrix[9],
            matrix[1] * x + matrix[4] * y + matrix[7] * z + matrix[10],
            matrix[2] * x + matrix[5] * y + matrix[8] * z + matrix[11]};
    }

    @Override
    public int type() {
        return MESH_TRANSFORM;
    }

    @Override
    public int bodySize() {
        return 4 * FLOATS;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Gk3MeshTransform t && Arrays.equals(t.matrix, matrix);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(matrix);
    }

    @Override
    public String toString() {
        return "Gk3MeshTransform" + Arrays.toString(matrix);
    }
}
