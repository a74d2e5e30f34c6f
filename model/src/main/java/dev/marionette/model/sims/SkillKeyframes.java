package dev.marionette.model.sims;

import java.util.Arrays;

/**
 * The keyframe pools of a skill: T translations (x, y, z) and R rotations (x, y, z, w), as a CFP file decodes to
 * or a TSO {@code .anim} stores them. Immutable; equality compares the float bits.
 *
 * <p>A CFP stores the values in blocks: all translation x, all y, all z, then all rotation x, y, z and w
 * ({@link #fromCfpOrder}, {@link #toCfpOrder}). A TSO {@code .anim} stores them interleaved, as kept here.
 */
public final class SkillKeyframes {

    private final float[] translations;
    private final float[] rotations;

    private SkillKeyframes(float[] translations, float[] rotations) {
        this.translations = translations;
        this.rotations = rotations;
    }

    /**
     * Keyframes from interleaved arrays (copied).
     *
     * @param translations x, y, z of each translation
     * @param rotations    x, y, z, w of each rotation
     */
    public static SkillKeyframes of(float[] translations, float[] rotations) {
        if (translations.length % 3 != 0 || rotations.length % 4 != 0) {
            throw new IllegalArgumentException("translations come in threes and rotations in fours: "
                    + translations.length + ", " + rotations.length);
        }
        return new SkillKeyframes(translations.clone(), rotations.clone());
    }

    /** Keyframes from the values of a CFP, in its block order (3T values, then 4R). */
    public static SkillKeyframes fromCfpOrder(float[] values, int translationCount, int rotationCount) {
        int t = translationCount;
        int r = rotationCount;
        if (t < 0 || r < 0 || (long) 3 * t + (long) 4 * r != values.length) {
            throw new IllegalArgumentException(values.length + " values for " + t + " translations and " + r
                    + " rotations");
        }
        float[] tr = new float[3 * t];
        for (int i = 0; i < t; i++) {
            tr[3 * i] = values[i];
            tr[3 * i + 1] = values[t + i];
            tr[3 * i + 2] = values[2 * t + i];
        }
        float[] rot = new float[4 * r];
        int base = 3 * t;
        for (int i = 0; i < r; i++) {
            for (int c = 0; c < 4; c++) {
                rot[4 * i + c] = values[base + c * r + i];
            }
        }
        return new SkillKeyframes(tr, rot);
    }

    /** The values in CFP block order: all translation x, y, z, then all rotation x, y, z, w. */
    public float[] toCfpOrder() {
        int t = translationCount();
        int r = rotationCount();
        float[] values = new float[3 * t + 4 * r];
        for (int i = 0; i < t; i++) {
            values[i] = translations[3 * i];
            values[t + i] = translations[3 * i + 1];
            values[2 * t + i] = translations[3 * i + 2];
        }
        int base = 3 * t;
        for (int i = 0; i < r; i++) {
            for (int c = 0; c < 4; c++) {
                values[base + c * r + i] = rotations[4 * i + c];
            }
        }
        return values;
    }

    /** T, the number of translations. */
    public int translationCount() {
        return translations.length / 3;
    }

    /** R, the number of rotations. */
    public int rotationCount() {
        return rotations.length / 4;
    }

    /** Translation {@code index}. */
    public SimsVector translation(int index) {
        return new SimsVector(translations[3 * index], translations[3 * index + 1], translations[3 * index + 2]);
    }

    /** Rotation {@code index}. */
    public SimsQuaternion rotation(int index) {
        int i = 4 * index;
        return new SimsQuaternion(rotations[i], rotations[i + 1], rotations[i + 2], rotations[i + 3]);
    }

    /** x, y, z of every translation (a copy). */
    public float[] translationValues() {
        return translations.clone();
    }

    /** x, y, z, w of every rotation (a copy). */
    public float[] rotationValues() {
        return rotations.clone();
    }

    /** The largest difference between corresponding values of two keyframe sets of the same sizes. */
    public double maxDifference(SkillKeyframes other) {
        if (other.translations.length != translations.length || other.rotations.length != rotations.length) {
            throw new IllegalArgumentException("different pool sizes");
        }
        double max = 0;
        for (int i = 0; i < translations.length; i++) {
            max = Math.max(max, Math.abs((double) translations[i] - other.translations[i]));
        }
        for (int i = 0; i < rotations.length; i++) {
            max = Math.max(max, Math.abs((double) rotations[i] - other.rotations[i]));
        }
        return max;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SkillKeyframes k && Arrays.equals(translations, k.translations)
                && Arrays.equals(rotations, k.rotations);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(translations) + Arrays.hashCode(rotations);
    }

    @Override
    public String toString() {
        return "SkillKeyframes[" + translationCount() + " translations, " + rotationCount() + " rotations]";
    }
}
