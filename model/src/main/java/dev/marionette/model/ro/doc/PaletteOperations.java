package dev.marionette.model.ro.doc;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.edit.ReplaceImagesEdit;
import dev.marionette.model.ro.edit.SetLayersEdit;
import dev.marionette.model.ro.edit.SetPaletteEdit;
import dev.marionette.model.ro.tools.ImageTrim;
import dev.marionette.model.ro.tools.PaletteTools;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SpriteSheet;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Palette and image clean-up commands, each one undo step: shifting the colours of a range of entries (live:
 * consecutive shifts merge into one step, so a dialog can show every slider move on the canvas), importing a
 * palette, removing unused colours, and trimming images to their visible pixels.
 */
public final class PaletteOperations {

    /** The property of the merging colour-shift steps. */
    public static final String ADJUST_PROPERTY = "adjust";

    private final SpriteDocument doc;

    PaletteOperations(SpriteDocument doc) {
        this.doc = doc;
    }

    private ActSprPair model() {
        return doc.model();
    }

    /**
     * Sets the palette to {@code original} with entries {@code from..to} shifted in HSB (see
     * {@link PaletteTools#shiftHsb}). Consecutive calls merge into one step ("Adjust colours"), whose undo
     * goes back to the palette before the first; call {@link SpriteDocument#endMerging()} to close it.
     */
    public void adjustColours(Palette original, int from, int to, double hue, double saturation, double brightness) {
        SpriteSheet sheet = requirePalette();
        Palette after = PaletteTools.shiftHsb(original, from, to, hue, saturation, brightness);
        doc.perform(new SetPropertyEdit<>("Adjust colours " + Math.min(from, to) + "-" + Math.max(from, to), sheet,
                ADJUST_PROPERTY, sheet.palette(), after, sheet::setPalette, Change.replaced(Part.PALETTE), true));
    }

    /** Replaces the palette with an imported one; the images keep their indices ("Import palette"). */
    public void importPalette(Palette palette) {
        SpriteSheet sheet = model().sheet();
        if (!palette.equals(sheet.palette())) {
            doc.perform(new SetPropertyEdit<>("Import palette", sheet, SetPaletteEdit.PROPERTY, sheet.palette(),
                    palette, sheet::setPalette, Change.replaced(Part.PALETTE), false));
        }
    }

    /**
     * Removes the colours no indexed image uses, renumbering the images so each looks the same; see
     * {@link PaletteTools#removeUnused}. Returns how many entries were freed.
     */
    public PaletteTools.Compacted removeUnusedColours(boolean mergeDuplicates) {
        SpriteSheet sheet = requirePalette();
        PaletteTools.Compacted result = PaletteTools.removeUnused(sheet.palette(), sheet.indexedImages(),
                mergeDuplicates);
        Map<ImageRef, Object> changed = new LinkedHashMap<>();
        for (int i = 0; i < result.images().size(); i++) {
            if (result.images().get(i) != sheet.indexedImages().get(i)) {
                changed.put(ImageRef.indexed(i), result.images().get(i));
            }
        }
        doc.compound("Remove unused colours", () -> {
            doc.perform(new SetPaletteEdit(model(), result.palette()));
            if (!changed.isEmpty()) {
                doc.perform(new ReplaceImagesEdit("Remove unused colours", model(), changed));
            }
        });
        return result;
    }

    /** What {@link #trimImages} would do. */
    public ImageTrim.Plan previewTrim(Collection<ImageRef> images) {
        return ImageTrim.plan(model(), images);
    }

    /**
     * Trims the images (all when empty) to their visible pixels; every layer showing one moves so its pixels
     * stay in place. Returns the plan (with the layers placed to the nearest pixel only).
     */
    public ImageTrim.Plan trimImages(Collection<ImageRef> images) {
        ImageTrim.Plan plan = previewTrim(images);
        if (plan.images().isEmpty()) {
            throw new EditRejectedException("Every " + (images.isEmpty() ? "" : "chosen ")
                    + "image is already trimmed to its visible pixels.");
        }
        String name = plan.images().size() == 1 ? "Trim " + plan.images().keySet().iterator().next()
                : "Trim " + plan.images().size() + " images";
        doc.compound(name, () -> {
            doc.perform(new ReplaceImagesEdit(name, model(), plan.images()));
            Map<LayerRef, SpriteLayer> moved = new LinkedHashMap<>();
            for (Map.Entry<LayerRef, int[]> e : plan.layers().entrySet()) {
                SpriteLayer layer = ActRules.layer(model().act(), e.getKey()).copy();
                layer.setX(e.getValue()[0]);
                layer.setY(e.getValue()[1]);
                moved.put(e.getKey(), layer);
            }
            if (!moved.isEmpty()) {
                SetLayersEdit edit = new SetLayersEdit(name, model(), moved);
                if (!edit.isNoOp()) {
                    doc.perform(edit);
                }
            }
        });
        return plan;
    }

    private SpriteSheet requirePalette() {
        SpriteSheet sheet = model().sheet();
        if (!sheet.hasPalette()) {
            throw new EditRejectedException("The sprite sheet has no palette.");
        }
        return sheet;
    }
}
