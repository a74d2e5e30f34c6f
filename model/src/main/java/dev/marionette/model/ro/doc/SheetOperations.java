package dev.marionette.model.ro.doc;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.SheetRules;
import dev.marionette.model.ro.edit.AddImagesEdit;
import dev.marionette.model.ro.edit.ConvertImageEdit;
import dev.marionette.model.ro.edit.RemoveImagesEdit;
import dev.marionette.model.ro.edit.ReorderImagesEdit;
import dev.marionette.model.ro.edit.ReplaceImageEdit;
import dev.marionette.model.ro.edit.SetPaletteColorEdit;
import dev.marionette.model.ro.edit.SetLayersEdit;
import dev.marionette.model.ro.edit.SetPaletteEdit;
import dev.marionette.model.ro.pixel.PixelBuffer;
import dev.marionette.model.ro.tools.LayerPlacement;
import dev.marionette.model.spr.Palette;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Sprite sheet commands: add, delete, reorder, replace and convert images, and edit the palette. Layers follow
 * the images they show (see {@link dev.marionette.model.ro.edit.SheetImagesEdit}): a layer whose image is
 * deleted becomes an empty layer that keeps its other fields. Each call is one undo step.
 */
public final class SheetOperations extends SpriteCommands {

    SheetOperations(SpriteDocument doc) {
        super(doc);
    }

    /** Adds an {@link dev.marionette.model.spr.IndexedImage} or {@link dev.marionette.model.spr.RgbaImage} at the end of its block. */
    public ImageRef addImage(Object image) {
        int type = SheetRules.typeOf(image);
        return insertImages(type, SheetRules.block(model().sheet(), type).size(), List.of(image)).get(0);
    }

    /** Inserts images of one kind at {@code index} of block {@code type}. Returns their places. */
    public List<ImageRef> insertImages(int type, int index, List<?> images) {
        String name = images.size() == 1 ? "Add image" : "Add " + images.size() + " images";
        doc.perform(new AddImagesEdit(name, model(), type, index, images));
        List<ImageRef> refs = new ArrayList<>();
        for (int i = 0; i < images.size(); i++) {
            refs.add(new ImageRef(type, index + i));
        }
        return refs;
    }

    /** Deletes images of block {@code type}; layers showing them become empty layers. */
    public void removeImages(int type, Collection<Integer> indexes) {
        Selections.requireSome(indexes, "image");
        doc.perform(new RemoveImagesEdit(model(), type, indexes));
    }

    /**
     * Takes the images out of block {@code type} and puts them back together, in their order, so the first is
     * at {@code index}. Layers follow. Returns their new places.
     */
    public List<ImageRef> moveImagesTo(int type, Collection<Integer> indexes, int index) {
        Selections.requireSome(indexes, "image");
        TreeSet<Integer> selected = new TreeSet<>(indexes);
        for (int i : selected) {
            SheetRules.image(model().sheet(), new ImageRef(type, i));
        }
        Reordering order = Reordering.moveTo(SheetRules.block(model().sheet(), type).size(), selected, index);
        if (!order.isIdentity()) {
            String name = selected.size() == 1 ? "Move image" : "Move " + selected.size() + " images";
            doc.perform(new ReorderImagesEdit(name, model(), type, order.order()));
        }
        return selected.stream().map(i -> new ImageRef(type, order.newIndexOf(i))).toList();
    }

    /** Replaces the image at {@code ref} with another of the same kind. */
    public void replaceImage(ImageRef ref, Object image) {
        if (!SheetRules.image(model().sheet(), ref).equals(image)) {
            doc.perform(new ReplaceImageEdit(model(), ref, image));
        }
    }

    /**
     * Puts the pixel editor's result in place of the image at {@code ref} as one undo step named {@code name}
     * ("Pencil on indexed image 3"); the image may change size (canvas resize, quarter turn), and layers in ACT
     * 0x205 store the new size. Nothing happens when the pixels are the same. Undo restores the image as it was,
     * the bytes it was read from included.
     */
    public void editPixels(String name, ImageRef ref, Object image) {
        if (!SheetRules.image(model().sheet(), ref).equals(image)) {
            doc.perform(new ReplaceImageEdit(name, model(), ref, image));
        }
    }

    /**
     * {@link #editPixels} for a new canvas: the new image's top-left pixel is pixel ({@code left}, {@code top})
     * of the old one (negative where the canvas grew left or up), and every layer showing the image moves so the
     * picture stays where it was on screen, as trimming does (exactly at scale 1 and right angles, to the
     * nearest pixel otherwise). One undo step.
     */
    public void resizeCanvas(String name, ImageRef ref, Object image, int left, int top) {
        Object old = SheetRules.image(model().sheet(), ref);
        if (old.equals(image)) {
            return;
        }
        PixelBuffer before = PixelBuffer.of(old);
        PixelBuffer after = PixelBuffer.of(image);
        Map<LayerRef, SpriteLayer> moved = new LinkedHashMap<>();
        LayerRef.forEach(model().act(), (place, layer) -> {
            if (layer.isEmpty() || !ImageRef.of(layer).equals(ref)) {
                return;
            }
            LayerPlacement.Result at = LayerPlacement.moved(layer, before.width(), before.height(), after.width(),
                    after.height(), left, top);
            if (at.x() != layer.x() || at.y() != layer.y()) {
                SpriteLayer copy = layer.copy();
                copy.setX(at.x());
                copy.setY(at.y());
                moved.put(place, copy);
            }
        });
        doc.compound(name, () -> {
            doc.perform(new ReplaceImageEdit(name, model(), ref, image));
            if (!moved.isEmpty()) {
                doc.perform(new SetLayersEdit(name, model(), moved));
            }
        });
    }

    /** Converts the image to the other kind, moving it to the end of the other block. Returns its new place. */
    public ImageRef convertImage(ImageRef ref) {
        SheetRules.image(model().sheet(), ref);
        int otherType = 1 - ref.type();
        int newIndex = SheetRules.block(model().sheet(), otherType).size();
        doc.perform(new ConvertImageEdit(model(), ref));
        return new ImageRef(otherType, newIndex);
    }

    /** Sets palette entry {@code entry} to {@code 0xRRGGBB}; consecutive changes of one entry merge. */
    public void setPaletteColor(int entry, int rgb) {
        SetPaletteColorEdit edit = new SetPaletteColorEdit(model(), entry, rgb);
        if (!edit.before().equals(edit.after())) {
            doc.perform(edit);
        }
    }

    /** Replaces the whole palette. */
    public void setPalette(Palette palette) {
        if (!palette.equals(model().sheet().palette())) {
            doc.perform(new SetPaletteEdit(model(), palette));
        }
    }
}
