package dev.marionette.model.sims;

import java.util.List;
import java.util.Objects;

/**
 * A TS1 skill (an animation): its name, the name of the CFP file holding its keyframes (without {@code .cfp}),
 * duration in milliseconds, the distance the game moves the Sim while it plays, whether it moves, the sizes of its
 * translation and rotation pools in the CFP, and one motion per animated bone.
 *
 * @param moving           non-zero when the skill moves the Sim (a u32 in BCF)
 * @param translationCount T: the CFP holds 3T translation values
 * @param rotationCount    R: and then 4R rotation values
 */
public record SimsSkill(String name, String cfpName, float duration, float distance, int moving,
        int translationCount, int rotationCount, List<SimsMotion> motions) {

    public SimsSkill {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(cfpName, "cfpName");
        motions = List.copyOf(motions);
    }

    /** True when the skill moves the Sim. */
    public boolean isMoving() {
        return moving != 0;
    }

    /** The number of frames: the largest frame count of its motions (they agree in real files). */
    public int frameCount() {
        long max = 0;
        for (SimsMotion motion : motions) {
            max = Math.max(max, Integer.toUnsignedLong(motion.frameCount()));
        }
        return (int) Math.min(Integer.MAX_VALUE, max);
    }

    /** Number of events over all motions. */
    public int eventCount() {
        return motions.stream().mapToInt(m -> m.events().size()).sum();
    }

    /** The number of values its CFP holds: 3T + 4R. */
    public long cfpValueCount() {
        return 3 * Integer.toUnsignedLong(translationCount) + 4 * Integer.toUnsignedLong(rotationCount);
    }

    /** This skill with other header values (the ones a user edits). */
    public SimsSkill withHeader(String newName, float newDuration, float newDistance, int newMoving) {
        return new SimsSkill(newName, cfpName, newDuration, newDistance, newMoving, translationCount, rotationCount,
                motions);
    }

    /** This skill with other motions. */
    public SimsSkill withMotions(List<SimsMotion> newMotions) {
        return new SimsSkill(name, cfpName, duration, distance, moving, translationCount, rotationCount, newMotions);
    }
}
