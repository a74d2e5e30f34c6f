package dev.marionette.model.gk3;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The poses a GK3 {@code .ACT} decodes to, frame by frame: per mesh the vertices of each submesh after the delta
 * blocks, the mesh transform and the bounding box. A frame without a block for something holds its previous value.
 *
 * <p>Only frames that carry a block are stored (memory grows with the file, not with frames times meshes); a
 * pose at any frame is found by binary search. Blocks of one mesh in one frame apply in file order.
 */
public final class Gk3Poses {

    private final int frameCount;
    private final TreeMap<Integer, MeshTracks> meshes = new TreeMap<>();

    private Gk3Poses(int frameCount) {
        this.frameCount = frameCount;
    }

    /** Decodes every frame of {@code act}. */
    public static Gk3Poses decode(Gk3Act act) {
        Gk3Poses poses = new Gk3Poses(act.frames().size());
        for (int f = 0; f < act.frames().size(); f++) {
            for (Gk3MeshEntry entry : act.frames().get(f).meshes()) {
                MeshTracks tracks = poses.meshes.computeIfAbsent(entry.meshIndex(), i -> new MeshTracks());
                for (Gk3Block block : entry.blocks()) {
                    tracks.apply(f, block);
                }
            }
        }
        return poses;
    }

    /** The number of frames. */
    public int frameCount() {
        return frameCount;
    }

    /** The mesh indices that have entries, ascending. */
    public SortedSet<Integer> meshIndices() {
        return Collections.unmodifiableSortedSet(new TreeSet<>(meshes.keySet()));
    }

    /** Mesh {@code meshIndex} at frame {@code frame}: what the blocks up to and including that frame left. */
    public Gk3MeshPose pose(int frame, int meshIndex) {
        if (frame < 0 || frame >= frameCount) {
            throw new IndexOutOfBoundsException("frame " + frame + " of " + frameCount);
        }
        MeshTracks tracks = meshes.get(meshIndex);
        if (tracks == null) {
            return new Gk3MeshPose(Map.of(), Set.of(), null, null);
        }
        Map<Integer, float[]> vertices = new HashMap<>();
        Set<Integer> relative = new HashSet<>();
        tracks.submeshes.forEach((submesh, track) -> {
            int at = track.indexAt(frame);
            if (at >= 0) {
                vertices.put(submesh, track.values.get(at));
                if (track.relative.get(at)) {
                    relative.add(submesh);
                }
            }
        });
        return new Gk3MeshPose(vertices, relative, tracks.transforms.valueAt(frame), tracks.boxes.valueAt(frame));
    }

    /** A value that changes at some frames and holds in between. */
    private static final class Track<T> {
        private int[] frames = new int[4];
        private final List<T> values = new ArrayList<>();
        private final List<Boolean> relative = new ArrayList<>();

        void set(int frame, T value, boolean isRelative) {
            int n = values.size();
            if (n > 0 && frames[n - 1] == frame) {
                values.set(n - 1, value);
                relative.set(n - 1, isRelative);
                return;
            }
            if (n == frames.length) {
                frames = Arrays.copyOf(frames, n * 2);
            }
            frames[n] = frame;
            values.add(value);
            relative.add(isRelative);
        }

        /** Index of the last change at or before {@code frame}, or -1. */
        int indexAt(int frame) {
            int i = Arrays.binarySearch(frames, 0, values.size(), frame);
            return i >= 0 ? i : -i - 2;
        }

        T valueAt(int frame) {
            int i = indexAt(frame);
            return i >= 0 ? values.get(i) : null;
        }

        T last() {
            return values.isEmpty() ? null : values.get(values.size() - 1);
        }

        boolean lastRelative() {
            return !relative.isEmpty() && relative.get(relative.size() - 1);
        }
    }

    private static final class MeshTracks {
        final Map<Integer, Track<float[]>> submeshes = new TreeMap<>();
        final Track<Gk3MeshTransform> transforms = new Track<>();
        final Track<Gk3BoundingBox> boxes = new Track<>();

        void apply(int frame, Gk3Block block) {
            if (block instanceof Gk3AbsoluteVertices absolute) {
                submeshes.computeIfAbsent(absolute.submesh(), s -> new Track<>())
                        .set(frame, absolute.positions(), false);
            } else if (block instanceof Gk3DeltaVertices delta) {
                Track<float[]> track = submeshes.computeIfAbsent(delta.submesh(), s -> new Track<>());
                float[] base = track.last();
                boolean relative = base == null || track.lastRelative() || base.length < 3 * delta.vertexCount();
                float[] next = base == null ? new float[3 * delta.vertexCount()]
                        : Arrays.copyOf(base, Math.max(base.length, 3 * delta.vertexCount()));
                for (int v = 0; v < delta.vertexCount(); v++) {
                    if (delta.code(v) == 0) {
                        continue;
                    }
                    for (int axis = 0; axis < 3; axis++) {
                        next[3 * v + axis] += delta.delta(v, axis);
                    }
                }
                track.set(frame, next, relative);
            } else if (block instanceof Gk3MeshTransform transform) {
                transforms.set(frame, transform, false);
            } else if (block instanceof Gk3BoundingBox box) {
                boxes.set(frame, box, false);
            }
        }
    }
}
