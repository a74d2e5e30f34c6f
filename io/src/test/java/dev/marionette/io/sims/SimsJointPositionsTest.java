package dev.marionette.io.sims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.motion.JointPositionsCsv;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.ForwardKinematics;
import dev.marionette.model.motion.Pose;
import dev.marionette.model.motion.Skeleton;
import dev.marionette.model.motion.Vector3;
import dev.marionette.model.sims.SimsRig;
import dev.marionette.model.sims.SimsSkeleton;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Joint positions of the sample skills on the adult skeleton, through the Sims adapter and the motion core, against
 * the independent expectations of secondary.md 2.4 (measured there with FreeSO's convention): the rest pose stands
 * upright, head near (0, 5.05, -0.03), left hand near (+0.67, 2.88, -0.03), feet at y about 0.25, toes toward +z; and
 * every sample skill (three TS1, two TSO) stays upright, unmirrored, through every frame.
 */
class SimsJointPositionsTest {

    /** The sample skills that have their keyframes, TS1 and TSO. */
    static final List<String> SKILLS = List.of("ts1_cmx/adult-idle1.cmx", "ts1_cmx/adult-walking-frantic-loop.cmx",
            "ts1_bcf/a2a-apologizer.cmx.bcf", "tso/a2o-idle1.anim", "tso/a2o-walking-frantic-loop.anim");

    static SimsSkeleton adult() throws Exception {
        return SkillSkeletons.load(Samples.file("sims/ts1_cmx/adult-skeleton.cmx"), ReadOptions.STRICT);
    }

    static ReadOptions withAdult() {
        return ReadOptions.STRICT.withCompanions(
                new dev.marionette.io.Companions(Samples.file("sims/ts1_cmx/adult-skeleton.cmx")));
    }

    static Pose pose(Skeleton skeleton, Clip clip, int frame) {
        ForwardKinematics fk = new ForwardKinematics(skeleton);
        Pose pose = fk.newPose();
        fk.compute(clip, frame, pose);
        return pose;
    }

    static Vector3 at(Skeleton skeleton, Pose pose, String bone) {
        return pose.origin(skeleton.indexOf(bone).orElseThrow());
    }

    static void assertNear(Vector3 actual, double x, double y, double z, double tolerance) {
        assertThat(actual.x()).as("x of " + actual).isCloseTo(x, within(tolerance));
        assertThat(actual.y()).as("y of " + actual).isCloseTo(y, within(tolerance));
        assertThat(actual.z()).as("z of " + actual).isCloseTo(z, within(tolerance));
    }

    @Test
    void theRestPoseStandsUprightWithItsLeftHandOnItsLeftAndToesForward() throws Exception {
        SimsRig rig = SimsRig.rest(adult());
        Skeleton s = rig.skeleton();
        assertThat(s.boneCount()).isEqualTo(29);
        Pose p = pose(s, rig.restClip(30), 0);
        assertNear(at(s, p, "HEAD"), 0, 5.05, -0.03, 0.006);
        assertNear(at(s, p, "L_HAND"), 0.67, 2.88, -0.03, 0.006);
        assertNear(at(s, p, "R_HAND"), -0.67, 2.88, -0.03, 0.006);
        assertThat(at(s, p, "L_FOOT").y()).isCloseTo(0.25, within(0.005));
        assertThat(at(s, p, "R_FOOT").y()).isCloseTo(0.25, within(0.005));
        for (String side : List.of("L_", "R_")) {
            Vector3 toes = at(s, p, side + "TOE0").minus(at(s, p, side + "FOOT"));
            assertThat(toes.z()).as(side + "toes point forward").isGreaterThan(0.3);
            assertThat(Math.abs(toes.x())).isLessThan(0.01);
        }
    }

    @Test
    void everySampleSkillPlaysUprightAndUnmirroredThroughEveryFrame() throws Exception {
        for (String sample : SKILLS) {
            SkillMotions.Loaded loaded = SkillMotions.load(Samples.file("sims/" + sample), "0", withAdult());
            assertThat(loaded.notes()).as(sample).isEmpty();
            Skeleton s = loaded.rig().skeleton();
            Clip clip = loaded.clip();
            assertThat(clip.frameCount()).as(sample).isEqualTo(loaded.skill().frameCount());
            for (int f = 0; f < clip.frameCount(); f++) {
                Pose p = pose(s, clip, f);
                String where = sample + " frame " + f;
                Vector3 head = at(s, p, "HEAD");
                Vector3 pelvis = at(s, p, "PELVIS");
                double feet = Math.max(at(s, p, "L_FOOT").y(), at(s, p, "R_FOOT").y());
                assertThat(head.y() - pelvis.y()).as(where + ": head above the pelvis").isGreaterThan(1.5);
                assertThat(pelvis.y() - feet).as(where + ": pelvis above the feet").isGreaterThan(1.0);
                assertThat(Math.min(at(s, p, "L_FOOT").y(), at(s, p, "R_FOOT").y())).as(where + ": a foot on the floor")
                        .isBetween(0.0, 0.5);
                // Facing = left x up for a right-handed figure; its toes must point that way (a mirrored figure's
                // toes point backwards relative to it).
                Vector3 left = at(s, p, "L_LEG").minus(at(s, p, "R_LEG"));
                Vector3 up = head.minus(pelvis);
                Vector3 facing = new Vector3(left.y() * up.z() - left.z() * up.y(), left.z() * up.x() - left.x() * up.z(),
                        left.x() * up.y() - left.y() * up.x());
                Vector3 toes = at(s, p, "L_TOE0").minus(at(s, p, "L_FOOT"));
                double dot = facing.x() * toes.x() + facing.y() * toes.y() + facing.z() * toes.z();
                assertThat(dot).as(where + ": toes toward the front").isGreaterThan(0);
            }
        }
    }

    @Test
    void playbackRunsAtTheSkillsOwnRateFramesOverDuration() throws Exception {
        SkillMotions.Loaded idle = SkillMotions.load(Samples.file("sims/ts1_cmx/adult-idle1.cmx"), null, withAdult());
        assertThat(idle.frameRate()).isCloseTo(60 / 1.999, within(1e-9));
        SkillMotions.Loaded walk = SkillMotions.load(Samples.file("sims/ts1_cmx/adult-walking-frantic-loop.cmx"), null,
                withAdult());
        assertThat(walk.frameRate()).isCloseTo(18 / 0.6, within(1e-9));
    }

    @Test
    void tsoAndTs1OfTheSameSkillPlaceEveryJointAlike() throws Exception {
        SkillMotions.Loaded ts1 = SkillMotions.load(Samples.file("sims/ts1_cmx/adult-idle1.cmx"), null, withAdult());
        SkillMotions.Loaded tso = SkillMotions.load(Samples.file("sims/tso/a2o-idle1.anim"), null, withAdult());
        assertThat(tso.clip().frameCount()).isEqualTo(ts1.clip().frameCount());
        for (int f = 0; f < ts1.clip().frameCount(); f++) {
            Pose a = pose(ts1.rig().skeleton(), ts1.clip(), f);
            Pose b = pose(tso.rig().skeleton(), tso.clip(), f);
            for (int i = 0; i < a.origins.length; i++) {
                // mixiate's writer decoded the CFP in double: values agree to 2e-6.
                assertThat(b.origins[i]).isCloseTo(a.origins[i], within(1e-4));
            }
        }
    }

    @Test
    void theBcfSkillFindsTheAdultSkeletonBesideItOrSaysWhichIsMissing(@org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        Path bcf = dir.resolve("a2a-apologizer.cmx.bcf");
        java.nio.file.Files.copy(Samples.file("sims/ts1_bcf/a2a-apologizer.cmx.bcf"), bcf);
        java.nio.file.Files.copy(Samples.file("sims/ts1_bcf/xskill-a2a-apologizer.cfp"),
                dir.resolve("xskill-a2a-apologizer.cfp"));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SkillMotions.load(bcf, "0", ReadOptions.STRICT))
                .hasMessageContaining("adult-skeleton.cmx");
        java.nio.file.Files.copy(Samples.file("sims/ts1_cmx/adult-skeleton.cmx"), dir.resolve("adult-skeleton.cmx"));
        SkillMotions.Loaded loaded = SkillMotions.load(bcf, "a2a-apologizer", ReadOptions.STRICT);
        assertThat(loaded.skillCount()).isEqualTo(6);
        assertThat(loaded.skeleton().origin()).contains("adult-skeleton.cmx beside the file");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SkillMotions.load(bcf, "1", ReadOptions.STRICT))
                .hasMessageContaining("xskill-").hasMessageContaining(".cfp");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SkillMotions.load(bcf, null, ReadOptions.STRICT))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("6 skills");
    }
}
