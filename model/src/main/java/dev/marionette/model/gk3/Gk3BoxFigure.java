package dev.marionette.model.gk3;

import dev.marionette.model.motion.Figure;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * A GK3 {@code .ACT} as a box puppet a motion viewer draws: each mesh is a part drawn as its bounding box (block
 * type 3) under its mesh transform (block type 2), frame by frame at 15 frames per second. A frame without a block
 * for a mesh holds that mesh's previous box and transform ({@link Gk3Poses}); before its first transform a mesh
 * stands untransformed, before its first box it is a point at its transform's position.
 *
 * <p>Points: mesh {@code m} (the {@code m}-th part) has nine, its box's corners {@code 9m .. 9m+7} (bit 0 of the
 * corner number picks max x, bit 1 max y, bit 2 max z) and its centre {@code 9m + 8}, the part's point. Segments: the
 * twelve edges of each box. Coordinates are the file's, as stored (GK3 files do not say their handedness, and no
 * game file was at hand to check it against the game). The model's {@code .MOD} is not needed: the boxes and
 * transforms are in the {@code .ACT} itself.
 */
public final class Gk3BoxFigure implements Figure {

    /** The twelve edges of a box, as pairs of corner numbers. */
    private static final int[] EDGES = {0, 1, 2, 3, 4, 5, 6, 7, 0, 2, 1, 3, 4, 6, 5, 7, 0, 4, 1, 5, 2, 6, 3, 7};

    /** Mesh indices are u16 in the file. */
    private static final int MAX_MESH_INDEX = 0xFFFF;

    private final Gk3Poses poses;
    private final int[] meshes;
    private final int frameCount;
    private final double frameRate;

    /** The puppet of {@code act}. */
    public Gk3BoxFigure(Gk3Act act) {
        this(act, Gk3Poses.decode(act));
    }

    /** The puppet of {@code act} whose poses are already decoded, at 15 frames per second. */
    public Gk3BoxFigure(Gk3Act act, Gk3Poses poses) {
        this(act, poses, Gk3Act.FRAMES_PER_SECOND);
    }

    /** The puppet of {@code act} whose poses are already decoded, played at {@code frameRate}. */
    public Gk3BoxFigure(Gk3Act act, Gk3Poses poses, double frameRate) {
        if (!(frameRate > 0) || !Double.isFinite(frameRate)) {
            throw new IllegalArgumentException("frame rate must be positive: " + frameRate);
        }
        this.frameRate = frameRate;
        this.poses = poses;
        TreeSet<Integer> indices = new TreeSet<>(poses.meshIndices());
        for (int m = 0; m < act.meshCount() && m <= MAX_MESH_INDEX; m++) {
            indices.add(m);
        }
        this.meshes = indices.stream().mapToInt(Integer::intValue).toArray();
        this.frameCount = Math.max(1, poses.frameCount());
    }

    /** The mesh index part {@code part} stands for. */
    public int meshIndex(int part) {
        return meshes[part];
    }

    /** The mesh indices, one per part. */
    public List<Integer> meshIndices() {
        return Arrays.stream(meshes).boxed().toList();
    }

    @Override
    public int frameCount() {
        return frameCount;
    }

    @Override
    public double frameRate() {
        return frameRate;
    }

    @Override
    public int partCount() {
        return meshes.length;
    }

    @Override
    public String partName(int part) {
        return "mesh " + meshes[part];
    }

    @Override
    public int partParent(int part) {
        return -1;
    }

    @Override
    public int partPoint(int part) {
        return 9 * part + 8;
    }

    @Override
    public int pointCount() {
        return 9 * meshes.length;
    }

    @Override
    public int segmentCount() {
        return 12 * meshes.length;
    }

    @Override
    public int segmentStart(int segment) {
        return 9 * (segment / 12) + EDGES[2 * (segment % 12)];
    }

    @Override
    public int segmentEnd(int segment) {
        return 9 * (segment / 12) + EDGES[2 * (segment % 12) + 1];
    }

    @Override
    public int segmentPart(int segment) {
        return segment / 12;
    }

    @Override
    public void pointsAt(int frame, double[] xyz) {
        for (int part = 0; part < meshes.length; part++) {
            Gk3MeshTransform transform = null;
            Gk3BoundingBox box = null;
            if (poses.frameCount() > 0) {
                Gk3MeshPose pose = poses.pose(Math.min(frame, poses.frameCount() - 1), meshes[part]);
                transform = pose.transform();
                box = pose.boundingBox();
            }
            float[] b = box == null ? new float[6] : box.box();
            int o = 27 * part;
            for (int corner = 0; corner < 9; corner++) {
                double x;
                double y;
                double z;
                if (corner == 8) {
                    x = (b[0] + (double) b[3]) / 2;
                    y = (b[1] + (double) b[4]) / 2;
                    z = (b[2] + (double) b[5]) / 2;
                } else {
                    x = (corner & 1) == 0 ? b[0] : b[3];
                    y = (corner & 2) == 0 ? b[1] : b[4];
                    z = (corner & 4) == 0 ? b[2] : b[5];
                }
                if (transform != null) {
                    double[] p = transform.apply(x, y, z);
                    x = p[0];
                    y = p[1];
                    z = p[2];
                }
                xyz[o + 3 * corner] = x;
                xyz[o + 3 * corner + 1] = y;
                xyz[o + 3 * corner + 2] = z;
            }
        }
    }
}
