package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * "Move sound": changes a sound's place in the table; frames are renumbered so they play the same sounds.
 * Changes, in order: the renumbered frames, then {@code SOUND} moved (root path).
 */
public final class MoveSoundEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final int from;
    private final int to;
    private final transient TableReferences references;

    public MoveSoundEdit(AgentCharacter c, int from, int to) {
        super("Move " + Labels.sound(from));
        AgentLimits.requireIndex(from, c.sounds().size(), "sound");
        AgentLimits.requireIndex(to, c.sounds().size(), "sound");
        AgentLimits.require(from != to, "The sound is already there.");
        this.character = c;
        this.from = from;
        this.to = to;
        this.references = TableReferences.sounds(c, IndexMap.move(from, to));
        List<Change> changes = new ArrayList<>(references.changes());
        changes.add(Change.moved(Part.SOUND));
        setChanges(changes);
    }

    @Override
    protected void apply() {
        references.apply();
        IndexMap.moveItem(character.sounds(), from, to);
    }

    @Override
    protected void revert() {
        IndexMap.moveItem(character.sounds(), to, from);
        references.revert();
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + references.memoryCost();
    }
}
