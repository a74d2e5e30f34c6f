package dev.marionette.model.ro.edit;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.SheetRules;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Replaces several images, each with another of its kind, in one step ("Trim 12 images", "Remove unused
 * colours"). Nothing moves: layers keep showing the same places; in ACT 0x205 their stored sizes follow the new
 * images (see {@link SheetImagesEdit}). Each new image must be storable in the sheet's version.
 */
public final class ReplaceImagesEdit extends SheetImagesEdit {

    private static final long serialVersionUID = 1L;

    /** @param images the new image of each place (of the same block) */
    public ReplaceImagesEdit(String name, ActSprPair model, Map<ImageRef, ?> images) {
        super(name, model, plan(model, images));
    }

    private static SheetPlan plan(ActSprPair model, Map<ImageRef, ?> images) {
        List<IndexedImage> indexed = new ArrayList<>(model.sheet().indexedImages());
        List<RgbaImage> rgba = new ArrayList<>(model.sheet().rgbaImages());
        List<Change> changes = new ArrayList<>();
        for (Map.Entry<ImageRef, ?> e : images.entrySet()) {
            ImageRef ref = e.getKey();
            SheetRules.image(model.sheet(), ref);
            Object image = e.getValue();
            if (SheetRules.typeOf(image) != ref.type()) {
                throw new IllegalArgumentException(image + " cannot replace " + ref + ": use a conversion");
            }
            SheetRules.requireStorableImage(model.sheet(), image);
            if (image instanceof IndexedImage i) {
                indexed.set(ref.index(), i);
            } else {
                rgba.set(ref.index(), (RgbaImage) image);
            }
            changes.add(Change.replaced(Part.SPRITE, ref.path()));
        }
        return new SheetPlan(indexed, rgba, r -> r, changes);
    }
}
