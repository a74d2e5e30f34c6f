package dev.marionette.model.acs;

import java.util.ArrayList;
import java.util.List;

/**
 * The bits of a character's style word (acs.md 4.2; Double Agent {@code AgentFileParts.h}). The raw value is
 * kept as read, so bits nobody knows survive a round trip; these constants name the known ones.
 */
public final class AgentStyle {

    /** No voice output. */
    public static final int VOICE_NONE = 0x10;
    /** Synthesized speech; a VOICEINFO block follows in the file. */
    public static final int VOICE_TTS = 0x20;
    /** No word balloon. */
    public static final int BALLOON_NONE = 0x100;
    /** Round-rectangle word balloon; a BALLOONINFO block follows in the file. */
    public static final int BALLOON_ROUNDRECT = 0x200;
    /** The balloon sizes to its text. */
    public static final int BALLOON_SIZE_TO_TEXT = 0x10000;
    /** The balloon does not hide by itself. */
    public static final int BALLOON_NO_AUTO_HIDE = 0x20000;
    /** The balloon does not pace its text. */
    public static final int BALLOON_NO_AUTO_PACE = 0x40000;
    /** The character supports the standard animation set ({@code AXS_SYSTEM_CHAR}). */
    public static final int STANDARD_ANIMATION_SET = 0x100000;

    private static final int[] BITS = {VOICE_NONE, VOICE_TTS, BALLOON_NONE, BALLOON_ROUNDRECT, BALLOON_SIZE_TO_TEXT,
        BALLOON_NO_AUTO_HIDE, BALLOON_NO_AUTO_PACE, STANDARD_ANIMATION_SET};
    private static final String[] WORDS = {"no voice", "text-to-speech voice", "no balloon", "round-rect balloon",
        "balloon sizes to text", "balloon does not auto-hide", "balloon does not auto-pace",
        "standard animation set"};

    private AgentStyle() {
    }

    /** The style in words, e.g. "text-to-speech voice, round-rect balloon, other bits 0x8". */
    public static String describe(int style) {
        List<String> parts = new ArrayList<>();
        int rest = style;
        for (int i = 0; i < BITS.length; i++) {
            if ((style & BITS[i]) != 0) {
                parts.add(WORDS[i]);
                rest &= ~BITS[i];
            }
        }
        if (rest != 0) {
            parts.add("other bits 0x" + Integer.toHexString(rest));
        }
        return parts.isEmpty() ? "none" : String.join(", ", parts);
    }
}
