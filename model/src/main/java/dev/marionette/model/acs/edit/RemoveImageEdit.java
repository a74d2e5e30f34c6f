package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * "Delete image": removes an image no frame or mouth overlay shows; deleting one still in use is rejected with a
 * message naming a user ({@link AgentUsage}), so a frame never silently loses a picture. References to later
 * images are renumbered. Undo puts back the same image object (with its stored bytes).
 *
 * <p>Changes, in order: the renumbered references, then {@code IMAGE} removed.
 */
public final class RemoveImageEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final int index;
    private final transient AgentImage removed;
    private final transient TableReferences references;

    public RemoveImageEdit(AgentCharacter c, int index) {
        super("Delete " + Labels.image(index));
        AgentLimits.requireIndex(index, c.images().size(), "image");
        String uses = AgentUsage.inUse(c, "Image " + (index + 1), AgentUsage.imageUses(c, index));
        AgentLimits.require(uses == null, uses);
        this.character = c;
        this.index = index;
        this.removed = c.images().get(index);
        this.references = TableReferences.images(c, IndexMap.removal(index));
        List<Change> changes = new ArrayList<>(references.changes());
        changes.add(Change.removed(Part.IMAGE, index));
        setChanges(changes);
    }

    @Override
    protected void apply() {
        references.apply();
        character.images().remove(index);
    }

    @Override
    protected void revert() {
        character.images().add(index, removed);
        references.revert();
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + ImageTable.bytes(removed) + references.memoryCost();
    }
}
