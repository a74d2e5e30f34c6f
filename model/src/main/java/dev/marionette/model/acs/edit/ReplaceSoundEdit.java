package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;

/**
 * "Replace sound": another RIFF/WAVE sound in place of one in the table; every frame playing it plays the new
 * one. Undo puts back the old sound with its stored checksum. The new sound takes over the source file the
 * old one was kept in (an ACD project then writes the new sound to that file). Change: {@code SOUND} replaced.
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
        AgentSound checked = SoundRules.requireWave(sound);
        AgentLimits.require(checked != before, "The sound is already there.");
        if (checked.sourceFile() == null && before.sourceFile() != null) {
            checked = new AgentSound(checked.data(), checked.checksum());
            checked.setSourceFile(before.sourceFile());
        }
        this.after = checked;
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
