package dev.marionette.model.gk3;

import java.util.Map;
import java.util.Set;

/**
 * One mesh in one frame, as the frames so far leave it. Each part is null (or empty) until a block sets it.
 *
 * @param submeshVertices x, y, z of each submesh's vertices, by submesh index (arrays shared: do not modify)
 * @param relativeToModel submeshes whose positions began with a delta block and no absolute block before it: the
 *                        game adds those deltas to the {@code .MOD}'s own vertices, which the file does not hold, so
 *                        here they start from zero
 * @param transform       the mesh transform last set, or null
 * @param boundingBox     the bounding box last set, or null
 */
public record Gk3MeshPose(Map<Integer, float[]> submeshVertices, Set<Integer> relativeToModel,
        Gk3MeshTransform transform, Gk3BoundingBox boundingBox) {

    public Gk3MeshPose {
        submeshVertices = Map.copyOf(submeshVertices);
        relativeToModel = Set.copyOf(relativeToModel);
    }
}
