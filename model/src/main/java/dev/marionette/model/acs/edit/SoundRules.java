package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.doc.EditRejectedException;

/** What a sound must be to go into a character: RIFF/WAVE bytes Agent can play. */
final class SoundRules {

    private SoundRules() {
    }

    static AgentSound requireWave(AgentSound sound) {
        try {
            sound.format();
        } catch (IllegalArgumentException e) {
            throw new EditRejectedException("The sound is not a WAVE file: " + e.getMessage());
        }
        return sound;
    }

    /**
     * The sound that replaces {@code before} when {@code sound} is put in its place: checked, and taking over
     * the source file {@code before} was kept in (on a copy, so {@code sound} itself is not changed).
     */
    static AgentSound replacement(AgentSound before, AgentSound sound) {
        AgentSound checked = requireWave(sound);
        AgentLimits.require(checked != before, "The sound is already there.");
        if (checked.sourceFile() == null && before.sourceFile() != null) {
            checked = new AgentSound(checked.data(), checked.checksum());
            checked.setSourceFile(before.sourceFile());
        }
        return checked;
    }
}
