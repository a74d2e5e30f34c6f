package dev.marionette.io.acd;

import dev.marionette.io.FormatException;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.AgentStyle;
import java.util.List;

/** The named values of ACD keys: the {@code Style} flags and the mouth {@code Type}s. */
final class AcdStyles {

    /** Style flag names, as the Character Editor writes them, and their bits (acs.md 4.2). */
    static final List<String> NAMES = List.of("AXS_VOICE_NONE", "AXS_VOICE_TTS", "AXS_BALLOON_NONE",
            "AXS_BALLOON_ROUNDRECT", "AXS_BALLOON_SIZETOTEXT", "AXS_BALLOON_NOAUTOHIDE", "AXS_BALLOON_NOAUTOPACE",
            "AXS_SYSTEM_CHAR");
    static final int[] BITS = {AgentStyle.VOICE_NONE, AgentStyle.VOICE_TTS, AgentStyle.BALLOON_NONE,
        AgentStyle.BALLOON_ROUNDRECT, AgentStyle.BALLOON_SIZE_TO_TEXT, AgentStyle.BALLOON_NO_AUTO_HIDE,
        AgentStyle.BALLOON_NO_AUTO_PACE, AgentStyle.STANDARD_ANIMATION_SET};

    private AcdStyles() {
    }

    /** {@code Style = AXS_VOICE_TTS | AXS_BALLOON_ROUNDRECT ...}. */
    static int parse(AcdValue value) throws FormatException {
        int style = 0;
        for (AcdValue part : value.split('|')) {
            int i = index(part.text());
            if (i < 0) {
                throw part.error("a style flag (" + String.join(", ", NAMES) + ")");
            }
            style |= BITS[i];
        }
        return style;
    }

    private static int index(String name) {
        for (int i = 0; i < NAMES.size(); i++) {
            if (NAMES.get(i).equalsIgnoreCase(name)) {
                return i;
            }
        }
        return -1;
    }

    /** {@code Type = Closed | OpenWide1..4 | OpenMedium | OpenNarrow}, or a number for other types. */
    static int mouthType(AcdValue value) throws FormatException {
        for (int i = 0; i < AgentMouth.TYPE_NAMES.length; i++) {
            if (AgentMouth.TYPE_NAMES[i].equalsIgnoreCase(value.text())) {
                return i;
            }
        }
        if (!value.text().isEmpty() && Character.isDigit(value.text().charAt(0))) {
            return value.intValue(0, 0xFF);
        }
        throw value.error("a mouth type (" + String.join(", ", AgentMouth.TYPE_NAMES) + ")");
    }

    /** The style word as flag names, in the order the Character Editor writes them. */
    static List<String> names(int style) {
        List<String> s = new java.util.ArrayList<>();
        if ((style & AgentStyle.VOICE_TTS) != 0) {
            s.add("AXS_VOICE_TTS");
        } else if ((style & AgentStyle.VOICE_NONE) != 0) {
            s.add("AXS_VOICE_NONE");
        }
        if ((style & AgentStyle.BALLOON_ROUNDRECT) != 0) {
            s.add("AXS_BALLOON_ROUNDRECT");
        } else if ((style & AgentStyle.BALLOON_NONE) != 0) {
            s.add("AXS_BALLOON_NONE");
        }
        if ((style & AgentStyle.BALLOON_SIZE_TO_TEXT) != 0) {
            s.add("AXS_BALLOON_SIZETOTEXT");
        }
        if ((style & AgentStyle.BALLOON_NO_AUTO_HIDE) != 0) {
            s.add("AXS_BALLOON_NOAUTOHIDE");
        }
        if ((style & AgentStyle.BALLOON_NO_AUTO_PACE) != 0) {
            s.add("AXS_BALLOON_NOAUTOPACE");
        }
        if ((style & AgentStyle.STANDARD_ANIMATION_SET) != 0) {
            s.add("AXS_SYSTEM_CHAR");
        }
        return s;
    }

    /** The bits {@link #names} stands for. */
    static int bitsOfNames(int style) {
        int bits = 0;
        for (String n : names(style)) {
            bits |= BITS[index(n)];
        }
        return bits;
    }
}
