package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * "Add image": inserts a new image into the character's image table at {@code index} (usually the end). Frame
 * images and mouth overlays showing images at {@code index} or later are renumbered so they keep showing the
 * same pictures. The image is new ({@link ImageTable#fresh}): it will be encoded when saved.
 *
 * <p>Changes, in order: the renumbered references ({@code FRAME_IMAGE}/{@code MOUTH "image"}), then
 * {@code IMAGE} added.
 */
public final class AddImageEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final int index;
    private final transient AgentImage image;
    private final transient TableReferences references;

    public AddImageEdit(AgentCharacter c, int index, AgentImage image) {
        super("Add image");
        AgentLimits.requireInsertPosition(index, c.images().size(), "image");
        AgentLimits.require(c.images().size() < AgentLimits.MAX_IMAGES, "A character can hold at most "
                + AgentLimits.MAX_IMAGES + " images.");
        this.character = c;
        this.index = index;
        this.image = ImageTable.fresh(image);
        this.references = TableReferences.images(c, IndexMap.insertion(index));
        List<Change> changes = new ArrayList<>(references.changes());
        changes.add(Change.added(Part.IMAGE, index));
        setChanges(changes);
    }

    /** The image the table gets (the one given, or a new copy of a stored one). */
    public AgentImage image() {
        return image;
    }

    @Override
    protected void apply() {
        references.apply();
        character.images().add(index, image);
    }

    @Override
    protected void revert() {
        character.images().remove(index);
        references.revert();
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + ImageTable.bytes(image) + references.memoryCost();
    }
}
