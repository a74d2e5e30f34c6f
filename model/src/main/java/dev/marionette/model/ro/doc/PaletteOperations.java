package dev.marionette.model.ro.doc;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.doc.Part;
import dev.marionette.model.doc.SetPropertyEdit;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.edit.ReplaceImagesEdit;
import dev.marionette.model.ro.edit.SetLayersEdit;
import dev.marionette.model.ro.edit.SetPaletteEdit;
import dev.marionette.model.ro.tools.ImageTrim;
import dev.marionette.model.ro.tools.PaletteArrangement;
import dev.marionette.model.ro.tools.PaletteTools;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SpriteSheet;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Palette and image clean-up commands, each one undo step: shifting the colours of a range of entries (live:
 * consecutive shifts merge into one step, so a dialog can show every slider move on the canvas), importing a
 * palette, removing unused colours, trimming images to their visible pixels, and the palette editor's swaps,
 * moves (images renumbered to look the same), gradients and pasted colours.
 */
public final class PaletteOperations extends SpriteCommands {

    /** The property of the merging colour-shift steps. */
    public static final String ADJUST_PROPERTY = "adjust";

    PaletteOperations(SpriteDocument doc) {
        super(doc);
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

    /** Swaps entries {@code a} and {@code b}; every image is renumbered so it looks the same (one step). */
    public void swapEntries(int a, int b) {
        rearrange("Swap palette entries " + a + " and " + b, PaletteArrangement.swap(a, b));
    }

    /**
     * Moves the entries {@code from..to} so the first is at {@code target}, the others sliding over; every
     * image is renumbered so it looks the same (one step).
     */
    public void moveEntries(int from, int to, int target) {
        int low = Math.min(from, to);
        int high = Math.max(from, to);
        rearrange((low == high ? "Move palette entry " + low : "Move palette entries " + low + "-" + high) + " to "
                + target, PaletteArrangement.move(low, high, target));
    }

    private void rearrange(String name, int[] mapping) {
        SpriteSheet sheet = requirePalette();
        PaletteArrangement.Rearranged result = PaletteArrangement.apply(sheet.palette(), sheet.indexedImages(),
                mapping);
        Map<ImageRef, Object> changed = new LinkedHashMap<>();
        for (int i = 0; i < result.images().size(); i++) {
            if (result.images().get(i) != sheet.indexedImages().get(i)) {
                changed.put(ImageRef.indexed(i), result.images().get(i));
            }
        }
        doc.compound(name, () -> {
            doc.perform(new SetPropertyEdit<>(name, sheet, SetPaletteEdit.PROPERTY, sheet.palette(),
                    result.palette(), sheet::setPalette, Change.replaced(Part.PALETTE), false));
            if (!changed.isEmpty()) {
                doc.perform(new ReplaceImagesEdit(name, model(), changed));
            }
        });
    }

    /** Blends the entries between {@code from} and {@code to} from one end's colour to the other's (one step). */
    public void gradient(int from, int to) {
        SpriteSheet sheet = requirePalette();
        setPalette("Gradient " + Math.min(from, to) + "-" + Math.max(from, to),
                PaletteArrangement.gradient(sheet.palette(), from, to));
    }

    /** Sets entries {@code at}, {@code at + 1}... to the colours {@code 0xRRGGBB} (one step). */
    public void pasteEntries(int at, int[] rgb) {
        SpriteSheet sheet = requirePalette();
        setPalette(rgb.length == 1 ? "Paste colour to entry " + at : "Paste " + rgb.length + " colours at entry "
                + at, PaletteArrangement.paste(sheet.palette(), at, rgb));
    }

    private void setPalette(String name, Palette after) {
        SpriteSheet sheet = model().sheet();
        if (after.equals(sheet.palette())) {
            throw new EditRejectedException("The palette already holds those colours.");
        }
        doc.perform(new SetPropertyEdit<>(name, sheet, SetPaletteEdit.PROPERTY, sheet.palette(), after,
                sheet::setPalette, Change.replaced(Part.PALETTE), false));
    }

    private SpriteSheet requirePalette() {
        SpriteSheet sheet = model().sheet();
        if (!sheet.hasPalette()) {
            throw new EditRejectedException("The sprite sheet has no palette.");
        }
        return sheet;
    }
}
