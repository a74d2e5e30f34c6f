package dev.marionette.model.ro.edit;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.SheetRules;
import java.util.ArrayList;
import java.util.List;

/**
 * Replaces an image with another of the same kind ("Replace indexed image 3"), e.g. after editing its pixels
 * elsewhere. Layers keep showing it; in ACT 0x205 their stored size follows the new image's size.
 */
public final class ReplaceImageEdit extends SheetImagesEdit {

    private static final long serialVersionUID = 1L;

    /** @param image an {@link dev.marionette.model.spr.IndexedImage} or {@link dev.marionette.model.spr.RgbaImage} */
    public ReplaceImageEdit(ActSprPair model, ImageRef ref, Object image) {
        this("Replace " + ref, model, ref, image);
    }

    /**
     * The same, named for the user ("Pencil on indexed image 3"): pixel editing replaces the image with its
     * edited copy, so undo puts back the very image (and the bytes it was read from).
     */
    public ReplaceImageEdit(String name, ActSprPair model, ImageRef ref, Object image) {
        super(name, model, plan(model, ref, image));
    }

    private static SheetPlan plan(ActSprPair model, ImageRef ref, Object image) {
        SheetRules.image(model.sheet(), ref);
        if (SheetRules.typeOf(image) != ref.type()) {
            throw new IllegalArgumentException(image + " cannot replace " + ref + ": use a conversion");
        }
        SheetRules.requireStorableImage(model.sheet(), image);
        List<Object> block = new ArrayList<>(SheetRules.block(model.sheet(), ref.type()));
        block.set(ref.index(), image);
        return SheetPlan.ofBlock(model.sheet(), ref.type(), block, r -> r,
                List.of(Change.replaced(Part.SPRITE, ref.path())));
    }
}
