package dev.marionette.model.acs.edit;

import dev.marionette.model.doc.EditRejectedException;

/**
 * What the edits of this package allow: the format's field sizes (acs.md 4) and the rules of Microsoft's
 * Character Editor (acs.md 5.1) that a character author expects. Views can use the constants to bound their
 * controls; the edits check them again and reject with a message for the user.
 */
public final class AgentLimits {

    /** Longest character name the Character Editor accepts. */
    public static final int MAX_NAME_LENGTH = 32;
    /** Longest character description the Character Editor accepts. */
    public static final int MAX_DESCRIPTION_LENGTH = 256;
    /** Branches per frame the Character Editor offers (the exit branch is separate). */
    public static final int MAX_BRANCHES = 3;
    /** Branch probabilities are percentages: each 1..100, together at most 100. */
    public static final int MAX_PROBABILITY = 100;
    /** Mouth overlay types: 0 Closed, 1..4 OpenWide1..4, 5 OpenMedium, 6 OpenNarrow. */
    public static final int MOUTH_TYPES = 7;
    /** Largest u16 (durations, frame sizes, counts of frames and images in a frame). */
    public static final int U16_MAX = 0xFFFF;
    /** Sounds a character can hold: frames refer to them with an i16. */
    public static final int MAX_SOUNDS = 0x7FFF;
    /** Images a character can hold: mouth overlays refer to them with a u16. */
    public static final int MAX_IMAGES = 0x10000;
    /** Mouth overlays and branches a frame can hold (u8 counts). */
    public static final int U8_MAX = 0xFF;
    /** A frame's sound index when it plays none. */
    public static final int NO_SOUND = -1;
    /** A frame's exit frame when it has none (what new frames get). */
    public static final int NO_EXIT = -2;
    /** The other "no exit frame" value found in real files (said to mean "stop on exit"); kept, allowed. */
    public static final int EXIT_STOP = -1;

    private AgentLimits() {
    }

    /** Rejects with {@code message} unless {@code ok}. */
    static void require(boolean ok, String message) {
        if (!ok) {
            throw new EditRejectedException(message);
        }
    }

    /** Rejects an index outside {@code 0..size-1}; {@code what} names the list's items, e.g. "frame". */
    static void requireIndex(int index, int size, String what) {
        if (index < 0 || index >= size) {
            throw new EditRejectedException(size == 0 ? "There is no " + what + " here."
                    : "There is no " + what + " " + (index + 1) + " (there are " + size + ").");
        }
    }

    /** Rejects an insertion position outside {@code 0..size}. */
    static void requireInsertPosition(int index, int size, String what) {
        if (index < 0 || index > size) {
            throw new EditRejectedException("A new " + what + " cannot go to position " + (index + 1)
                    + " (there are " + size + ").");
        }
    }

    /** Rejects a value outside {@code min..max}; {@code what} starts with a capital, e.g. "The duration". */
    static void requireRange(long value, long min, long max, String what) {
        if (value < min || value > max) {
            throw new EditRejectedException(what + " must be between " + min + " and " + max + " (not " + value
                    + ").");
        }
    }
}
