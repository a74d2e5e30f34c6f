package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentStyle;
import dev.marionette.model.acs.AgentVoice;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;
import java.util.List;

/**
 * The synthesized-speech settings: "Use synthesized speech" (a voice where there was none), "Turn off
 * synthesized speech" (null) or "Change voice". The style bits follow, as in every real file: with a voice
 * {@link AgentStyle#VOICE_TTS} is set and {@link AgentStyle#VOICE_NONE} cleared, without one the other way
 * round, so the writer never finds a voice block the style does not announce. Consecutive changes of the same
 * voice field merge (speed or pitch typed in a spinner). Changes: {@code CHARACTER "voice"}, plus
 * {@code "style"} when the style word changes.
 */
public final class SetVoiceEdit extends SetPropertyEdit<SetVoiceEdit.Setting> {

    private static final long serialVersionUID = 1L;

    private static final String[] FIELDS = {"engine", "mode", "speed", "pitch", "extra"};

    /** The style word with the voice it announces. */
    public record Setting(int style, AgentVoice voice) {
    }

    public SetVoiceEdit(AgentCharacter c, AgentVoice voice) {
        super(name(c.voice(), voice), c, "voice:" + field(c.voice(), voice), new Setting(c.style(), c.voice()),
                new Setting(styleFor(c.style(), voice), voice), s -> {
                    c.setStyle(s.style());
                    c.setVoice(s.voice());
                }, Change.property(Part.CHARACTER, "voice"), c.voice() != null && voice != null);
    }

    private static String name(AgentVoice before, AgentVoice after) {
        if (after == null) {
            return "Turn off synthesized speech";
        }
        return before == null ? "Use synthesized speech" : "Change voice";
    }

    private static String field(AgentVoice before, AgentVoice after) {
        if (before == null || after == null) {
            return "presence";
        }
        return Fields.differing(FIELDS, new Object[] {before.engineId(), before.modeId(), before.speed(),
            before.pitch(), before.extra()}, new Object[] {after.engineId(), after.modeId(), after.speed(),
                after.pitch(), after.extra()});
    }

    static int styleFor(int style, AgentVoice voice) {
        return voice != null ? (style | AgentStyle.VOICE_TTS) & ~AgentStyle.VOICE_NONE
                : (style & ~AgentStyle.VOICE_TTS) | AgentStyle.VOICE_NONE;
    }

    @Override
    public List<Change> changes() {
        return before().style() == after().style() ? super.changes()
                : List.of(Change.property(Part.CHARACTER, "voice"), Change.property(Part.CHARACTER, "style"));
    }
}
