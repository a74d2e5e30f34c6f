package dev.marionette.io.motion;

import dev.marionette.model.motion.Bone;
import dev.marionette.model.motion.ChannelKind;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.ForwardKinematics;
import dev.marionette.model.motion.Interpolation;
import dev.marionette.model.motion.Pose;
import dev.marionette.model.motion.Skeleton;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Writes a skeleton and its motion as BioVision BVH, so that a BVH reader places every joint where the motion core
 * does. BVH has no rest rotations: each joint's frame is aligned with the world in the rest pose, so the writer
 * uses the core's rest pose ({@link Skeleton#restValues()}) to re-express the motion:
 *
 * <ul>
 * <li>joint b stands at bone b's origin; its OFFSET is the rest-pose vector from its parent's origin (world axes);
 *     a bone without children gets an End Site at its rest tip, so the bone's distal end is there too;</li>
 * <li>its rotation in frame f is {@code B_b = W_b Q_b^T} (world rotation times the rest rotation's inverse), written
 *     relative to its parent ({@code B_p^T B_b}) as {@code Zrotation Xrotation Yrotation} in degrees, the order most
 *     BVH files use ({@code R = Rz Rx Ry});</li>
 * <li>the root has {@code Xposition Yposition Zposition} (its world origin, OFFSET 0); a joint whose offset moves
 *     (translation channels, or a parent whose LENGTH channel stretches it) gets position channels too, with OFFSET 0,
 *     so readers that add the channels to the offset and readers that replace it agree.</li>
 * </ul>
 *
 * Frame Time is {@code 1 / frame rate}. Numbers have 6 decimals; lines end with LF; the motion streams out frame by
 * frame.
 */
public final class BvhWriter {

    private final Skeleton skeleton;
    private final int n;
    private final List<List<Integer>> children = new ArrayList<>();
    private final int[] order;
    private final boolean[] moves;
    private final int[] parents;
    private final double[] restRotation;
    private final Pose rest;

    private BvhWriter(Skeleton skeleton) {
        this.skeleton = skeleton;
        this.n = skeleton.boneCount();
        for (int b = 0; b < n; b++) {
            children.add(new ArrayList<>());
        }
        List<Integer> roots = new ArrayList<>();
        for (int b = 0; b < n; b++) {
            int p = skeleton.parent(b);
            (p < 0 ? roots : children.get(p)).add(b);
        }
        order = new int[n];
        int[] k = {0};
        for (int r : roots) {
            depthFirst(r, k);
        }
        moves = new boolean[n];
        parents = new int[n];
        for (int b = 0; b < n; b++) {
            Bone bone = skeleton.bone(b);
            int p = bone.parent();
            parents[b] = p;
            boolean translated = false;
            for (ChannelKind c : bone.channelKinds()) {
                translated |= c.axis() >= 0 && !c.isAngle() && c.interpolation() != Interpolation.QUATERNION;
            }
            boolean stretched = p >= 0 && bone.attachment() == Bone.Attachment.PARENT_TIP
                    && skeleton.bone(p).channelKinds().contains(ChannelKind.LENGTH);
            moves[b] = p < 0 || translated || stretched;
        }
        ForwardKinematics fk = new ForwardKinematics(skeleton);
        rest = fk.newPose();
        fk.compute(skeleton.restValues(), 0, rest);
        restRotation = rest.rotations.clone();
    }

    private void depthFirst(int bone, int[] next) {
        // Iterative, so a deep chain cannot overflow the stack.
        java.util.ArrayDeque<Integer> stack = new java.util.ArrayDeque<>();
        stack.push(bone);
        while (!stack.isEmpty()) {
            int b = stack.pop();
            order[next[0]++] = b;
            List<Integer> kids = children.get(b);
            for (int i = kids.size() - 1; i >= 0; i--) {
                stack.push(kids.get(i));
            }
        }
    }

    /** Writes {@code clip} (of {@code skeleton}) as BVH to {@code out}. */
    public static void write(Skeleton skeleton, Clip clip, OutputStream out) throws IOException {
        write(skeleton, MotionFrames.of(clip), out);
    }

    /** Writes {@code frames} (of {@code skeleton}) as BVH to {@code out}, frame by frame as they come. */
    public static void write(Skeleton skeleton, MotionFrames frames, OutputStream out) throws IOException {
        frames.requireChannelsOf(skeleton);
        new BvhWriter(skeleton).writeTo(frames, out);
    }

    /** The BVH of {@code clip} as bytes. */
    public static byte[] toBytes(Skeleton skeleton, Clip clip) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        write(skeleton, clip, out);
        return out.toByteArray();
    }

    private void writeTo(MotionFrames frames, OutputStream out) throws IOException {
        AsciiSink sink = new AsciiSink(out);
        sink.append("HIERARCHY\n");
        for (int b = 0; b < n; b++) {
            if (skeleton.parent(b) < 0) {
                hierarchy(sink, b);
            }
        }
        sink.append("MOTION\nFrames: ").append(Long.toString(frames.frameCount())).append("\nFrame Time: ");
        sink.appendFixed(1 / frames.frameRate(), 8).append('\n');
        ForwardKinematics fk = new ForwardKinematics(skeleton);
        Pose pose = fk.newPose();
        double[] joint = new double[9 * n];
        double[] local = new double[9];
        long[] written = {0};
        frames.forEach(values -> {
            fk.compute(values, 0, pose);
            frame(sink, pose, joint, local);
            written[0]++;
        });
        if (written[0] != frames.frameCount()) {
            // The header promised a count; a source that gave another would leave a file readers misread.
            throw new IOException("the motion gave " + written[0] + " frames where it said " + frames.frameCount());
        }
        sink.flush();
    }

    /** One line of MOTION. A method of its own so the JIT compiles it after a few frames (not after a long loop). */
    private void frame(AsciiSink sink, Pose pose, double[] joint, double[] local) throws IOException {
        for (int b = 0; b < n; b++) {
            multiplyTransposed(pose.rotations, 9 * b, restRotation, 9 * b, joint, 9 * b);
        }
        for (int i = 0; i < n; i++) {
            int b = order[i];
            int p = parents[b];
            if (moves[b]) {
                positions(sink, pose, joint, b, p, i == 0);
            }
            if (p < 0) {
                System.arraycopy(joint, 9 * b, local, 0, 9);
            } else {
                transposeTimes(joint, 9 * p, joint, 9 * b, local);
            }
            zxyDegrees(sink, local, i == 0 && !moves[b]);
        }
        sink.append('\n');
        sink.maybeFlush();
    }

    /**
     * Writes the HIERARCHY block of the tree under {@code top}. Iterative (an explicit stack of open joints), so a
     * chain as deep as the largest skeleton ({@link Skeleton#MAX_BONES} bones) cannot overflow the thread's stack.
     */
    private void hierarchy(AsciiSink sink, int top) throws IOException {
        java.util.ArrayDeque<int[]> open = new java.util.ArrayDeque<>();
        // {bone, depth, next child to write}
        open.push(new int[] {top, 0, 0});
        jointHead(sink, top, 0);
        while (!open.isEmpty()) {
            int[] frame = open.peek();
            List<Integer> kids = children.get(frame[0]);
            if (frame[2] < kids.size()) {
                int c = kids.get(frame[2]++);
                jointHead(sink, c, frame[1] + 1);
                open.push(new int[] {c, frame[1] + 1, 0});
            } else {
                open.pop();
                sink.append("\t".repeat(frame[1])).append("}\n");
            }
        }
    }

    /** A joint's name line, brace, OFFSET, CHANNELS and End Site (its children and closing brace follow). */
    private void jointHead(AsciiSink sink, int b, int depth) throws IOException {
        String indent = "\t".repeat(depth);
        int p = skeleton.parent(b);
        sink.append(indent).append(p < 0 ? "ROOT " : "JOINT ").append(name(b)).append('\n');
        sink.append(indent).append("{\n");
        double[] offset = new double[3];
        if (!moves[b]) {
            for (int k = 0; k < 3; k++) {
                offset[k] = rest.origins[3 * b + k] - rest.origins[3 * p + k];
            }
        }
        offset(sink, indent + "\t", offset);
        sink.append(indent).append(moves[b] ? "\tCHANNELS 6 Xposition Yposition Zposition Zrotation Xrotation"
                + " Yrotation\n" : "\tCHANNELS 3 Zrotation Xrotation Yrotation\n");
        if (children.get(b).isEmpty()) {
            sink.append(indent).append("\tEnd Site\n").append(indent).append("\t{\n");
            double[] tip = new double[3];
            for (int k = 0; k < 3; k++) {
                tip[k] = rest.tips[3 * b + k] - rest.origins[3 * b + k];
            }
            offset(sink, indent + "\t\t", tip);
            sink.append(indent).append("\t}\n");
        }
    }

    private static void offset(AsciiSink sink, String indent, double[] v) throws IOException {
        sink.append(indent).append("OFFSET ");
        sink.appendFixed(v[0], 6).append(' ').appendFixed(v[1], 6).append(' ').appendFixed(v[2], 6).append('\n');
    }

    /** The bone's name as one BVH token: white space and braces become underscores. */
    private String name(int b) {
        char[] name = skeleton.bone(b).name().toCharArray();
        for (int i = 0; i < name.length; i++) {
            if (Character.isWhitespace(name[i]) || name[i] == '{' || name[i] == '}') {
                name[i] = '_';
            }
        }
        return name.length == 0 ? "joint" + b : new String(name);
    }

    /** The joint's position channels: world origin for a root, else the offset from the parent in its BVH frame. */
    private static void positions(AsciiSink sink, Pose pose, double[] joint, int b, int p, boolean first)
            throws IOException {
        double x = pose.origins[3 * b];
        double y = pose.origins[3 * b + 1];
        double z = pose.origins[3 * b + 2];
        if (p >= 0) {
            double dx = x - pose.origins[3 * p];
            double dy = y - pose.origins[3 * p + 1];
            double dz = z - pose.origins[3 * p + 2];
            int o = 9 * p;
            x = joint[o] * dx + joint[o + 3] * dy + joint[o + 6] * dz;
            y = joint[o + 1] * dx + joint[o + 4] * dy + joint[o + 7] * dz;
            z = joint[o + 2] * dx + joint[o + 5] * dy + joint[o + 8] * dz;
        }
        if (!first) {
            sink.append(' ');
        }
        sink.appendFixed(x, 6).append(' ').appendFixed(y, 6).append(' ').appendFixed(z, 6);
    }

    /**
     * The Z, X, Y angles (degrees) of {@code m = Rz(z) Rx(x) Ry(y)}: x = asin(m21), z = atan2(-m01, m11),
     * y = atan2(-m20, m22); at x = +-90 degrees (gimbal lock) y is 0 and z takes the whole turn about the vertical.
     */
    private static void zxyDegrees(AsciiSink sink, double[] m, boolean first) throws IOException {
        double s = Math.max(-1, Math.min(1, m[7]));
        double x = Math.asin(s);
        double z;
        double y;
        if (Math.abs(s) < 0.9999999) {
            z = Math.atan2(-m[1], m[4]);
            y = Math.atan2(-m[6], m[8]);
        } else {
            z = Math.atan2(m[3], m[0]);
            y = 0;
        }
        if (!first) {
            sink.append(' ');
        }
        sink.appendFixed(Math.toDegrees(z), 6).append(' ').appendFixed(Math.toDegrees(x), 6).append(' ')
                .appendFixed(Math.toDegrees(y), 6);
    }

    /** {@code r = a * b^T}. */
    private static void multiplyTransposed(double[] a, int ao, double[] b, int bo, double[] r, int ro) {
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                r[ro + 3 * i + j] = a[ao + 3 * i] * b[bo + 3 * j] + a[ao + 3 * i + 1] * b[bo + 3 * j + 1]
                        + a[ao + 3 * i + 2] * b[bo + 3 * j + 2];
            }
        }
    }

    /** {@code r = a^T * b}. */
    private static void transposeTimes(double[] a, int ao, double[] b, int bo, double[] r) {
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                r[3 * i + j] = a[ao + i] * b[bo + j] + a[ao + 3 + i] * b[bo + 3 + j] + a[ao + 6 + i] * b[bo + 6 + j];
            }
        }
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "BvhWriter[%d joints]", n);
    }
}
