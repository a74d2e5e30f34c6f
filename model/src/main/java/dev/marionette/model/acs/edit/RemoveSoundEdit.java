package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * "Delete sound": removes a sound no frame plays; deleting one still in use is rejected with a message naming a
 * frame that plays it. Frames playing later sounds are renumbered.
 *
 * <p>Changes, in order: the renumbered frames, then {@code SOUND} removed.
 */
public final class RemoveSoundEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final int index;
    private final transient AgentSound removed;
    private final transient TableReferences references;

    public RemoveSoundEdit(AgentCharacter c, int index) {
        super("Delete " + Labels.sound(index));
        AgentLimits.requireIndex(index, c.sounds().size(), "sound");
        String uses = AgentUsage.inUse(c, "Sound " + (index + 1), AgentUsage.soundUses(c, index));
        AgentLimits.require(uses == null, uses);
        this.character = c;
        this.index = index;
        this.removed = c.sounds().get(index);
        this.references = TableReferences.sounds(c, IndexMap.removal(index));
        List<Change> changes = new ArrayList<>(references.changes());
        changes.add(Change.removed(Part.SOUND, index));
        setChanges(changes);
    }

    @Override
    protected void apply() {
        references.apply();
        character.sounds().remove(index);
    }

    @Override
    protected void revert() {
        character.sounds().add(index, removed);
        references.revert();
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + removed.length() + references.memoryCost();
    }
}
