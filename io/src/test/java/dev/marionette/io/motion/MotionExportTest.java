package dev.marionette.io.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.marionette.io.FormatException;
import dev.marionette.io.acclaim.AcclaimSamples;
import dev.marionette.io.amc.AmcReader;
import dev.marionette.io.asf.AsfReader;
import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.motion.Bone;
import dev.marionette.model.motion.ChannelKind;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.ForwardKinematics;
import dev.marionette.model.motion.Matrix3;
import dev.marionette.model.motion.Pose;
import dev.marionette.model.motion.Quaternion;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.motion.Vector3;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * The CSV and BVH writers: the CSV holds the core's distal ends, and an independent BVH reader ({@link SimpleBvh})
 * computes the same positions from the BVH, every frame of every sample pair, to 1e-3 of the figure's height.
 */
class MotionExportTest {

    record Motion(String name, Skeleton skeleton, Clip clip) {
        @Override
        public String toString() {
            return name;
        }
    }

    static List<Motion> samples() throws IOException {
        return AcclaimSamples.all().stream().map(p -> {
            try {
                AsfFile asf = p.readAsf();
                AcclaimRig rig = AcclaimRig.of(asf);
                return new Motion(p.name(), rig.skeleton(), rig.clip(p.readAmc(asf), 120));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void csvHoldsEveryDistalEndOfEveryFrameWithSixDecimals(Motion m) throws IOException {
        String csv = new String(JointPositionsCsv.toBytes(m.skeleton(), m.clip()), StandardCharsets.US_ASCII);
        String[] lines = csv.split("\n", -1);
        int bones = m.skeleton().boneCount();
        assertThat(lines[0]).isEqualTo("frame,bone,x,y,z");
        assertThat(lines).hasSize(1 + m.clip().frameCount() * bones + 1);
        assertThat(lines[lines.length - 1]).isEmpty();
        ForwardKinematics fk = new ForwardKinematics(m.skeleton());
        Pose pose = fk.newPose();
        for (int f = 0; f < m.clip().frameCount(); f += Math.max(1, m.clip().frameCount() / 25)) {
            fk.compute(m.clip(), f, pose);
            for (int b = 0; b < bones; b++) {
                String expected = f + "," + m.skeleton().bone(b).name() + "," + six(pose.tips[3 * b]) + ","
                        + six(pose.tips[3 * b + 1]) + "," + six(pose.tips[3 * b + 2]);
                assertThat(lines[1 + f * bones + b]).isEqualTo(expected);
            }
        }
        assertThat(lines[1]).startsWith("0,root,");
    }

    private static String six(double v) {
        String s = new BigDecimal(v).setScale(6, RoundingMode.HALF_EVEN).toPlainString();
        return s.equals("-0.000000") ? "0.000000" : s;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void aBvhReaderFindsTheSameJointsInEveryFrame(Motion m) throws IOException {
        assertBvhMatchesCore(m, 1e-3);
    }

    static void assertBvhMatchesCore(Motion m, double relativeTolerance) throws IOException {
        String text = new String(BvhWriter.toBytes(m.skeleton(), m.clip()), StandardCharsets.US_ASCII);
        SimpleBvh bvh = SimpleBvh.parse(text);
        assertThat(bvh.frames).isEqualTo(m.clip().frameCount());
        assertThat(bvh.frameTime).isCloseTo(1 / m.clip().frameRate(), within(1e-8));
        assertThat(bvh.joints).hasSize(m.skeleton().boneCount());
        ForwardKinematics fk = new ForwardKinematics(m.skeleton());
        Pose pose = fk.newPose();
        double height = height(m, fk, pose);
        double tolerance = relativeTolerance * height;
        double worst = 0;
        for (int f = 0; f < m.clip().frameCount(); f++) {
            fk.compute(m.clip(), f, pose);
            Map<String, double[]> found = bvh.positions(f);
            for (int b = 0; b < m.skeleton().boneCount(); b++) {
                String name = m.skeleton().bone(b).name();
                double[] origin = found.get(name);
                double[] tip = tipIn(m.skeleton(), b, found, origin);
                for (int k = 0; k < 3; k++) {
                    worst = Math.max(worst, Math.abs(origin[k] - pose.origins[3 * b + k]));
                    if (tip != null) {
                        worst = Math.max(worst, Math.abs(tip[k] - pose.tips[3 * b + k]));
                    }
                }
            }
        }
        assertThat(worst).as("largest distance in any frame, figure " + height + " tall").isLessThan(tolerance);
    }

    /**
     * Where the BVH puts bone b's distal end: its End Site; the origin of a child starting at its tip with no
     * translation of its own; its own origin when it has no length; null when the BVH does not show it.
     */
    private static double[] tipIn(Skeleton s, int b, Map<String, double[]> found, double[] origin) {
        Bone bone = s.bone(b);
        if (s.children(b).isEmpty()) {
            return found.get(bone.name() + "/end");
        }
        if (bone.length() == 0 && !bone.channelKinds().contains(ChannelKind.LENGTH)) {
            return origin;
        }
        for (int c : s.children(b)) {
            Bone child = s.bone(c);
            boolean translated = child.channelKinds().stream().anyMatch(k -> !k.isAngle() && k.axis() >= 0
                    && k.axis() < 3 && k != ChannelKind.SET_ROTATION_X && k != ChannelKind.SET_ROTATION_Y
                    && k != ChannelKind.SET_ROTATION_Z);
            if (child.attachment() == Bone.Attachment.PARENT_TIP && !translated
                    && child.translation().equals(Vector3.ZERO)) {
                return found.get(child.name());
            }
        }
        return null;
    }

    private static double height(Motion m, ForwardKinematics fk, Pose pose) {
        fk.compute(Clip.restPose(m.skeleton(), 1), 0, pose);
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (int b = 0; b < m.skeleton().boneCount(); b++) {
            low = Math.min(low, pose.tips[3 * b + 1]);
            high = Math.max(high, pose.tips[3 * b + 1]);
        }
        return high - low;
    }

    @Test
    void translationAndLengthDofsBecomePositionChannels() throws IOException, FormatException {
        String asf = ":root\n order tz RX ty RZ tx RY\n orientation 10 20 30\n axis zyx\n position 1 2 3\n:bonedata\n"
                + " begin\n name a\n direction 0 1 0\n length 2\n axis 10 0 5 XYZ\n dof rx l\n end\n"
                + " begin\n name b\n direction 1 1 0\n length 1\n axis 0 30 0 ZXY\n dof tx ry tz rz\n end\n"
                + " begin\n name c\n direction 0 0 1\n length 1.5\n axis 0 0 0 XYZ\n end\n"
                + ":hierarchy\n begin\n root a\n a b c\n end\n";
        AsfFile skeleton = AsfReader.read(asf.getBytes(StandardCharsets.US_ASCII), "t.asf");
        StringBuilder amc = new StringBuilder();
        Random random = new Random(3);
        for (int f = 1; f <= 40; f++) {
            amc.append(f).append("\nroot");
            for (int k = 0; k < 6; k++) {
                amc.append(' ').append(random.nextInt(340) - 170);
            }
            amc.append("\na ").append(random.nextInt(340) - 170).append(' ').append(random.nextDouble());
            amc.append("\nb ").append(random.nextDouble()).append(' ').append(random.nextInt(340) - 170).append(' ')
                    .append(random.nextDouble()).append(' ').append(random.nextInt(340) - 170).append('\n');
        }
        AcclaimRig rig = AcclaimRig.of(skeleton);
        Clip clip = rig.clip(AmcReader.read(amc.toString().getBytes(StandardCharsets.US_ASCII), "t.amc", skeleton), 60);
        assertBvhMatchesCore(new Motion("dofs", rig.skeleton(), clip), 1e-5);
        String text = new String(BvhWriter.toBytes(rig.skeleton(), clip), StandardCharsets.US_ASCII);
        assertThat(text).contains("JOINT b\n\t\t{\n\t\t\tOFFSET 0.000000 0.000000 0.000000\n\t\t\tCHANNELS 6 Xposition");
        assertThat(text).contains("Frame Time: 0.01666667\n");
    }

    @Test
    void aSimsStyleSkeletonWithAbsoluteTranslationsAndQuaternionsExportsToo() throws IOException {
        // Bones placed from their parent's origin, each frame replacing the rest translation and rotation.
        Skeleton s = new Skeleton(List.of(
                Bone.builder("ROOT").segment(Bone.Segment.PARENT_TO_ORIGIN)
                        .channel(ChannelKind.SET_TRANSLATE_X, "tx").channel(ChannelKind.SET_TRANSLATE_Y, "ty")
                        .channel(ChannelKind.SET_TRANSLATE_Z, "tz").channel(ChannelKind.SET_ROTATION_X, "qx")
                        .channel(ChannelKind.SET_ROTATION_Y, "qy").channel(ChannelKind.SET_ROTATION_Z, "qz")
                        .channel(ChannelKind.SET_ROTATION_W, "qw").build(),
                Bone.builder("SPINE").parent(0).translation(new Vector3(0, 1, 0))
                        .rotation(Matrix3.rotation(2, 0.3)).segment(Bone.Segment.PARENT_TO_ORIGIN)
                        .channel(ChannelKind.SET_ROTATION_X, "qx").channel(ChannelKind.SET_ROTATION_Y, "qy")
                        .channel(ChannelKind.SET_ROTATION_Z, "qz").channel(ChannelKind.SET_ROTATION_W, "qw").build(),
                Bone.builder("HEAD").parent(1).translation(new Vector3(0.2, 1.5, 0))
                        .segment(Bone.Segment.PARENT_TO_ORIGIN).build()));
        Random random = new Random(8);
        double[] values = new double[30 * s.channelCount()];
        for (int f = 0; f < 30; f++) {
            int o = f * s.channelCount();
            values[o] = random.nextDouble();
            values[o + 1] = 3 + random.nextDouble();
            values[o + 2] = random.nextDouble();
            Quaternion q1 = randomRotation(random);
            Quaternion q2 = randomRotation(random);
            double[] q = {q1.x(), q1.y(), q1.z(), q1.w(), q2.x(), q2.y(), q2.z(), q2.w()};
            System.arraycopy(q, 0, values, o + 3, 8);
        }
        assertBvhMatchesCore(new Motion("sims", s, new Clip(s.channelCount(), 30, values)), 1e-5);
    }

    private static Quaternion randomRotation(Random random) {
        return Matrix3.euler(new int[] {0, 1, 2}, new double[] {random.nextDouble() * 6 - 3,
            random.nextDouble() * 3 - 1.5, random.nextDouble() * 6 - 3}).toQuaternion();
    }
}
