package dev.marionette.model.gk3;

import java.util.Arrays;

/** Block type 0: {@code u16 submesh, u16 n, n x (f32 x, y, z)}: where a submesh's vertices are in this frame. */
public record Gk3AbsoluteVertices(int submesh, float[] positions) implements Gk3Block {

    public Gk3AbsoluteVertices {
        if (positions.length % 3 != 0) {
            throw new IllegalArgumentException("positions come in threes: " + positions.length);
        }
        positions = positions.clone();
    }

    /** The number of vertices. */
    public int vertexCount() {
        return positions.length / 3;
    }

    /** x, y, z of every vertex (a copy). */
    @Override
    public float[] positions() {
        return positions.clone();
    }

    @Override
    public int type() {
        return ABSOLUTE_VERTICES;
    }

    @Override
    public int bodySize() {
        return 4 + 4 * positions.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Gk3AbsoluteVertices b && b.submesh == submesh && Arrays.equals(b.positions, positions);
    }

    @Override
    public int hashCode() {
        return 31 * submesh + Arrays.hashCode(positions);
    }

    @Override
    public String toString() {
        return "Gk3AbsoluteVertices[submesh=" + submesh + ", vertices=" + vertexCount() + "]";
    }
}
