package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;

/**
 * "Replace sound": another RIFF/WAVE sound in place of one in the table; every frame playing it plays the new
 * one. Undo puts back the old sound with its stored checksum. Change: {@code SOUND} replaced.
 */
public final class ReplaceSoundEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final int index;
    private final transient AgentSound before;
    private final transient AgentSound after;

    public ReplaceSoundEdit(AgentCharacter c, int index, AgentSound sound) {
        super("Replace " + Labels.sound(index));
        AgentLimits.requireIndex(index, c.sounds().size(), "sound");
        this.character = c;
        this.index = index;
        this.before = c.sounds().get(index);
        this.after = SoundRules.requireWave(sound);
        AgentLimits.require(after != before, "The sound is already there.");
        setChanges(List.of(Change.replaced(Part.SOUND, index)));
    }

    @Override
    protected void apply() {
        character.sounds().set(index, after);
    }

    @Override
    protected void revert() {
        character.sounds().set(index, before);
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + before.length() + after.length();
    }
}
