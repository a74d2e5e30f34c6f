package dev.marionette.io.sims;

import dev.marionette.io.WriteLimitException;
import dev.marionette.model.sims.SimsBone;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsMotion;
import dev.marionette.model.sims.SimsQuaternion;
import dev.marionette.model.sims.SimsSkeleton;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.SimsVector;
import java.util.ArrayList;
import java.util.List;

/**
 * Small Sims character files built by the tests (no game data): a three-bone skeleton ROOT, PELVIS, HEAD and one
 * skill {@code a2o-test} of 2 frames (2 translations, 6 rotations: 30 CFP values) moving all three.
 */
final class SimsFixtures {

    static final String SKILL = "a2o-test";
    static final String CFP_NAME = "xskill-a2o-test";

    private SimsFixtures() {
    }

    static SimsBone bone(String name, String parent) {
        return new SimsBone(name, parent, List.of(), new SimsVector(0, 1, 0), new SimsQuaternion(0, 0, 0, 1), 1, 1, 0,
                0, 0);
    }

    static SimsSkeleton skeleton(List<SimsBone> bones) {
        return new SimsSkeleton("adult", bones);
    }

    static SimsSkeleton skeleton() {
        return skeleton(List.of(bone("ROOT", SimsBone.NO_PARENT), bone("PELVIS", "ROOT"), bone("HEAD", "PELVIS")));
    }

    /** A chain of {@code n} bones, each the parent of the next. */
    static SimsSkeleton chain(int n) {
        List<SimsBone> bones = new ArrayList<>(n);
        for (int b = 0; b < n; b++) {
            bones.add(bone("B" + b, b == 0 ? SimsBone.NO_PARENT : "B" + (b - 1)));
        }
        return skeleton(bones);
    }

    /** The skill with ROOT's motion of {@code rootFrames} frames (2 when valid) and the given duration. */
    static SimsSkill skill(int rootFrames, float duration) {
        return new SimsSkill(SKILL, CFP_NAME, duration, 0, 0, 2, 6, List.of(
                new SimsMotion("ROOT", rootFrames, duration, 1, 1, 0, 0, List.of(), List.of()),
                new SimsMotion("PELVIS", 2, duration, 0, 1, -1, 2, List.of(), List.of()),
                new SimsMotion("HEAD", 2, duration, 0, 1, -1, 4, List.of(), List.of())));
    }

    static SimsCharacterData data(SimsSkeleton skeleton, SimsSkill skill) {
        return new SimsCharacterData(skeleton == null ? List.of() : List.of(skeleton), List.of(),
                skill == null ? List.of() : List.of(skill));
    }

    static byte[] cmx(SimsCharacterData data) throws WriteLimitException {
        return CmxWriter.toBytes(data, CmxLayout.standard());
    }

    static byte[] bcf(SimsCharacterData data) throws WriteLimitException {
        return BcfWriter.toBytes(data, BcfLayout.STANDARD);
    }

    /** The 30 keyframe values of the skill: translations then rotations, every rotation the identity. */
    static float[] cfpValues() {
        float[] v = new float[30];
        // translations x, x | y, y | z, z
        v[2] = 3f;
        v[3] = 3.1f;
        // rotations: x (6), y (6), z (6), w (6)
        for (int i = 24; i < 30; i++) {
            v[i] = 1f;
        }
        return v;
    }

    static byte[] cfp() {
        return CfpEncoder.exact().encode(cfpValues());
    }
}
