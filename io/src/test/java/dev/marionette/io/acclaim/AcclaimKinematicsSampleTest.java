package dev.marionette.io.acclaim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.marionette.io.testing.Samples;
import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.ForwardKinematics;
import dev.marionette.model.motion.Pose;
import dev.marionette.model.motion.Skeleton;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Forward kinematics of the real sample pairs against the independent reference values of secondary.md 1.3
 * (EXPECTED-joint-positions.txt: distal ends in raw units, root position offset included) to 1e-4, and, for every
 * frame of every pair, the y range the reference run measured (feet on the ground, the figure's height).
 */
class AcclaimKinematicsSampleTest {

    /** One expected position: pair, frame index, bone, x y z. */
    record Expected(String pair, int frame, String bone, double x, double y, double z) {
        @Override
        public String toString() {
            return pair + " frame " + frame + " " + bone;
        }
    }

    static List<Expected> expected() throws IOException {
        List<Expected> out = new ArrayList<>();
        Pattern line = Pattern.compile("(\\S+) frame_index=(\\d+) \\(label \\d+\\): (.*)");
        Pattern joint = Pattern.compile("(\\w+)=\\(([-0-9.]+), ([-0-9.]+), ([-0-9.]+)\\)");
        for (String text : Files.readAllLines(Samples.folder("asf").resolve("EXPECTED-joint-positions.txt"))) {
            Matcher m = line.matcher(text);
            if (!m.matches()) {
                continue;
            }
            Matcher j = joint.matcher(m.group(3));
            while (j.find()) {
                out.add(new Expected(m.group(1), Integer.parseInt(m.group(2)), j.group(1),
                        Double.parseDouble(j.group(2)), Double.parseDouble(j.group(3)), Double.parseDouble(j.group(4))));
            }
        }
        assertThat(out).hasSizeGreaterThanOrEqualTo(40);
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expected")
    void distalEndsMatchTheReference(Expected e) throws IOException {
        AcclaimSamples pair = AcclaimSamples.named(e.pair());
        AsfFile asf = pair.readAsf();
        AmcFile amc = pair.readAmc(asf);
        AcclaimRig rig = AcclaimRig.of(asf);
        Clip clip = rig.clip(amc, Clip.DEFAULT_ACCLAIM_RATE);
        ForwardKinematics fk = new ForwardKinematics(rig.skeleton());
        Pose pose = fk.newPose();
        fk.compute(clip, e.frame(), pose);
        int bone = rig.skeleton().indexOf(e.bone()).orElseThrow();
        assertThat(pose.tips[3 * bone]).as("x").isCloseTo(e.x(), within(1e-4));
        assertThat(pose.tips[3 * bone + 1]).as("y").isCloseTo(e.y(), within(1e-4));
        assertThat(pose.tips[3 * bone + 2]).as("z").isCloseTo(e.z(), within(1e-4));
    }

    /** Pair, frames, the y range over the clip secondary.md 1.3 measured (rounded to 2 decimals there). */
    record Range(String pair, int frames, double lowest, double highest) {
        @Override
        public String toString() {
            return pair;
        }
    }

    static List<Range> ranges() {
        return List.of(new Range("cmu01_oneframe", 1, 0.84, 29.06), new Range("cmu02_walk", 343, -0.05, 28.70),
                new Range("cmu_backflip", 247, 0.01, 32.71), new Range("bioskeleton_walk", 58, 3.75, 61.46),
                new Range("tiny_handmade", 12, 0.89, 2.99), new Range("endorphin_walk", 1741, -0.03, 1.83));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ranges")
    void everyFrameStaysInTheMeasuredHeightRange(Range r) throws IOException {
        AcclaimSamples pair = AcclaimSamples.named(r.pair());
        AsfFile asf = pair.readAsf();
        AcclaimRig rig = AcclaimRig.of(asf);
        Clip clip = rig.clip(pair.readAmc(asf), 120);
        assertThat(clip.frameCount()).isEqualTo(r.frames());
        Skeleton skeleton = rig.skeleton();
        ForwardKinematics fk = new ForwardKinematics(skeleton);
        Pose pose = fk.newPose();
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (int f = 0; f < clip.frameCount(); f++) {
            fk.compute(clip, f, pose);
            for (int b = 0; b < skeleton.boneCount(); b++) {
                low = Math.min(low, Math.min(pose.tips[3 * b + 1], pose.origins[3 * b + 1]));
                high = Math.max(high, Math.max(pose.tips[3 * b + 1], pose.origins[3 * b + 1]));
            }
        }
        assertThat(low).as("lowest joint").isCloseTo(r.lowest(), within(0.006));
        assertThat(high).as("highest joint").isCloseTo(r.highest(), within(0.006));
    }
}
