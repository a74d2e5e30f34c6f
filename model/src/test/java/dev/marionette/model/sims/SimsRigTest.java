package dev.marionette.model.sims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.marionette.model.motion.Bone;
import dev.marionette.model.motion.ChannelKind;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.motion.ForwardKinematics;
import dev.marionette.model.motion.Pose;
import dev.marionette.model.motion.Skeleton;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Sims adapter on skeletons and skills built by hand: the secondary.md 2.4 conversion of every value, channels
 * only where a motion has them, frames held past a motion's end, rest values where the pools end, and what does not
 * fit reported instead of thrown.
 */
class SimsRigTest {

    private static final SimsQuaternion NONE = new SimsQuaternion(0, 0, 0, 1);

    private static SimsBone bone(String name, String parent, float x, float y, float z, SimsQuaternion q) {
        return new SimsBone(name, parent, List.of(), new SimsVector(x, y, z), q, 1, 1, 0, 0, 0);
    }

    private static SimsMotion motion(String bone, int frames, boolean t, boolean r, int firstT, int firstR) {
        return new SimsMotion(bone, frames, 100, t ? 1 : 0, r ? 1 : 0, firstT, firstR, List.of(), List.of());
    }

    private static SimsSkill skill(int t, int r, SimsMotion... motions) {
        return new SimsSkill("test", "xskill-test", 100, 0, 0, t, r, List.of(motions));
    }

    private static Pose pose(Skeleton s, Clip c, int frame) {
        ForwardKinematics fk = new ForwardKinematics(s);
        Pose p = fk.newPose();
        fk.compute(c, frame, p);
        return p;
    }

    /** A quarter turn about z in the files' (left-handed) terms. */
    private static final SimsQuaternion QUARTER_Z = new SimsQuaternion(0, 0, (float) Math.sqrt(0.5),
            (float) Math.sqrt(0.5));

    @Test
    void restValuesAreMirroredAcrossXAndRotationsConjugatedAsSecondary24Says() {
        SimsSkeleton skeleton = new SimsSkeleton("s", List.of(bone("ROOT", "NULL", 1, 2, 3, NONE),
                bone("ARM", "ROOT", 0, 1, 0, NONE), bone("HAND", "ARM", 2, 0, 0, NONE)));
        SimsRig rig = SimsRig.rest(skeleton);
        Bone root = rig.skeleton().bone(0);
        assertThat(root.translation().x()).isEqualTo(-1.0);
        assertThat(root.translation().y()).isEqualTo(2.0);
        assertThat(rig.skeleton().bone(2).attachment()).isEqualTo(Bone.Attachment.PARENT_ORIGIN);
        assertThat(rig.skeleton().bone(2).segment()).isEqualTo(Bone.Segment.PARENT_TO_ORIGIN);
        Pose p = pose(rig.skeleton(), rig.restClip(30), 0);
        assertThat(p.origin(2).x()).isCloseTo(-3, within(1e-12));
        assertThat(p.origin(2).y()).isCloseTo(3, within(1e-12));

        // ARM turned a quarter about z in the file: (x, y, z, w) -> (-x, y, z, w) = the same z turn; mirroring x
        // makes it turn the other way in space: the file's +x hand ends up at the mirror image of where the
        // left-handed math puts it.
        SimsSkeleton turned = new SimsSkeleton("s", List.of(bone("ROOT", "NULL", 0, 0, 0, NONE),
                bone("ARM", "ROOT", 0, 0, 0, QUARTER_Z), bone("HAND", "ARM", 1, 0, 0, NONE)));
        Pose q = pose(SimsRig.rest(turned).skeleton(), SimsRig.rest(turned).restClip(30), 0);
        // Left-handed row-vector math (the game's) puts HAND at R^T (1,0,0) = (0,-1,0) for this quaternion, whose
        // mirror across x is (0,-1,0); the right-handed conversion must give the same.
        assertThat(q.origin(2).x()).isCloseTo(0, within(1e-6));
        assertThat(q.origin(2).y()).isCloseTo(-1, within(1e-6));
    }

    @Test
    void channelsOnlyWhereAMotionHasThemAndFramesHoldPastAMotionsEnd() {
        SimsSkeleton skeleton = new SimsSkeleton("s", List.of(bone("ROOT", "NULL", 0, 0, 0, NONE),
                bone("ARM", "ROOT", 0, 1, 0, NONE)));
        SimsSkill skill = skill(3, 2, motion("ROOT", 3, true, false, 0, -1), motion("ARM", 2, false, true, -1, 0));
        SimsRig rig = SimsRig.of(skeleton, skill);
        assertThat(rig.skeleton().bone(0).channelKinds()).containsExactly(ChannelKind.SET_TRANSLATE_X,
                ChannelKind.SET_TRANSLATE_Y, ChannelKind.SET_TRANSLATE_Z);
        assertThat(rig.skeleton().bone(1).channelNames()).containsExactly("qx", "qy", "qz", "qw");
        SkillKeyframes keys = SkillKeyframes.of(new float[] {1, 0, 0, 2, 0, 0, 3, 0, 5},
                new float[] {0, 0, 0, 1, 0.5f, 0, 0, 0.5f});
        Clip clip = rig.clip(keys, 30);
        assertThat(clip.frameCount()).isEqualTo(3);
        assertThat(clip.value(2, 0)).isEqualTo(-3.0);
        assertThat(clip.value(2, 2)).isEqualTo(5.0);
        // ARM has two frames: frame 2 holds frame 1, x negated.
        assertThat(clip.value(2, 3)).isEqualTo(-0.5);
        assertThat(clip.value(2, 6)).isEqualTo(0.5);
        assertThat(rig.problems()).isEmpty();
        assertThat(rig.problems(keys)).isEmpty();
    }

    @Test
    void indicesPastThePoolsKeepTheRestAndUnknownBonesAreReported() {
        SimsSkeleton skeleton = new SimsSkeleton("s", List.of(bone("ROOT", "NULL", 7, 8, 9, NONE)));
        SimsSkill skill = skill(1, 0, motion("ROOT", 3, true, false, 0, -1), motion("TAIL", 3, true, true, 0, 0));
        SimsRig rig = SimsRig.of(skeleton, skill);
        assertThat(rig.problems()).singleElement().asString().contains("TAIL");
        SkillKeyframes keys = SkillKeyframes.of(new float[] {1, 2, 3}, new float[0]);
        assertThat(rig.problems(keys)).singleElement().asString().contains("translations 0 to 2 of 1");
        Clip clip = rig.clip(keys, 30);
        assertThat(clip.value(0, 0)).isEqualTo(-1.0);
        assertThat(clip.value(1, 0)).isEqualTo(-7.0);
        assertThat(clip.value(2, 1)).isEqualTo(8.0);
    }

    @Test
    void bonesOutOfOrderMissingParentsAndCyclesStillMakeASkeleton() {
        SimsSkeleton skeleton = new SimsSkeleton("s", List.of(bone("HAND", "ARM", 1, 0, 0, NONE),
                bone("ARM", "ROOT", 0, 1, 0, NONE), bone("ROOT", "NULL", 0, 0, 0, NONE),
                bone("LOST", "NOWHERE", 0, 0, 0, NONE), bone("A", "B", 0, 0, 0, NONE), bone("B", "A", 0, 0, 0, NONE)));
        SimsRig rig = SimsRig.rest(skeleton);
        Skeleton s = rig.skeleton();
        assertThat(s.bones()).extracting(Bone::name).containsExactly("ROOT", "ARM", "HAND", "LOST", "B", "A");
        assertThat(s.parent(2)).isEqualTo(1);
        assertThat(s.parent(3)).isEqualTo(-1);
        assertThat(rig.problems()).anyMatch(p -> p.contains("NOWHERE")).anyMatch(p -> p.contains("cycle"));
        assertThat(rig.restClip(30).frameCount()).isEqualTo(1);
    }

    @Test
    void theRateIsFramesOverDurationOrThirtyWhenTheDurationSaysNone() {
        assertThat(SimsRig.frameRate(60, 1999)).isCloseTo(30.015, within(1e-3));
        assertThat(SimsRig.frameRate(18, 600)).isEqualTo(30.0);
        assertThat(SimsRig.frameRate(10, 0)).isEqualTo(SimsRig.DEFAULT_RATE);
        assertThat(SimsRig.frameRate(10, Float.NaN)).isEqualTo(SimsRig.DEFAULT_RATE);
        assertThat(SimsRig.frameRate(0, 100)).isEqualTo(SimsRig.DEFAULT_RATE);
    }

    @Test
    void aCorruptFrameCountIsCappedNotAllocated() {
        SimsSkeleton skeleton = new SimsSkeleton("s", List.of(bone("ROOT", "NULL", 0, 0, 0, NONE)));
        SimsRig rig = SimsRig.of(skeleton, skill(1, 0, motion("ROOT", -2, true, false, 0, -1)));
        assertThat(rig.frameCount()).isEqualTo(SimsRig.MAX_FRAMES);
        assertThat(rig.problems()).anyMatch(p -> p.contains("only the first"));
    }
}
