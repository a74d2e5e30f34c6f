package dev.marionette.model.motion;

/**
 * Every bone's world placement for one frame, as {@link ForwardKinematics} computes it: the origin (the joint
 * the bone turns about), the tip (the distal end; equal to the origin for a bone without one) and the world
 * rotation of the bone's frame. Preallocated and reused frame after frame; the arrays are public for speed:
 * bone {@code b}'s origin is {@code origins[3b..3b+2]}, its tip {@code tips[3b..3b+2]}, its rotation
 * {@code rotations[9b..9b+8]} (row-major, column-vector convention).
 */
public final class Pose {

    /** x, y, z of each bone's origin. */
    public final double[] origins;
    /** x, y, z of each bone's tip. */
    public final double[] tips;
    /** Row-major 3x3 world rotation of each bone's frame. */
    public final double[] rotations;
    private final int boneCount;

    /** An empty pose for {@code boneCount} bones. */
    public Pose(int boneCount) {
        this.boneCount = boneCount;
        this.origins = new double[3 * boneCount];
        this.tips = new double[3 * boneCount];
        this.rotations = new double[9 * boneCount];
    }

    /** The number of bones. */
    public int boneCount() {
        return boneCount;
    }

    /** Bone {@code b}'s origin (allocates; loops read {@link #origins} directly). */
    public Vector3 origin(int b) {
        return new Vector3(origins[3 * b], origins[3 * b + 1], origins[3 * b + 2]);
    }

    /** Bone {@code b}'s tip, its distal end (allocates). */
    public Vector3 tip(int b) {
        return new Vector3(tips[3 * b], tips[3 * b + 1], tips[3 * b + 2]);
    }

    /** Bone {@code b}'s world rotation (allocates). */
    public Matrix3 rotation(int b) {
        double[] m = new double[9];
        System.arraycopy(rotations, 9 * b, m, 0, 9);
        return Matrix3.of(m);
    }

    /** Copies {@code other}, a pose of as many bones, into this one. */
    public void copyFrom(Pose other) {
        if (other.boneCount != boneCount) {
            throw new IllegalArgumentException(other.boneCount + " bones, not " + boneCount);
        }
        System.arraycopy(other.origins, 0, origins, 0, origins.length);
        System.arraycopy(other.tips, 0, tips, 0, tips.length);
        System.arraycopy(other.rotations, 0, rotations, 0, rotations.length);
    }
}
