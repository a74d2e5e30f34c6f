package dev.marionette.io.sims;

import dev.marionette.model.sims.SimsMotion;
import dev.marionette.model.sims.SimsSkeleton;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.TsoAnimation;
import dev.marionette.model.sims.TsoMotion;
import java.util.ArrayList;
import java.util.List;

/**
 * What a skill says that a player cannot follow, in words: motions whose frames index past the keyframe pools,
 * motions of another length than the skill's, bones the skeleton lacks. The file is still valid; these become
 * warnings of {@code check}.
 */
public final class SkillChecks {

    private SkillChecks() {
    }

    /** Problems of a TS1 skill; {@code skeleton} may be null. */
    public static List<String> check(SimsSkill skill, SimsSkeleton skeleton) {
        List<String> problems = new ArrayList<>();
        for (SimsMotion m : skill.motions()) {
            channel(problems, m.boneName(), "translation", m.translates(), m.firstTranslation(), m.frameCount(),
                    skill.translationCount());
            channel(problems, m.boneName(), "rotation", m.rotates(), m.firstRotation(), m.frameCount(),
                    skill.rotationCount());
            if (m.frameCount() != skill.frameCount()) {
                problems.add("motion " + m.boneName() + " has " + Integer.toUnsignedString(m.frameCount())
                        + " frames where the skill has " + skill.frameCount());
            }
            if (skeleton != null && skeleton.bone(m.boneName()).isEmpty()) {
                problems.add("motion " + m.boneName() + ": skeleton " + skeleton.name() + " has no such bone");
            }
        }
        return problems;
    }

    /** Problems of a TSO animation. */
    public static List<String> check(TsoAnimation animation) {
        List<String> problems = new ArrayList<>();
        for (TsoMotion m : animation.motions()) {
            channel(problems, m.boneName(), "translation", m.hasTranslation() != 0, m.firstTranslation(),
                    m.frameCount(), animation.keyframes().translationCount());
            channel(problems, m.boneName(), "rotation", m.hasRotation() != 0, m.firstRotation(), m.frameCount(),
                    animation.keyframes().rotationCount());
            if (m.unknown() != TsoMotion.UNKNOWN_VALUE) {
                problems.add("motion " + m.boneName() + " starts with " + Integer.toUnsignedString(m.unknown())
                        + " where known files have 1");
            }
        }
        return problems;
    }

    private static void channel(List<String> problems, String bone, String what, boolean present, int first,
            int frames, int poolSize) {
        if (!present) {
            return;
        }
        long start = first;
        long end = start + Integer.toUnsignedLong(frames);
        long pool = Integer.toUnsignedLong(poolSize);
        if (start < 0 || end > pool) {
            problems.add("motion " + bone + ": " + what + "s " + start + ".." + (end - 1) + " of its "
                    + Integer.toUnsignedString(frames) + " frames lie outside the " + pool + " " + what + "s");
        }
    }
}
