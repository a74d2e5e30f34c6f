package dev.marionette.model.motion;

/**
 * Forward kinematics of one {@link Skeleton}: every bone's world origin, tip and rotation for a frame, computed
 * parent-first into a preallocated {@link Pose} with no allocation per frame.
 *
 * <p>For bone b with parent p (world rotation {@code W}, origin {@code o}, tip {@code e}) and the local
 * {@code t}, {@code r} and tip of {@link ChannelKind}:
 *
 * <pre>
 * W_b = W_p r_b
 * o_b = (attached at the tip ? e_p : o_p) + W_p t_b        (a root: o_b = t_b, W_b = r_b)
 * e_b = o_b + W_b tipDirection_b (length_b + LENGTH)
 * </pre>
 *
 * Not thread-safe (it keeps scratch space); use one instance per thread.
 */
public final class ForwardKinematics {

    private static final int K_TX = 0;
    private static final int K_ROT = 3;
    private static final int K_LENGTH = 6;
    private static final int K_SET_T = 7;
    private static final int K_SET_Q = 10;

    private final Skeleton skeleton;
    private final int n;
    private final int[] parent;
    private final boolean[] atTip;
    private final double[] pre;
    private final double[] post;
    private final boolean[] hasPost;
    private final double[] restT;
    private final double[] restQ;
    private final double[] tipDir;
    private final double[] length;
    private final int[] first;
    /** Per channel: kind code (0-2 translate, 3-5 rotate, 6 length, 7-9 set translation, 10-13 set rotation). */
    private final int[] kind;
    private final boolean[] setsRotation;
    private final double[] scratch = new double[9 * 3 + 8];

    public ForwardKinematics(Skeleton skeleton) {
        this.skeleton = skeleton;
        this.n = skeleton.boneCount();
        parent = new int[n];
        atTip = new boolean[n];
        pre = new double[9 * n];
        post = new double[9 * n];
        hasPost = new boolean[n];
        restT = new double[3 * n];
        restQ = new double[4 * n];
        tipDir = new double[3 * n];
        length = new double[n];
        first = new int[n + 1];
        setsRotation = new boolean[n];
        kind = new int[skeleton.channelCount()];
        for (int b = 0; b < n; b++) {
            Bone bone = skeleton.bone(b);
            parent[b] = bone.parent();
            atTip[b] = bone.attachment() == Bone.Attachment.PARENT_TIP && bone.parent() >= 0;
            bone.rotation().copyTo(pre, 9 * b);
            bone.postRotation().copyTo(post, 9 * b);
            hasPost[b] = !bone.postRotation().equals(Matrix3.IDENTITY);
            Quaternion q = bone.rotation().toQuaternion();
            restQ[4 * b] = q.x();
            restQ[4 * b + 1] = q.y();
            restQ[4 * b + 2] = q.z();
            restQ[4 * b + 3] = q.w();
            restT[3 * b] = bone.translation().x();
            restT[3 * b + 1] = bone.translation().y();
            restT[3 * b + 2] = bone.translation().z();
            tipDir[3 * b] = bone.tipDirection().x();
            tipDir[3 * b + 1] = bone.tipDirection().y();
            tipDir[3 * b + 2] = bone.tipDirection().z();
            length[b] = bone.length();
            first[b] = skeleton.firstChannel(b);
            for (int c = 0; c < bone.channelKinds().size(); c++) {
                ChannelKind k = bone.channelKinds().get(c);
                kind[first[b] + c] = code(k);
                setsRotation[b] |= k.interpolation() == Interpolation.QUATERNION;
            }
        }
        first[n] = skeleton.channelCount();
    }

    private static int code(ChannelKind k) {
        return switch (k) {
            case TRANSLATE_X, TRANSLATE_Y, TRANSLATE_Z -> K_TX + k.axis();
            case ROTATE_X, ROTATE_Y, ROTATE_Z -> K_ROT + k.axis();
            case LENGTH -> K_LENGTH;
            case SET_TRANSLATE_X, SET_TRANSLATE_Y, SET_TRANSLATE_Z -> K_SET_T + k.axis();
            case SET_ROTATION_X, SET_ROTATION_Y, SET_ROTATION_Z, SET_ROTATION_W -> K_SET_Q + k.axis();
        };
    }

    /** The skeleton this computes. */
    public Skeleton skeleton() {
        return skeleton;
    }

    /** A pose sized for the skeleton. */
    public Pose newPose() {
        return new Pose(n);
    }

    /** Computes frame {@code frame} of {@code clip} (a clip of this skeleton) into {@code out}. */
    public void compute(Clip clip, int frame, Pose out) {
        if (clip.channelCount() != kind.length) {
            throw new IllegalArgumentException("the clip has " + clip.channelCount() + " channels, the skeleton "
                    + kind.length);
        }
        if (frame < 0 || frame >= clip.frameCount()) {
            throw new IndexOutOfBoundsException("frame " + frame + " of " + clip.frameCount());
        }
        compute(clip.raw(), frame * kind.length, out);
    }

    /**
     * Computes the pose whose channel values start at {@code values[offset]} ({@link Skeleton#channelCount()}
     * values in channel order) into {@code out}.
     */
    public void compute(double[] values, int offset, Pose out) {
        double[] s = scratch;
        final int e = 0; // channel rotation E, then pre * E
        final int r = 9; // local rotation
        final int w = 18; // the rotation set by quaternion channels
        final int v = 27; // translation deltas (3), set translation (3), length delta (1)
        double[] wo = out.rotations;
        double[] org = out.origins;
        double[] tip = out.tips;
        for (int b = 0; b < n; b++) {
            Rotations.identity(s, e);
            s[v] = 0;
            s[v + 1] = 0;
            s[v + 2] = 0;
            s[v + 3] = restT[3 * b];
            s[v + 4] = restT[3 * b + 1];
            s[v + 5] = restT[3 * b + 2];
            s[v + 6] = 0;
            double qx = restQ[4 * b];
            double qy = restQ[4 * b + 1];
            double qz = restQ[4 * b + 2];
            double qw = restQ[4 * b + 3];
            for (int c = first[b]; c < first[b + 1]; c++) {
                int k = kind[c];
                double value = values[offset + c];
                if (k >= K_ROT && k < K_LENGTH) {
                    Rotations.rotateAbout(k - K_ROT, Math.cos(value), Math.sin(value), s, e);
                } else if (k < K_ROT) {
                    s[v + k] += value;
                } else if (k == K_LENGTH) {
                    s[v + 6] += value;
                } else if (k < K_SET_Q) {
                    s[v + 3 + k - K_SET_T] = value;
                } else if (k == K_SET_Q) {
                    qx = value;
                } else if (k == K_SET_Q + 1) {
                    qy = value;
                } else if (k == K_SET_Q + 2) {
                    qz = value;
                } else {
                    qw = value;
                }
            }
            double[] preM = pre;
            int preO = 9 * b;
            if (setsRotation[b]) {
                Rotations.quaternionToMatrix(qx, qy, qz, qw, s, r);
                System.arraycopy(s, r, s, w, 9);
                preM = s;
                preO = w;
            }
            // t = set-or-rest translation + pre * deltas
            double dx = s[v];
            double dy = s[v + 1];
            double dz = s[v + 2];
            double tx = s[v + 3] + preM[preO] * dx + preM[preO + 1] * dy + preM[preO + 2] * dz;
            double ty = s[v + 4] + preM[preO + 3] * dx + preM[preO + 4] * dy + preM[preO + 5] * dz;
            double tz = s[v + 5] + preM[preO + 6] * dx + preM[preO + 7] * dy + preM[preO + 8] * dz;
            // r = pre * E * post
            Rotations.multiply(preM, preO, s, e, s, r);
            if (hasPost[b]) {
                Rotations.multiply(s, r, post, 9 * b, s, e);
                System.arraycopy(s, e, s, r, 9);
            }
            int p = parent[b];
            int o3 = 3 * b;
            if (p < 0) {
                System.arraycopy(s, r, wo, 9 * b, 9);
                org[o3] = tx;
                org[o3 + 1] = ty;
                org[o3 + 2] = tz;
            } else {
                int pw = 9 * p;
                Rotations.multiply(wo, pw, s, r, wo, 9 * b);
                double[] base = atTip[b] ? tip : org;
                int p3 = 3 * p;
                org[o3] = base[p3] + wo[pw] * tx + wo[pw + 1] * ty + wo[pw + 2] * tz;
                org[o3 + 1] = base[p3 + 1] + wo[pw + 3] * tx + wo[pw + 4] * ty + wo[pw + 5] * tz;
                org[o3 + 2] = base[p3 + 2] + wo[pw + 6] * tx + wo[pw + 7] * ty + wo[pw + 8] * tz;
            }
            double len = length[b] + s[v + 6];
            double ux = tipDir[o3] * len;
            double uy = tipDir[o3 + 1] * len;
            double uz = tipDir[o3 + 2] * len;
            int bw = 9 * b;
            tip[o3] = org[o3] + wo[bw] * ux + wo[bw + 1] * uy + wo[bw + 2] * uz;
            tip[o3 + 1] = org[o3 + 1] + wo[bw + 3] * ux + wo[bw + 4] * uy + wo[bw + 5] * uz;
            tip[o3 + 2] = org[o3 + 2] + wo[bw + 6] * ux + wo[bw + 7] * uy + wo[bw + 8] * uz;
        }
    }
}
