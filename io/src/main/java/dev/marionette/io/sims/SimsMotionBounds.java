package dev.marionette.io.sims;

/**
 * What a motion's frame count may be, checked when the skill is read (TS1 CMX/BCF and TSO {@code .anim} alike),
 * before anything is sized by it: frame f of a motion reads translation {@code firstTranslation + f} and rotation
 * {@code firstRotation + f} of the skill's pools, so a motion with a channel has no more frames than its pool holds
 * from its first index on, and a motion without one no more than the larger pool (at least 1). A frame count read as
 * a negative number (4294967295 in a CMX line, FF FF FF FF in a BCF) is damage. The pools themselves are bounded by
 * what a CFP can hold ({@link CfpCodes#MAX_VALUES} values) or, in a {@code .anim}, by the file's bytes.
 */
final class SimsMotionBounds {

    /** Which field a problem is about. */
    enum Field {
        FRAME_COUNT, FIRST_TRANSLATION, FIRST_ROTATION
    }

    /** A problem: the field, what it may be, what it is. */
    record Problem(Field field, String expected, String found) {
    }

    private SimsMotionBounds() {
    }

    /**
     * The problem of a motion of {@code frames} frames, or null when it fits the pools of {@code translations} and
     * {@code rotations} (counts as stored, unsigned).
     */
    static Problem check(int frames, boolean translates, int firstTranslation, int translations, boolean rotates,
            int firstRotation, int rotations) {
        long t = Integer.toUnsignedLong(translations);
        long r = Integer.toUnsignedLong(rotations);
        if (frames < 0) {
            return new Problem(Field.FRAME_COUNT, "a frame count from 0 to " + Math.max(1, Math.max(t, r))
                    + " (what the keyframe pools hold)", Integer.toUnsignedString(frames) + " (negative as a signed"
                    + " number)");
        }
        if (translates) {
            Problem p = pool(frames, firstTranslation, t, "translation", Field.FIRST_TRANSLATION);
            if (p != null) {
                return p;
            }
        }
        if (rotates) {
            Problem p = pool(frames, firstRotation, r, "rotation", Field.FIRST_ROTATION);
            if (p != null) {
                return p;
            }
        }
        long most = Math.max(1, Math.max(t, r));
        if (!translates && !rotates && frames > most) {
            return new Problem(Field.FRAME_COUNT, "at most " + most + " frames (the larger keyframe pool)",
                    Integer.toString(frames));
        }
        return null;
    }

    private static Problem pool(int frames, int first, long size, String what, Field field) {
        if (first < 0 || first > size) {
            return new Problem(field, "an index from 0 to " + size + " into the " + size + " " + what + "s",
                    Integer.toString(first));
        }
        if (first + (long) frames > size) {
            return new Problem(Field.FRAME_COUNT, "at most " + (size - first) + " frames (" + what + "s " + first
                    + " on, of " + size + ")", Integer.toString(frames));
        }
        return null;
    }
}
