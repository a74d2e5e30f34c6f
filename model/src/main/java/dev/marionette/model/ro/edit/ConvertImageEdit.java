package dev.marionette.model.ro.edit;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageConversion;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.SheetRules;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import java.util.ArrayList;
import java.util.List;

/**
 * Converts an image to the other block ("Convert indexed image 3 to RGBA"): it is removed from its block and
 * added at the end of the other, converted as {@link ImageConversion} describes (indexed to RGBA exactly;
 * RGBA to indexed by nearest palette colour, alpha below 128 becoming transparent). Layers showing it follow
 * it to its new block and index; layers showing later images of the old block follow those.
 *
 * <p>Rejected when the target block cannot hold it (no RGBA block before SPR 0x200; no palette, over 65,535
 * pixels or too much RLE data for an indexed image) or when a layer shows it in an ACT older than 0x200,
 * whose layers cannot point at RGBA images.
 */
public final class ConvertImageEdit extends SheetImagesEdit {

    private static final long serialVersionUID = 1L;

    public ConvertImageEdit(ActSprPair model, ImageRef ref) {
        super("Convert " + ref + " to " + ImageRef.blockName(1 - ref.type()), model, plan(model, ref));
    }

    private static SheetPlan plan(ActSprPair model, ImageRef ref) {
        SpriteSheet sheet = model.sheet();
        Object image = SheetRules.image(sheet, ref);
        List<IndexedImage> indexed = new ArrayList<>(sheet.indexedImages());
        List<RgbaImage> rgba = new ArrayList<>(sheet.rgbaImages());
        ImageRef target;
        if (image instanceof IndexedImage source) {
            SheetRules.requireRgbaBlock(sheet);
            if (!sheet.hasPalette()) {
                throw new EditRejectedException("The sheet has no palette to give " + ref + " its colours.");
            }
            RgbaImage converted = ImageConversion.toRgba(source, sheet.palette());
            SheetRules.requireStorable(sheet, converted);
            indexed.remove(ref.index());
            target = ImageRef.rgba(rgba.size());
            rgba.add(converted);
        } else {
            RgbaImage source = (RgbaImage) image;
            if (!sheet.hasPalette()) {
                throw new EditRejectedException("The sheet has no palette to convert " + ref + " to; set one first.");
            }
            IndexedImage converted = ImageConversion.toIndexed(source, sheet.palette());
            SheetRules.requireStorable(sheet, converted);
            SheetRules.requireCount(SpriteLayer.TYPE_INDEXED, indexed.size() + 1);
            rgba.remove(ref.index());
            target = ImageRef.indexed(indexed.size());
            indexed.add(converted);
        }
        SheetRules.requireCount(target.type(), target.index() + 1);
        List<Change> changes = List.of(Change.removed(Part.SPRITE, ref.path()), Change.added(Part.SPRITE, target.path()));
        return new SheetPlan(indexed, rgba, r -> {
            if (r.equals(ref)) {
                return target;
            }
            return r.type() == ref.type() && r.index() > ref.index() ? new ImageRef(r.type(), r.index() - 1) : r;
        }, changes);
    }
}
