package dev.marionette.model.motion;

/**
 * What a motion viewer draws, whatever the file format: named parts (bones, or the rigid meshes of a box puppet)
 * made of line segments between points whose world positions change frame by frame. A skeleton becomes one through
 * {@link SkeletonFigure}; a format without bones (Gabriel Knight 3's mesh transforms) implements it directly, for
 * instance with the eight corners of each part's box as points and its twelve edges as segments.
 *
 * <p>Coordinates are right-handed with y up, in the file's raw units. Implementations need not be thread-safe.
 */
public interface Figure {

    /** Number of frames; at least 1 (a skeleton alone shows its rest pose). */
    int frameCount();

    /** Frames per second the figure plays at. */
    double frameRate();

    /** Number of parts (bones, meshes). */
    int partCount();

    /** The name of part {@code part}, as the file writes it. */
    String partName(int part);

    /** The parent of part {@code part} for a tree view, or -1; parents come before their children. */
    int partParent(int part);

    /** The point standing for part {@code part}: where its joint dot, tooltip and motion trail are. */
    int partPoint(int part);

    /** Number of points. */
    int pointCount();

    /** Number of line segments. */
    int segmentCount();

    /** The point segment {@code segment} starts at. */
    int segmentStart(int segment);

    /** The point segment {@code segment} ends at. */
    int segmentEnd(int segment);

    /** The part segment {@code segment} belongs to (for highlighting the selection). */
    int segmentPart(int segment);

    /** Writes the world position of every point at {@code frame} into {@code xyz} (3 values per point). */
    void pointsAt(int frame, double[] xyz);
}
