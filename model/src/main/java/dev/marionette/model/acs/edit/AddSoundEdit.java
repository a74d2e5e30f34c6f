package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * "Add sound": inserts a RIFF/WAVE sound into the character's sound table at {@code index} (usually the end);
 * frames playing sounds at {@code index} or later are renumbered. At most {@value AgentLimits#MAX_SOUNDS} sounds.
 *
 * <p>Changes, in order: the renumbered frames ({@code AGENT_FRAME "sound"}), then {@code SOUND} added.
 */
public final class AddSoundEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final int index;
    private final transient AgentSound sound;
    private final transient TableReferences references;

    public AddSoundEdit(AgentCharacter c, int index, AgentSound sound) {
        super("Add sound");
        AgentLimits.requireInsertPosition(index, c.sounds().size(), "sound");
        AgentLimits.require(c.sounds().size() < AgentLimits.MAX_SOUNDS, "A character can hold at most "
                + AgentLimits.MAX_SOUNDS + " sounds.");
        this.character = c;
        this.index = index;
        this.sound = SoundRules.requireWave(sound);
        this.references = TableReferences.sounds(c, IndexMap.insertion(index));
        List<Change> changes = new ArrayList<>(references.changes());
        changes.add(Change.added(Part.SOUND, index));
        setChanges(changes);
    }

    @Override
    protected void apply() {
        references.apply();
        character.sounds().add(index, sound);
    }

    @Override
    protected void revert() {
        character.sounds().remove(index);
        references.revert();
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + sound.length() + references.memoryCost();
    }
}
