package dev.marionette.io.sims;

import dev.marionette.io.FormatException;

/** Checks a TS1 motion's frame count and first indices as {@link SimsGrammar} reads them ({@link SimsMotionBounds}). */
final class MotionFrames {

    private MotionFrames() {
    }

    static void check(SimsFieldSource in, String at, long framesMark, int frames, boolean translates, long firstTMark,
            int firstT, int translations, boolean rotates, long firstRMark, int firstR, int rotations)
            throws FormatException {
        SimsMotionBounds.Problem p = SimsMotionBounds.check(frames, translates, firstT, translations, rotates, firstR,
                rotations);
        if (p == null) {
            return;
        }
        switch (p.field()) {
            case FRAME_COUNT -> throw in.errorAt(framesMark, at + " frame count", p.expected(), p.found());
            case FIRST_TRANSLATION -> throw in.errorAt(firstTMark, at + " first translation", p.expected(),
                    p.found());
            default -> throw in.errorAt(firstRMark, at + " first rotation", p.expected(), p.found());
        }
    }
}
