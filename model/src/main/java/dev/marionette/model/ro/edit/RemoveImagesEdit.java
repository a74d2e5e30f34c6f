package dev.marionette.model.ro.edit;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.SheetRules;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * Removes images from one block of the sheet ("Delete indexed image 4", "Delete 3 RGBA images"). Layers
 * showing a removed image become empty layers (sprite -1) that keep their other fields; layers showing later
 * images follow them (see {@link SheetImagesEdit}).
 */
public final class RemoveImagesEdit extends SheetImagesEdit {

    private static final long serialVersionUID = 1L;

    public RemoveImagesEdit(ActSprPair model, int type, Collection<Integer> indexes) {
        super(Names.indexed("Delete", ImageRef.blockName(type) + " image", indexes), model,
                plan(model, type, indexes));
    }

    private static SheetPlan plan(ActSprPair model, int type, Collection<Integer> indexes) {
        TreeSet<Integer> removed = new TreeSet<>(indexes);
        if (removed.isEmpty()) {
            throw new IllegalArgumentException("no images to remove");
        }
        for (int i : removed) {
            SheetRules.image(model.sheet(), new ImageRef(type, i));
        }
        List<Object> block = new ArrayList<>(SheetRules.block(model.sheet(), type));
        List<Change> changes = new ArrayList<>();
        for (int i : removed.descendingSet()) {
            block.remove(i);
            changes.add(Change.removed(Part.SPRITE, type, i));
        }
        return SheetPlan.ofBlock(model.sheet(), type, block, ref -> {
            if (ref.type() != type) {
                return ref;
            }
            return removed.contains(ref.index()) ? null
                    : new ImageRef(type, ref.index() - removed.headSet(ref.index()).size());
        }, changes);
    }
}
