package dev.marionette.io.acclaim;

import static dev.marionette.io.acclaim.AcclaimFixtures.bytes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.amc.AmcReader;
import dev.marionette.io.amc.AmcWriter;
import dev.marionette.io.asf.AsfReader;
import dev.marionette.io.asf.AsfWriter;
import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.ForwardKinematics;
import dev.marionette.model.motion.Pose;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The quirks of real Acclaim files that common tools get wrong (secondary.md 1.2), each on a fixture written here:
 * the core's joint positions agree with an independent implementation of the spec's math to 1e-9, the files write
 * back byte for byte, and equivalent spellings give the same figure.
 */
class AcclaimQuirksTest {

    private static final String CMU_ORDER = "TX TY TZ RX RY RZ";

    /** Distal ends by the core, by name. */
    private static Map<String, double[]> coreEnds(AsfFile asf, AmcFile amc, int frame) {
        AcclaimRig rig = AcclaimRig.of(asf);
        Clip clip = rig.clip(amc, 120);
        ForwardKinematics fk = new ForwardKinematics(rig.skeleton());
        Pose pose = fk.newPose();
        fk.compute(clip, frame, pose);
        Map<String, double[]> out = new java.util.LinkedHashMap<>();
        for (int b = 0; b < rig.skeleton().boneCount(); b++) {
            out.put(rig.skeleton().bone(b).name(), new double[] {pose.tips[3 * b], pose.tips[3 * b + 1],
                pose.tips[3 * b + 2]});
        }
        return out;
    }

    private static void assertSameEnds(Map<String, double[]> actual, Map<String, double[]> expected, double tol) {
        assertThat(actual.keySet()).containsExactlyInAnyOrderElementsOf(expected.keySet());
        for (String bone : expected.keySet()) {
            for (int k = 0; k < 3; k++) {
                assertThat(actual.get(bone)[k]).as(bone + " axis " + k).isCloseTo(expected.get(bone)[k], within(tol));
            }
        }
    }

    private static void assertMatchesReference(String asfText, String amcText) throws FormatException {
        AsfFile asf = AsfReader.read(bytes(asfText), "fixture.asf");
        AmcFile amc = AmcReader.read(bytes(amcText), "fixture.amc", asf);
        assertThat(AsfWriter.toBytes(asf)).isEqualTo(bytes(asfText));
        assertThat(AmcWriter.toBytes(amc)).isEqualTo(bytes(amcText));
        for (int f = 0; f < amc.frameCount(); f++) {
            Map<String, double[]> expected = ReferenceAcclaimKinematics.ends(asf, amc.frame(f), amc.anglesInRadians(asf));
            assertSameEnds(coreEnds(asf, amc, f), expected, 1e-9);
        }
    }

    @ParameterizedTest(name = "order {0}")
    @ValueSource(strings = {"TX TY TZ RX RY RZ", "TX TY TZ RZ RY RX", "tx ty tz rx ry rz", "rz TY ry tx RX tz",
        "RY RX RZ TZ TY TX"})
    void rootOrderInAnyOrderAndCaseGivesTheValuesOrderAndTheRotationOrder(String order) throws FormatException {
        assertMatchesReference(AcclaimFixtures.asf(order, "deg", "0 0 0"), AcclaimFixtures.amc(6, 7, order));
    }

    @Test
    void rootOrderRzRyRxAppliesZFirst() throws FormatException {
        // One bone straight along +x from the root; root rz = 90 then rx = 90 (order RZ RY RX: z first).
        String asf = ":root\n order TX TY TZ RZ RY RX\n:bonedata\n begin\n name arm\n direction 1 0 0\n length 2\n"
                + " axis 0 0 0 XYZ\n end\n:hierarchy\n begin\n root arm\n end\n";
        String amc = "1\nroot 0 0 0 90 0 90\n";
        AsfFile skeleton = AsfReader.read(bytes(asf), "arm.asf");
        double[] arm = coreEnds(skeleton, AmcReader.read(bytes(amc), "arm.amc", skeleton), 0).get("arm");
        // Rz(90) takes +x to +y, then Rx(90) takes +y to +z.
        assertThat(arm).containsExactly(new double[] {0, 0, 2}, within(1e-12));
    }

    @Test
    void boneAxisOrderTokenDecidesHowTheAxisAnglesCombine() throws FormatException {
        assertMatchesReference(AcclaimFixtures.asf(), AcclaimFixtures.amc(8, 11, CMU_ORDER));
        // Same angles, other order token: a different local frame, so a different pose.
        String zyx = AcclaimFixtures.asf().replace("axis 10 20 30 XYZ", "axis 10 20 30 ZYX");
        String amc = AcclaimFixtures.amc(1, 11, CMU_ORDER);
        AsfFile a = AsfReader.read(bytes(AcclaimFixtures.asf()), "xyz.asf");
        AsfFile b = AsfReader.read(bytes(zyx), "zyx.asf");
        double[] kneeXyz = coreEnds(a, AmcReader.read(bytes(amc), "m", a), 0).get("knee");
        double[] kneeZyx = coreEnds(b, AmcReader.read(bytes(amc), "m", b), 0).get("knee");
        assertThat(Math.abs(kneeXyz[0] - kneeZyx[0]) + Math.abs(kneeXyz[1] - kneeZyx[1])
                + Math.abs(kneeXyz[2] - kneeZyx[2])).isGreaterThan(0.01);
        assertMatchesReference(zyx, amc);
    }

    @Test
    void dofValuesMapThroughTheDofTokensInTheirOrder() throws FormatException {
        // dof "rz rx": the first value is rz. A bone along +y turned by rz = 90 points along -x.
        String asf = ":root\n order TX TY TZ RX RY RZ\n:bonedata\n begin\n name b\n direction 0 1 0\n length 1\n"
                + " axis 0 0 0 XYZ\n dof rz rx\n end\n:hierarchy\n begin\n root b\n end\n";
        AsfFile skeleton = AsfReader.read(bytes(asf), "b.asf");
        double[] end = coreEnds(skeleton, AmcReader.read(bytes("1\nroot 0 0 0 0 0 0\nb 90 0\n"), "b.amc", skeleton),
                0).get("b");
        assertThat(end).containsExactly(new double[] {-1, 0, 0}, within(1e-12));
    }

    @Test
    void radiansInTheSkeletonUnitsOrTheMotionHeaderGiveTheSameFigureAsDegrees() throws FormatException {
        Random random = new Random(5);
        List<double[][]> frames = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        List<int[]> orders = new ArrayList<>();
        for (int f = 0; f < 4; f++) {
            frames.add(AcclaimFixtures.frame(random, CMU_ORDER));
            labels.add(Integer.toString(f + 1));
            orders.add(new int[] {-1, 0, 1, 2, 3});
        }
        String degAsf = AcclaimFixtures.asf(CMU_ORDER, "deg", "10 -20 30");
        String radAsf = AcclaimFixtures.asf(CMU_ORDER, "rad", String.format(java.util.Locale.ROOT, "%.17g %.17g %.17g",
                Math.toRadians(10), Math.toRadians(-20), Math.toRadians(30)));
        String degrees = AcclaimFixtures.amc(frames, ":FULLY-SPECIFIED\n:DEGREES\n", labels, orders, false, CMU_ORDER);
        String radians = AcclaimFixtures.amc(frames, ":FULLY-SPECIFIED\n:RADIANS\n", labels, orders, true, CMU_ORDER);
        String unmarked = AcclaimFixtures.amc(frames, ":FULLY-SPECIFIED\n", labels, orders, true, CMU_ORDER);
        AsfFile deg = AsfReader.read(bytes(degAsf), "deg.asf");
        AsfFile rad = AsfReader.read(bytes(radAsf), "rad.asf");
        for (int f = 0; f < frames.size(); f++) {
            Map<String, double[]> expected = coreEnds(deg, AmcReader.read(bytes(degrees), "deg.amc", deg), f);
            // :RADIANS in the motion wins over the skeleton's degrees.
            assertSameEnds(coreEnds(deg, AmcReader.read(bytes(radians), "rad.amc", deg), f), expected, 1e-9);
            // No keyword: the skeleton's "angle rad" applies to the motion too.
            assertSameEnds(coreEnds(rad, AmcReader.read(bytes(unmarked), "plain.amc", rad), f), expected, 1e-9);
        }
        assertMatchesReference(radAsf, unmarked);
        assertMatchesReference(degAsf, radians);
    }

    @Test
    void crlfAndCrLineEndsReadTheSameAndWriteBackAsTheyWere() throws FormatException {
        String asf = AcclaimFixtures.asf();
        String amc = "#!OML:ASF F:\\VICON\\USERDATA\\INSTALL\\rory3\\rory3.ASF\n"
                + AcclaimFixtures.amc(3, 2, CMU_ORDER);
        AsfFile lf = AsfReader.read(bytes(asf), "lf.asf");
        for (String eol : List.of("\r\n", "\r")) {
            String asfX = asf.replace("\n", eol);
            String amcX = amc.replace("\n", eol);
            assertMatchesReference(asfX, amcX);
            AsfFile other = AsfReader.read(bytes(asfX), "x.asf");
            AmcFile motion = AmcReader.read(bytes(amcX), "x.amc", other);
            assertThat(motion.header().lines()).first().asString().startsWith("#!OML:ASF");
            assertThat(motion.style().lineEnd()).isEqualTo(eol);
            for (int f = 0; f < 3; f++) {
                assertSameEnds(coreEnds(other, motion, f), coreEnds(lf, AmcReader.read(bytes(amc), "lf", lf), f), 0);
            }
        }
    }

    @Test
    void aZeroLengthDummyBoneHasItsTipAtItsOriginAndItsChildStartsThere() throws FormatException {
        AsfFile asf = AsfReader.read(bytes(AcclaimFixtures.asf()), "f.asf");
        AmcFile amc = AmcReader.read(bytes(AcclaimFixtures.amc(2, 3, CMU_ORDER)), "f.amc", asf);
        AcclaimRig rig = AcclaimRig.of(asf);
        ForwardKinematics fk = new ForwardKinematics(rig.skeleton());
        Pose pose = fk.newPose();
        fk.compute(rig.clip(amc, 120), 1, pose);
        int knee = rig.skeleton().indexOf("knee").orElseThrow();
        int dummy = rig.skeleton().indexOf("dummy").orElseThrow();
        int toe = rig.skeleton().indexOf("toe").orElseThrow();
        assertThat(pose.origin(dummy)).isEqualTo(pose.tip(knee));
        assertThat(pose.tip(dummy)).isEqualTo(pose.origin(dummy));
        assertThat(pose.origin(toe)).isNotEqualTo(pose.tip(knee)); // toe's tx dof moves its start
        assertThat(rig.skeleton().bone(dummy).channelKinds()).isEmpty();
    }

    @Test
    void repeatedIdsAreAcceptedWithAWarning() throws FormatException {
        ReadResult<AsfFile> read = AsfReader.read(bytes(AcclaimFixtures.asf()), "ids.asf", ReadOptions.STRICT);
        assertThat(read.warnings()).singleElement().asString().contains("repeats id 2", "line 36");
        assertThat(read.value().bones()).extracting(b -> b.id()).containsExactly("1", "2", "2", "4", "5");
    }

    @Test
    void bonesInAnyOrderPerFrameAndLabelsOutOfOrderAreReadInFileOrder() throws FormatException {
        Random random = new Random(9);
        List<double[][]> frames = new ArrayList<>();
        for (int f = 0; f < 5; f++) {
            frames.add(AcclaimFixtures.frame(random, CMU_ORDER));
        }
        List<int[]> inOrder = java.util.Collections.nCopies(5, new int[] {-1, 0, 1, 2, 3});
        List<int[]> shuffled = List.of(new int[] {3, 2, 1, 0, -1}, new int[] {0, -1, 3, 1, 2},
            new int[] {-1, 0, 1, 2, 3}, new int[] {2, 3, -1, 1, 0}, new int[] {1, 3, 0, 2, -1});
        List<String> odd = List.of("99", "4", "4", "1", "-2");
        String header = ":FULLY-SPECIFIED\n:DEGREES\n";
        String plain = AcclaimFixtures.amc(frames, header, List.of("1", "2", "3", "4", "5"), inOrder, false, CMU_ORDER);
        String quirky = AcclaimFixtures.amc(frames, header, odd, shuffled, false, CMU_ORDER);
        AsfFile asf = AsfReader.read(bytes(AcclaimFixtures.asf()), "f.asf");
        AmcFile a = AmcReader.read(bytes(plain), "plain.amc", asf);
        AmcFile b = AmcReader.read(bytes(quirky), "quirky.amc", asf);
        assertThat(b.frames()).extracting(fr -> fr.label()).containsExactlyElementsOf(odd);
        for (int f = 0; f < 5; f++) {
            assertSameEnds(coreEnds(asf, b, f), coreEnds(asf, a, f), 0);
        }
        assertMatchesReference(AcclaimFixtures.asf(), quirky);
    }

    @Test
    void rootPositionAndOrientationOffsetsAndBoneTranslationsAndLengthDofs() throws FormatException {
        assertMatchesReference(AcclaimFixtures.asf(CMU_ORDER, "deg", "25 -40 70"), AcclaimFixtures.amc(5, 13, CMU_ORDER));
    }

    @Test
    void keywordsAndSectionsInAnyCaseAndVendorSectionsAreRead() throws FormatException {
        String asf = AcclaimFixtures.asf().replace(":root", ":ROOT").replace("begin", "BEGIN")
                .replace(":hierarchy", ":HIERARCHY\n").replace("dof rx ry rz", "DOF RX ry Rz")
                + ":vendor-extension something\n  values 1 2 3\n";
        ReadResult<AsfFile> read = AsfReader.read(bytes(asf), "case.asf", ReadOptions.STRICT);
        assertThat(read.warnings()).anySatisfy(w -> assertThat(w.toString()).contains(":vendor-extension", "ignored"));
        assertMatchesReference(asf, AcclaimFixtures.amc(3, 17, CMU_ORDER));
    }
}
