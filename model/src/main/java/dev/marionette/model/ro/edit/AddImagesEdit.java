package dev.marionette.model.ro.edit;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.SheetRules;
import java.util.ArrayList;
import java.util.List;

/**
 * Inserts images into one block of the sheet ("Add image", "Paste 2 images"); layers showing later images of
 * that block follow them. Each image must be storable in the sheet's version (see {@link SheetRules}).
 */
public final class AddImagesEdit extends SheetImagesEdit {

    private static final long serialVersionUID = 1L;

    /**
     * @param type   the block: 0 for {@link dev.marionette.model.spr.IndexedImage}s, 1 for
     *               {@link dev.marionette.model.spr.RgbaImage}s
     * @param index  where the first image goes in the block
     * @param images the images, all of the block's kind
     */
    public AddImagesEdit(String name, ActSprPair model, int type, int index, List<?> images) {
        super(name, model, plan(model, type, index, images));
    }

    private static SheetPlan plan(ActSprPair model, int type, int index, List<?> images) {
        List<Object> block = new ArrayList<>(SheetRules.block(model.sheet(), type));
        if (images.isEmpty()) {
            throw new IllegalArgumentException("no images to add");
        }
        ActRules.requireInsertionPoint(index, block.size(), "an image");
        SheetRules.requireCount(type, block.size() + images.size());
        List<Change> changes = new ArrayList<>();
        for (int i = 0; i < images.size(); i++) {
            Object image = images.get(i);
            if (SheetRules.typeOf(image) != type) {
                throw new IllegalArgumentException(image + " does not belong in the " + ImageRef.blockName(type) + " block");
            }
            SheetRules.requireStorableImage(model.sheet(), image);
            changes.add(Change.added(Part.SPRITE, type, index + i));
        }
        block.addAll(index, images);
        int count = images.size();
        return SheetPlan.ofBlock(model.sheet(), type, block,
                ref -> ref.type() == type && ref.index() >= index ? new ImageRef(type, ref.index() + count) : ref,
                changes);
    }
}
