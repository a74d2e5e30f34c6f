package dev.marionette.model.gk3;

import dev.marionette.model.motion.Bone;
import dev.marionette.model.motion.ChannelKind;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.Matrix3;
import dev.marionette.model.motion.Quaternion;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.motion.Vector3;
import java.util.ArrayList;
import java.util.List;

/**
 * A GK3 {@code .ACT}'s box puppet as a skeleton and a clip, for the exports that need bones (joint positions, BVH):
 * each part of the {@link Gk3BoxFigure} (a mesh, in its order) is a root bone named as the part ({@code mesh 3}),
 * whose joint is the mesh's origin placed and turned by its mesh transform frame by frame, through channels that set
 * the position ({@code SET_TRANSLATE_X/Y/Z}: the transform's fourth column) and the rotation
 * ({@code SET_ROTATION_X/Y/Z/W}: the quaternion of its first three columns). The bone's tip is the centre of the
 * mesh's first bounding box, so a joint-positions row is where the puppet draws the part's point.
 *
 * <p>A bone only turns and moves: a transform that scales or mirrors (allowed by the format) is held as its nearest
 * rotation (columns made orthonormal; a mirror's third column flipped), and {@link #notRigid()} counts those
 * mesh-frames. Before its first transform a mesh stands untransformed, as in the puppet. Quaternions keep one
 * hemisphere from frame to frame, so resampling turns the short way.
 */
public final class Gk3Rig {

    private static final String[] T_NAMES = {"tx", "ty", "tz"};
    private static final String[] Q_NAMES = {"qx", "qy", "qz", "qw"};
    private static final int CHANNELS = 7;
    private static final double TOLERANCE = 1e-4;

    private final Skeleton skeleton;
    private final double[] values;
    private final int frameCount;
    private final int notRigid;

    private Gk3Rig(Skeleton skeleton, double[] values, int frameCount, int notRigid) {
        this.skeleton = skeleton;
        this.values = values;
        this.frameCount = frameCount;
        this.notRigid = notRigid;
    }

    /** The rig of {@code figure}'s parts, from the decoded {@code poses} it draws. */
    public static Gk3Rig of(Gk3Poses poses, Gk3BoxFigure figure) {
        int parts = figure.partCount();
        List<Bone> bones = new ArrayList<>(parts);
        for (int p = 0; p < parts; p++) {
            Bone.Builder b = Bone.builder(figure.partName(p)).attachment(Bone.Attachment.PARENT_ORIGIN);
            Vector3 centre = firstBoxCentre(poses, figure.meshIndex(p));
            if (centre.length() > 0) {
                b.tip(centre, centre.length());
            }
            for (int a = 0; a < 3; a++) {
                b.channel(ChannelKind.values()[ChannelKind.SET_TRANSLATE_X.ordinal() + a], T_NAMES[a]);
            }
            for (int a = 0; a < 4; a++) {
                b.channel(ChannelKind.values()[ChannelKind.SET_ROTATION_X.ordinal() + a], Q_NAMES[a]);
            }
            bones.add(b.build());
        }
        int frames = figure.frameCount();
        double[] values = new double[frames * parts * CHANNELS];
        int notRigid = 0;
        double[] previous = new double[4 * parts];
        for (int f = 0; f < frames; f++) {
            for (int p = 0; p < parts; p++) {
                Gk3MeshTransform transform = poses.frameCount() == 0 ? null
                        : poses.pose(Math.min(f, poses.frameCount() - 1), figure.meshIndex(p)).transform();
                int o = (f * parts + p) * CHANNELS;
                Quaternion q = Quaternion.IDENTITY;
                if (transform != null) {
                    float[] m = transform.matrix();
                    values[o] = m[9];
                    values[o + 1] = m[10];
                    values[o + 2] = m[11];
                    Rotation r = rotation(m);
                    q = r.quaternion();
                    notRigid += r.rigid() ? 0 : 1;
                }
                double[] xyzw = {q.x(), q.y(), q.z(), q.w()};
                double dot = 0;
                for (int i = 0; i < 4; i++) {
                    dot += xyzw[i] * previous[4 * p + i];
                }
                for (int i = 0; i < 4; i++) {
                    double v = dot < 0 ? -xyzw[i] : xyzw[i];
                    values[o + 3 + i] = v;
                    previous[4 * p + i] = v;
                }
            }
        }
        return new Gk3Rig(new Skeleton(bones), values, frames, notRigid);
    }

    /** One bone per part of the puppet, each a root. */
    public Skeleton skeleton() {
        return skeleton;
    }

    /** The motion, every frame of the puppet, at {@code frameRate} frames per second. */
    public Clip clip(double frameRate) {
        return new Clip(skeleton.channelCount(), frameRate, values);
    }

    /** Frames of the clip. */
    public int frameCount() {
        return frameCount;
    }

    /** How many mesh-frames have a transform that scales or mirrors, held as its nearest rotation. */
    public int notRigid() {
        return notRigid;
    }

    private static Vector3 firstBoxCentre(Gk3Poses poses, int mesh) {
        for (int f = 0; f < poses.frameCount(); f++) {
            Gk3BoundingBox box = poses.pose(f, mesh).boundingBox();
            if (box != null) {
                float[] b = box.box();
                return new Vector3((b[0] + (double) b[3]) / 2, (b[1] + (double) b[4]) / 2, (b[2] + (double) b[5]) / 2);
            }
        }
        return Vector3.ZERO;
    }

    private record Rotation(Quaternion quaternion, boolean rigid) {
    }

    /** The rotation of a transform's basis columns (Gram-Schmidt), and whether they already were one. */
    private static Rotation rotation(float[] m) {
        Vector3 i = new Vector3(m[0], m[1], m[2]);
        Vector3 j = new Vector3(m[3], m[4], m[5]);
        Vector3 k = new Vector3(m[6], m[7], m[8]);
        boolean rigid = Math.abs(i.length() - 1) < TOLERANCE && Math.abs(j.length() - 1) < TOLERANCE
                && Math.abs(k.length() - 1) < TOLERANCE && Math.abs(dot(i, j)) < TOLERANCE
                && Math.abs(dot(i, k)) < TOLERANCE && Math.abs(dot(j, k)) < TOLERANCE && dot(cross(i, j), k) > 0;
        Vector3 x = unit(i, new Vector3(1, 0, 0));
        Vector3 y = unit(j.minus(x.times(dot(j, x))), perpendicular(x));
        Vector3 z = cross(x, y); // right-handed: a mirrored third column is flipped
        Matrix3 r = Matrix3.of(x.x(), y.x(), z.x(), x.y(), y.y(), z.y(), x.z(), y.z(), z.z());
        return new Rotation(r.toQuaternion(), rigid);
    }

    private static Vector3 unit(Vector3 v, Vector3 fallback) {
        double l = v.length();
        return l > 1e-12 && Double.isFinite(l) ? v.times(1 / l) : fallback;
    }

    private static Vector3 perpendicular(Vector3 x) {
        Vector3 other = Math.abs(x.x()) < 0.9 ? new Vector3(1, 0, 0) : new Vector3(0, 1, 0);
        return unit(cross(cross(x, other), x), new Vector3(0, 1, 0));
    }

    private static double dot(Vector3 a, Vector3 b) {
        return a.x() * b.x() + a.y() * b.y() + a.z() * b.z();
    }

    private static Vector3 cross(Vector3 a, Vector3 b) {
        return new Vector3(a.y() * b.z() - a.z() * b.y(), a.z() * b.x() - a.x() * b.z(),
                a.x() * b.y() - a.y() * b.x());
    }
}
