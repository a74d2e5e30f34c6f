package dev.marionette.model.acclaim;

import dev.marionette.model.motion.Bone;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.Matrix3;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.motion.Vector3;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The Acclaim adapter: an {@link AsfFile} as a neutral {@link Skeleton}, and {@link AmcFile} frames as a neutral
 * {@link Clip}. Bone 0 is the root node (named {@value AsfFile#ROOT}); the ASF bones follow in hierarchy order
 * (depth first, children in the order the hierarchy lists them).
 *
 * <p>The Acclaim math (secondary.md 1.2; column vectors, {@code E(t1 t2 t3) = R_t3 R_t2 R_t1}): per bone
 * {@code C_b = E(axis order)(axis)}, {@code M_b = E(dof rotations in dof order)}, global rotation
 * {@code G_b = G_p C_b M_b C_b^-1}, distal end {@code end_b = end_p + (length_b + l_b) G_b d_b};
 * root {@code p = (tx,ty,tz) + position}, {@code G_root = E(order rotations) E(root axis)(orientation)}. It maps onto
 * the neutral bone as the equivalent local-frame form {@code F_b = G_b C_b = F_p (C_p^-1 C_b) M_b}: rest rotation
 * {@code C_p^-1 C_b} ({@code C_root = I}), tip direction {@code C_b^-1 d_b}, attached at the parent's tip; the
 * root's rest translation is {@code position} and its post-rotation the orientation offset. Bone translation dofs
 * then land at {@code end_p + G_p C_b t}, as mocapPlayer applies them. Angles convert to radians; lengths stay raw.
 */
public final class AcclaimRig {

    private final AsfFile asf;
    private final Skeleton skeleton;
    private final int[] asfIndex;
    private final int[] skeletonIndex;

    private AcclaimRig(AsfFile asf, Skeleton skeleton, int[] asfIndex, int[] skeletonIndex) {
        this.asf = asf;
        this.skeleton = skeleton;
        this.asfIndex = asfIndex;
        this.skeletonIndex = skeletonIndex;
    }

    /** The neutral skeleton of {@code asf} (as its reader validated it: every hierarchy name a known bone). */
    public static AcclaimRig of(AsfFile asf) {
        int n = asf.bones().size();
        int[] parentOf = parents(asf);
        List<Integer> order = hierarchyOrder(parentOf, n);
        int[] skeletonIndex = new int[n];
        int[] asfIndex = new int[n + 1];
        asfIndex[0] = -1;
        for (int i = 0; i < order.size(); i++) {
            asfIndex[i + 1] = order.get(i);
            skeletonIndex[order.get(i)] = i + 1;
        }
        double angle = asf.units().anglesInRadians() ? 1 : Math.PI / 180;
        List<Bone> bones = new ArrayList<>(n + 1);
        bones.add(rootBone(asf.root(), angle));
        Matrix3[] c = new Matrix3[n];
        for (int i = 0; i < n; i++) {
            AsfBone b = asf.bones().get(i);
            c[i] = b.rotationOrder().matrix(radians(b.axis(), angle));
        }
        for (int k = 1; k <= n; k++) {
            int i = asfIndex[k];
            AsfBone b = asf.bones().get(i);
            int p = parentOf[i];
            Matrix3 parentAxis = p < 0 ? Matrix3.IDENTITY : c[p];
            Bone.Builder bone = Bone.builder(b.name()).parent(p < 0 ? 0 : skeletonIndex[p])
                    .rotation(parentAxis.transpose().times(c[i]))
                    .tip(c[i].transpose().apply(b.direction().normalized()), b.length())
                    .attachment(Bone.Attachment.PARENT_TIP).segment(Bone.Segment.ORIGIN_TO_TIP);
            for (int d = 0; d < b.dof().size(); d++) {
                bone.channel(Dof.parse(b.dof().get(d)).orElseThrow().kind(), b.dof().get(d));
            }
            bones.add(bone.build());
        }
        return new AcclaimRig(asf, new Skeleton(bones), asfIndex, skeletonIndex);
    }

    private static Bone rootBone(AsfRoot root, double angle) {
        Bone.Builder b = Bone.builder(AsfFile.ROOT).translation(root.position())
                .postRotation(root.axisOrder().matrix(radians(root.orientation(), angle)))
                .attachment(Bone.Attachment.PARENT_ORIGIN).segment(Bone.Segment.ORIGIN_TO_TIP);
        for (String token : root.order()) {
            b.channel(Dof.parse(token).orElseThrow().kind(), token);
        }
        return b.build();
    }

    private static double[] radians(Vector3 v, double scale) {
        return new double[] {v.x() * scale, v.y() * scale, v.z() * scale};
    }

    /** Each ASF bone's parent (ASF index), -1 for a child of the root or a bone the hierarchy leaves out. */
    private static int[] parents(AsfFile asf) {
        int[] parentOf = new int[asf.bones().size()];
        boolean[] placed = new boolean[parentOf.length];
        java.util.Arrays.fill(parentOf, -1);
        for (AsfHierarchyLine line : asf.hierarchy()) {
            int parent = AsfFile.isRoot(line.parent()) ? -1 : asf.boneIndex(line.parent());
            for (String child : line.children()) {
                int c = asf.boneIndex(child);
                if (c >= 0 && !placed[c] && c != parent) {
                    parentOf[c] = parent;
                    placed[c] = true;
                }
            }
        }
        return parentOf;
    }

    /** ASF bone indexes depth first from the root; bones not reached (a cycle) follow as children of the root. */
    private static List<Integer> hierarchyOrder(int[] parentOf, int n) {
        List<List<Integer>> children = new ArrayList<>(n + 1);
        for (int i = 0; i <= n; i++) {
            children.add(new ArrayList<>());
        }
        for (int i = 0; i < n; i++) {
            children.get(parentOf[i] + 1).add(i);
        }
        List<Integer> order = new ArrayList<>(n);
        boolean[] seen = new boolean[n];
        visit(-1, children, seen, order);
        for (int i = 0; i < n; i++) {
            if (!seen[i]) {
                parentOf[i] = -1;
                seen[i] = true;
                order.add(i);
                visit(i, children, seen, order);
            }
        }
        return order;
    }

    private static void visit(int from, List<List<Integer>> children, boolean[] seen, List<Integer> order) {
        Deque<Integer> stack = new ArrayDeque<>();
        List<Integer> top = children.get(from + 1);
        for (int k = top.size() - 1; k >= 0; k--) {
            stack.push(top.get(k));
        }
        while (!stack.isEmpty()) {
            int b = stack.pop();
            if (seen[b]) {
                continue;
            }
            seen[b] = true;
            order.add(b);
            List<Integer> kids = children.get(b + 1);
            for (int k = kids.size() - 1; k >= 0; k--) {
                stack.push(kids.get(k));
            }
        }
    }

    /** The skeleton file. */
    public AsfFile asf() {
        return asf;
    }

    /** The neutral skeleton: bone 0 the root, then the ASF bones in hierarchy order. */
    public Skeleton skeleton() {
        return skeleton;
    }

    /** The ASF bone index of skeleton bone {@code bone}; -1 for the root. */
    public int asfBone(int bone) {
        return asfIndex[bone];
    }

    /** The skeleton bone of ASF bone {@code asfBone}. */
    public int skeletonBone(int asfBone) {
        return skeletonIndex[asfBone];
    }

    /** The skeleton bone a motion line names ({@code root} or a bone, resolved as {@link AsfFile} does), or -1. */
    public int boneNamed(String name) {
        if (AsfFile.isRoot(name)) {
            return 0;
        }
        int i = asf.boneIndex(name);
        return i < 0 ? -1 : skeletonIndex[i];
    }

    /** The neutral clip of {@code amc} played at {@code frameRate}: angles in radians, bones in skeleton order. */
    public Clip clip(AmcFile amc, double frameRate) {
        return new Clip(skeleton.channelCount(), frameRate, values(amc));
    }

    /** Every frame's channel values (radians, raw lengths), frame after frame; bones a frame lacks stay 0. */
    public double[] values(AmcFile amc) {
        int channels = skeleton.channelCount();
        double[] scale = new double[channels];
        double toRadians = amc.anglesInRadians(asf) ? 1 : Math.PI / 180;
        for (int c = 0; c < channels; c++) {
            scale[c] = skeleton.channels().get(c).kind().isAngle() ? toRadians : 1;
        }
        double[] out = new double[amc.frameCount() * channels];
        String[] names = new String[0];
        int[] bones = new int[0];
        for (int f = 0; f < amc.frameCount(); f++) {
            List<AmcRecord> records = amc.frame(f).records();
            if (records.size() != bones.length) {
                bones = new int[records.size()];
                names = new String[records.size()];
            }
            frameValues(records, names, bones, scale, out, f * channels);
        }
        return out;
    }

    /** One frame's values (a method of its own, so the JIT compiles it after a few frames). */
    private void frameValues(List<AmcRecord> records, String[] names, int[] bones, double[] scale, double[] out,
            int row) {
        for (int r = 0; r < records.size(); r++) {
            AmcRecord record = records.get(r);
            // Real files repeat one bone order every frame: resolve each name once per position.
            if (names[r] != record.bone()) {
                names[r] = record.bone();
                bones[r] = boneNamed(record.bone());
            }
            int b = bones[r];
            if (b < 0) {
                continue;
            }
            int first = skeleton.firstChannel(b);
            int count = Math.min(record.valueCount(), skeleton.channelCount(b));
            for (int k = 0; k < count; k++) {
                out[row + first + k] = record.value(k) * scale[first + k];
            }
        }
    }
}
