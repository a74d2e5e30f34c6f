package dev.marionette.model.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Forward kinematics on skeletons built by hand, checked against plain matrix products written out in the test:
 * the Sims convention (absolute local translation and quaternion replacing the rest, world = parent T(t) R(q)) and
 * the Acclaim one (children at the parent's tip, Euler channels in order, translations in the rest frame, a stretching
 * LENGTH channel, a post rotation).
 */
class ForwardKinematicsTest {

    private static Pose pose(Skeleton s, double... values) {
        ForwardKinematics fk = new ForwardKinematics(s);
        Pose p = fk.newPose();
        fk.compute(values, 0, p);
        return p;
    }

    private static void assertClose(Vector3 actual, Vector3 expected) {
        assertThat(actual.x()).isCloseTo(expected.x(), within(1e-12));
        assertThat(actual.y()).isCloseTo(expected.y(), within(1e-12));
        assertThat(actual.z()).isCloseTo(expected.z(), within(1e-12));
    }

    @Test
    void simsStyleBonesReplaceTheirRestWithEachFramesTranslationAndQuaternion() {
        Quaternion restSpine = Matrix3.rotation(2, 0.4).toQuaternion();
        Skeleton s = new Skeleton(List.of(
                Bone.builder("ROOT").translation(new Vector3(0, 3, 0))
                        .channel(ChannelKind.SET_TRANSLATE_X, "tx").channel(ChannelKind.SET_TRANSLATE_Y, "ty")
                        .channel(ChannelKind.SET_TRANSLATE_Z, "tz").channel(ChannelKind.SET_ROTATION_X, "qx")
                        .channel(ChannelKind.SET_ROTATION_Y, "qy").channel(ChannelKind.SET_ROTATION_Z, "qz")
                        .channel(ChannelKind.SET_ROTATION_W, "qw").build(),
                Bone.builder("SPINE").parent(0).translation(new Vector3(0, 1, 0)).rotation(restSpine.toMatrix())
                        .channel(ChannelKind.SET_ROTATION_X, "qx").channel(ChannelKind.SET_ROTATION_Y, "qy")
                        .channel(ChannelKind.SET_ROTATION_Z, "qz").channel(ChannelKind.SET_ROTATION_W, "qw").build(),
                Bone.builder("HEAD").parent(1).translation(new Vector3(0.5, 2, 0)).build()));
        Random random = new Random(1);
        for (int trial = 0; trial < 50; trial++) {
            Quaternion q0 = Matrix3.euler(new int[] {0, 1, 2}, new double[] {random.nextGaussian(),
                random.nextGaussian(), random.nextGaussian()}).toQuaternion();
            Quaternion q1 = Matrix3.euler(new int[] {2, 0, 1}, new double[] {random.nextGaussian(),
                random.nextGaussian(), random.nextGaussian()}).toQuaternion();
            Vector3 t0 = new Vector3(random.nextGaussian(), random.nextGaussian(), random.nextGaussian());
            // Slightly off-unit quaternions, as files store them: normalised before use.
            Pose p = pose(s, t0.x(), t0.y(), t0.z(), q0.x() * 1.001, q0.y() * 1.001, q0.z() * 1.001,
                    q0.w() * 1.001, q1.x(), q1.y(), q1.z(), q1.w());
            Matrix3 w0 = q0.toMatrix();
            Matrix3 w1 = w0.times(q1.toMatrix());
            Vector3 o1 = t0.plus(w0.apply(new Vector3(0, 1, 0)));
            Vector3 o2 = o1.plus(w1.apply(new Vector3(0.5, 2, 0)));
            assertClose(p.origin(0), t0);
            assertClose(p.origin(1), o1);
            assertClose(p.origin(2), o2);
            assertClose(p.tip(2), o2);
            assertThat(p.rotation(2).get(0, 1)).isCloseTo(w1.get(0, 1), within(1e-12));
        }
        // The rest values, as Skeleton.restValues() gives them, reproduce the rest pose.
        Pose rest = pose(s, s.restValues());
        assertClose(rest.origin(0), new Vector3(0, 3, 0));
        assertClose(rest.origin(2), new Vector3(0, 4, 0).plus(restSpine.toMatrix().apply(new Vector3(0.5, 2, 0))));
    }

    @Test
    void missingQuaternionComponentsKeepTheRestOnes() {
        Quaternion rest = Matrix3.rotation(1, 0.7).toQuaternion();
        Skeleton s = new Skeleton(List.of(Bone.builder("b").rotation(rest.toMatrix()).tip(new Vector3(1, 0, 0), 1)
                .channel(ChannelKind.SET_ROTATION_W, "w").build()));
        Pose p = pose(s, rest.w());
        assertClose(p.tip(0), rest.toMatrix().apply(new Vector3(1, 0, 0)));
    }

    @Test
    void acclaimStyleChildrenStartAtTheTipAndChannelsApplyInOrder() {
        Matrix3 pre = Matrix3.euler(new int[] {0, 1, 2}, new double[] {0.1, 0.2, 0.3});
        Matrix3 post = Matrix3.rotation(0, 0.5);
        Skeleton s = new Skeleton(List.of(
                Bone.builder("root").translation(new Vector3(1, 2, 3)).postRotation(post)
                        .channel(ChannelKind.TRANSLATE_X, "TX").channel(ChannelKind.ROTATE_Z, "RZ")
                        .channel(ChannelKind.ROTATE_X, "RX").build(),
                Bone.builder("upper").parent(0).rotation(pre).tip(new Vector3(0, -1, 0), 2)
                        .attachment(Bone.Attachment.PARENT_TIP)
                        .channel(ChannelKind.ROTATE_Y, "ry").channel(ChannelKind.LENGTH, "l").build(),
                Bone.builder("lower").parent(1).tip(new Vector3(0, 0, 1), 1.5).attachment(Bone.Attachment.PARENT_TIP)
                        .channel(ChannelKind.TRANSLATE_Z, "tz").build()));
        Pose p = pose(s, 4, 0.6, -0.2, 0.9, 0.25, 0.3);
        // Root: channels rz then rx, the first listed applied first: Rx * Rz, then the post rotation.
        Matrix3 root = Matrix3.rotation(0, -0.2).times(Matrix3.rotation(2, 0.6)).times(post);
        Vector3 rootOrigin = new Vector3(5, 2, 3);
        Matrix3 upper = root.times(pre).times(Matrix3.rotation(1, 0.9));
        Vector3 upperTip = rootOrigin.plus(upper.apply(new Vector3(0, -2.25, 0)));
        Vector3 lowerOrigin = upperTip.plus(upper.apply(new Vector3(0, 0, 0.3)));
        assertClose(p.origin(0), rootOrigin);
        assertClose(p.tip(0), rootOrigin);
        assertClose(p.origin(1), rootOrigin);
        assertClose(p.tip(1), upperTip);
        assertClose(p.origin(2), lowerOrigin);
        assertClose(p.tip(2), lowerOrigin.plus(upper.apply(new Vector3(0, 0, 1.5))));
    }

    @Test
    void aClipFrameAndRawValuesGiveTheSamePose() {
        Skeleton s = new Skeleton(List.of(Bone.builder("r").channel(ChannelKind.ROTATE_X, "rx")
                .tip(new Vector3(0, 1, 0), 1).build()));
        Clip clip = new Clip(1, 30, new double[] {0, Math.PI / 2, Math.PI});
        ForwardKinematics fk = new ForwardKinematics(s);
        Pose p = fk.newPose();
        fk.compute(clip, 1, p);
        assertClose(p.tip(0), new Vector3(0, 0, 1));
        fk.compute(clip, 2, p);
        assertClose(p.tip(0), new Vector3(0, -1, 0));
    }
}
