package dev.marionette.model.gk3;

import java.util.Arrays;

/** Block type 3, 24 bytes: the mesh's bounding box, min x, y, z then max x, y, z. */
public record Gk3BoundingBox(float[] box) implements Gk3Block {

    /** Floats in the body. */
    public static final int FLOATS = 6;

    public Gk3BoundingBox {
        if (box.length != FLOATS) {
            throw new IllegalArgumentException("a bounding box has 6 floats, not " + box.length);
        }
        box = box.clone();
    }

    @Override
    public float[] box() {
        return box.clone();
    }

    @Override
    public int type() {
        return BOUNDING_BOX;
    }

    @Override
    public int bodySize() {
        return 4 * FLOATS;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Gk3BoundingBox b && Arrays.equals(b.box, box);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(box);
    }

    @Override
    public String toString() {
        return "Gk3BoundingBox" + Arrays.toString(box);
    }
}
