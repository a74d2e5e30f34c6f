package dev.marionette.model.acs;

import java.util.Objects;

/**
 * VOICEINFO: the default text-to-speech settings, present in the file when the style has
 * {@link AgentStyle#VOICE_TTS} (acs.md 4.2).
 *
 * <pre>
 * GUID engine; GUID mode; u32 speed; u16 pitch; u8 extraPresent;
 * if extraPresent: u16 LANGID; STRING dialect; u16 gender; u16 age; STRING style
 * </pre>
 *
 * @param engineId TTS engine GUID
 * @param modeId   TTS mode GUID
 * @param speed    u32 as stored (0xFFFFFFFF occurs)
 * @param pitch    u16 as stored
 * @param extra    the optional language/gender/age/style block, or null when the file has none
 */
public record AgentVoice(AgentGuid engineId, AgentGuid modeId, long speed, int pitch, Extra extra) {

    public AgentVoice {
        Objects.requireNonNull(engineId, "engineId");
        Objects.requireNonNull(modeId, "modeId");
        if (speed < 0 || speed > 0xFFFF_FFFFL) {
            throw new IllegalArgumentException("speed is a u32: " + speed);
        }
        checkU16(pitch, "pitch");
    }

    /**
     * The optional part of VOICEINFO.
     *
     * @param languageId LANGID, e.g. 0x0409
     * @param dialect    free text, usually empty
     * @param gender     u16 (1 female, 2 male in SAPI 4)
     * @param age        u16
     * @param style      free text, e.g. "Business"
     */
    public record Extra(int languageId, String dialect, int gender, int age, String style) {
        public Extra {
            checkU16(languageId, "languageId");
            checkU16(gender, "gender");
            checkU16(age, "age");
            Objects.requireNonNull(dialect, "dialect");
            Objects.requireNonNull(style, "style");
        }
    }

    static void checkU16(int v, String what) {
        if (v < 0 || v > 0xFFFF) {
            throw new IllegalArgumentException(what + " is a u16: " + v);
        }
    }
}
