package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import java.util.List;

/**
 * "Replace image" (also every pixel edit): puts a new image object in place of one in the table. The old object
 * is never modified, so undo puts back the very object that was there, with the bytes its file stored, and a
 * writer copies those bytes again instead of encoding a decoded copy. Every frame and mouth showing the image
 * shows the new one. The new image takes over the source file the old one was kept in (an ACD project then
 * writes the new pixels to that file). Change: {@code IMAGE} replaced.
 */
public final class ReplaceImageEdit extends AgentEdit {

    private static final long serialVersionUID = 1L;

    private final transient AgentCharacter character;
    private final int index;
    private final transient AgentImage before;
    private final transient AgentImage after;

    public ReplaceImageEdit(AgentCharacter c, int index, AgentImage image) {
        super("Replace " + Labels.image(index));
        AgentLimits.requireIndex(index, c.images().size(), "image");
        this.character = c;
        this.index = index;
        this.before = c.images().get(index);
        AgentLimits.require(image != before, "The image is already there.");
        AgentImage fresh = ImageTable.fresh(image);
        if (fresh.sourceFile() == null && before.sourceFile() != null) {
            fresh = fresh == image ? image.copy() : fresh;
            fresh.setSourceFile(before.sourceFile());
        }
        this.after = fresh;
        setChanges(List.of(Change.replaced(Part.IMAGE, index)));
    }

    @Override
    protected void apply() {
        character.images().set(index, after);
    }

    @Override
    protected void revert() {
        character.images().set(index, before);
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + ImageTable.bytes(before) + ImageTable.bytes(after);
    }
}
