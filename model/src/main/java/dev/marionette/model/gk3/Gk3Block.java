package dev.marionette.model.gk3;

/**
 * One keyframe block of a mesh in one frame: {@code u8 type, u32 size, body[size]}. The four known types are
 * records of their own; a block of another type is kept as {@link Gk3UnknownBlock} when read leniently.
 */
public sealed interface Gk3Block
        permits Gk3AbsoluteVertices, Gk3DeltaVertices, Gk3MeshTransform, Gk3BoundingBox, Gk3UnknownBlock {

    /** Type 0: the positions of a submesh's vertices. */
    int ABSOLUTE_VERTICES = 0;
    /** Type 1: changes to a submesh's vertex positions. */
    int DELTA_VERTICES = 1;
    /** Type 2: the 4x3 mesh-to-model matrix. */
    int MESH_TRANSFORM = 2;
    /** Type 3: the mesh's bounding box. */
    int BOUNDING_BOX = 3;

    /** The type byte. */
    int type();

    /** The size of the body in bytes (the block's size field). */
    int bodySize();

    /** A short name of a block type for people ("absolute vertices", ...). */
    static String typeName(int type) {
        return switch (type) {
            case ABSOLUTE_VERTICES -> "absolute vertices";
            case DELTA_VERTICES -> "delta vertices";
            case MESH_TRANSFORM -> "mesh transform";
            case BOUNDING_BOX -> "bounding box";
            default -> "type " + type;
        };
    }
}
