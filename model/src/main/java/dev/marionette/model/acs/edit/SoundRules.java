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
}
