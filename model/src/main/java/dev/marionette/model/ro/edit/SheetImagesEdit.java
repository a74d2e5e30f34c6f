package dev.marionette.model.ro.edit;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEdit;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.LayerSizing;
import dev.marionette.model.ro.SheetRules;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Changes the sheet's image lists (add, remove, reorder, replace, convert) and makes the layers follow, as one
 * step. Layers address images by block and index, so after the lists change:
 * <ul>
 * <li>a layer showing an image that moved (to another index or block) points at its new place;</li>
 * <li>a layer showing a removed image becomes an empty layer (sprite -1), keeping its position, tint, scale,
 *     rotation, mirror flag and sprite type, so putting an image back in it restores the look; in ACT 0x205
 *     its stored size becomes 0&times;0 as for every empty layer;</li>
 * <li>in ACT 0x205, a layer whose image was replaced or moved stores the new image's size.</li>
 * </ul>
 * Layers that show nothing, or an image the sheet does not have (kept as read), are left alone.
 *
 * <p>Changes: the {@link dev.marionette.model.doc.Part#SPRITE} changes of the subclass, then a layer
 * "sprite" property change per layer that follows. {@link #memoryCost()} counts the pixels of every image that
 * only one side of the edit holds (removed, added or replaced images are kept alive by the history).
 */
public abstract class SheetImagesEdit extends DocumentEdit {

    private static final long serialVersionUID = 1L;

    private final transient SpriteSheet sheet;
    private final transient List<IndexedImage> indexedBefore;
    private final transient List<RgbaImage> rgbaBefore;
    private final transient SheetPlan plan;
    private final transient LayerSnapshots layers = new LayerSnapshots();
    private final long pixelBytes;

    protected SheetImagesEdit(String name, ActSprPair model, SheetPlan plan) {
        super(name);
        this.sheet = model.sheet();
        this.indexedBefore = List.copyOf(sheet.indexedImages());
        this.rgbaBefore = List.copyOf(sheet.rgbaImages());
        this.plan = plan;
        followImages(model);
        this.pixelBytes = pixelsHeldByOneSide();
    }

    private void followImages(ActSprPair model) {
        SpriteSheet after = sheet.copy();
        after.indexedImages().clear();
        after.indexedImages().addAll(plan.indexed());
        after.rgbaImages().clear();
        after.rgbaImages().addAll(plan.rgba());
        int version = model.act().version();
        LayerRef.forEach(model.act(), (place, layer) -> {
            SpriteLayer value = follow(layer, after, version);
            if (value != null) {
                layers.add(layer, value, place.path(), SetLayerSpriteEdit.PROPERTY);
            }
        });
    }

    /** The layer's new value, or null when it does not change. */
    private SpriteLayer follow(SpriteLayer layer, SpriteSheet after, int version) {
        if (layer.isEmpty()) {
            return null;
        }
        ImageRef old = ImageRef.of(layer);
        Object oldImage = image(sheet, old);
        if (oldImage == null) {
            return null;
        }
        ImageRef now = plan.remap().apply(old);
        SpriteLayer value = layer.copy();
        if (now == null) {
            value.setSpriteIndex(SpriteLayer.EMPTY);
        } else {
            value.setSpriteType(now.type());
            value.setSpriteIndex(now.index());
        }
        if (now == null || image(after, now) != oldImage) {
            LayerSizing.fit(version, after, value);
        }
        ActRules.requireStorable(version, value);
        return value.equals(layer) ? null : value;
    }

    private static Object image(SpriteSheet sheet, ImageRef ref) {
        List<?> block = ref.type() == SpriteLayer.TYPE_INDEXED ? sheet.indexedImages()
                : ref.type() == SpriteLayer.TYPE_RGBA ? sheet.rgbaImages() : List.of();
        return ref.index() >= 0 && ref.index() < block.size() ? block.get(ref.index()) : null;
    }

    private long pixelsHeldByOneSide() {
        Set<Object> before = identitySet(indexedBefore, rgbaBefore);
        Set<Object> after = identitySet(plan.indexed(), plan.rgba());
        long sum = 0;
        for (Object image : before) {
            sum += after.contains(image) ? 0 : SheetRules.pixelBytes(image);
        }
        for (Object image : after) {
            sum += before.contains(image) ? 0 : SheetRules.pixelBytes(image);
        }
        return sum;
    }

    private static Set<Object> identitySet(List<?> indexed, List<?> rgba) {
        Set<Object> set = Collections.newSetFromMap(new IdentityHashMap<>());
        set.addAll(indexed);
        set.addAll(rgba);
        return set;
    }

    /** How many layers follow the images. */
    public int followingLayers() {
        return layers.size();
    }

    @Override
    protected void apply() {
        replace(plan.indexed(), plan.rgba());
        layers.applyAfter();
    }

    @Override
    protected void revert() {
        replace(indexedBefore, rgbaBefore);
        layers.applyBefore();
    }

    private void replace(List<IndexedImage> indexed, List<RgbaImage> rgba) {
        sheet.indexedImages().clear();
        sheet.indexedImages().addAll(indexed);
        sheet.rgbaImages().clear();
        sheet.rgbaImages().addAll(rgba);
    }

    @Override
    public List<Change> changes() {
        List<Change> changes = new ArrayList<>(plan.changes());
        changes.addAll(layers.changes());
        return changes;
    }

    @Override
    public long memoryCost() {
        return SMALL_EDIT_BYTES + pixelBytes + layers.memoryCost()
                + 8L * (indexedBefore.size() + rgbaBefore.size() + plan.indexed().size() + plan.rgba().size());
    }
}
