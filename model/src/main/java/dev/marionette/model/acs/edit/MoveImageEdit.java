package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * "Move image": changes an image's place in the table. Every frame image and mouth overlay is renumbered so it
 * shows the same picture. Changes, in order: the renumbered references, then {@code IMAGE} moved (root path).
 */
public final class MoveImageEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final int from;
    private final int to;
    private final transient TableReferences references;

    public MoveImageEdit(AgentCharacter c, int from, int to) {
        super("Move " + Labels.image(from));
        AgentLimits.requireIndex(from, c.images().size(), "image");
        AgentLimits.requireIndex(to, c.images().size(), "image");
        AgentLimits.require(from != to, "The image is already there.");
        this.character = c;
        this.from = from;
        this.to = to;
        this.references = TableReferences.images(c, IndexMap.move(from, to));
        List<Change> changes = new ArrayList<>(references.changes());
        changes.add(Change.moved(Part.IMAGE));
        setChanges(changes);
    }

    @Override
    protected void apply() {
        references.apply();
        IndexMap.moveItem(character.images(), from, to);
    }

    @Override
    protected void revert() {
        IndexMap.moveItem(character.images(), to, from);
        references.revert();
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + references.memoryCost();
    }
}
