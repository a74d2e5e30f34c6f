package dev.marionette.io.acd;

import dev.marionette.io.FormatException;

/** The counts an ACD may hold, the same caps the ACS reader applies to what the compiled file would hold. */
final class AcdLimits {

    static final int MAX_ANIMATIONS = 0xFFFF;
    static final int MAX_FRAMES = 0xFFFF;
    static final int MAX_FRAME_IMAGES = 0xFFFF;
    static final int MAX_BRANCHES = 0xFF;
    static final int MAX_MOUTHS = 0xFF;
    static final int MAX_STATES = 0xFFFF;
    static final int MAX_STATE_ANIMATIONS = 0xFFFF;
    static final int MAX_INFOS = 0xFFFF;
    /** Image files (the ACS image directory's cap). */
    static final int MAX_IMAGES = 1 << 20;
    /** Sound files (the ACS sound directory's cap). */
    static final int MAX_SOUNDS = 0x8000;
    /** Largest BMP, WAV, icon or colour table file read (as a DATABLOCK). */
    static final int MAX_FILE = 64 << 20;
    /** Most decoded pixel bytes of one image (an 8192 x 8192 image, as for ACS). */
    static final long MAX_PIXELS = 64L << 20;

    private AcdLimits() {
    }

    /** Refuses one more item when {@code count} already reached {@code max}. */
    static void count(AcdStatement s, int count, int max, String what) throws FormatException {
        if (count >= max) {
            throw s.error("at most " + max + " " + what, "more");
        }
    }
}
