package dev.marionette.model.sims;

import java.util.List;
import java.util.Objects;

/**
 * A The Sims Online {@code .anim}: one skill with its keyframes in one file.
 *
 * @param version      2 in every known file
 * @param name         the animation's name (the file name without {@code .anim} in the game)
 * @param duration     milliseconds
 * @param moving       u8, non-zero when the animation moves the Sim
 * @param keyframes    the translation and rotation pools the motions index
 * @param propertyForm how the motions' property lists are nested in the file (kept for writing back)
 */
public record TsoAnimation(int version, String name, float duration, float distance, int moving,
        SkillKeyframes keyframes, List<TsoMotion> motions, TsoPropertyForm propertyForm) {

    /** The version of every known file. */
    public static final int VERSION = 2;

    public TsoAnimation {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(keyframes, "keyframes");
        motions = List.copyOf(motions);
        Objects.requireNonNull(propertyForm, "propertyForm");
    }

    /** The number of frames: the largest frame count of its motions. */
    public int frameCount() {
        long max = 0;
        for (TsoMotion motion : motions) {
            max = Math.max(max, Integer.toUnsignedLong(motion.frameCount()));
        }
        return (int) Math.min(Integer.MAX_VALUE, max);
    }

    /** Number of events over all motions. */
    public int eventCount() {
        return motions.stream().mapToInt(TsoMotion::eventCount).sum();
    }
}
