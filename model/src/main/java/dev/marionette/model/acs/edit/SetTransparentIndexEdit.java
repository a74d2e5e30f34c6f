package dev.marionette.model.acs.edit;

import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;

/**
 * "Set transparent colour": the palette index drawn as transparent (0..255). Stored images keep their bytes,
 * but their regions were made for the old index, so a writer encodes every image again while the index
 * differs from the one they were read with; undoing restores the index and with it the stored copies.
 * Consecutive changes merge.
 */
public final class SetTransparentIndexEdit extends SetPropertyEdit<Integer> {

    private static final long serialVersionUID = 1L;

    public SetTransparentIndexEdit(AgentCharacter c, int index) {
        super("Set transparent colour", c, "transparentIndex", c.transparentIndex(), checked(index),
                c::setTransparentIndex, Change.property(Part.CHARACTER, "transparentIndex"), true);
    }

    private static int checked(int index) {
        AgentLimits.requireRange(index, 0, 255, "The transparent colour index");
        return index;
    }
}
