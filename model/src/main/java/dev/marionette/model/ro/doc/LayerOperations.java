package dev.marionette.model.ro.doc;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ActRules;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.model.ro.LayerSizing;
import dev.marionette.model.ro.SheetRules;
import dev.marionette.model.ro.edit.InsertLayersEdit;
import dev.marionette.model.ro.edit.LayerStateEdit;
import dev.marionette.model.ro.edit.MirrorLayersEdit;
import dev.marionette.model.ro.edit.MoveLayersEdit;
import dev.marionette.model.ro.edit.RemoveLayersEdit;
import dev.marionette.model.ro.edit.ReorderLayersEdit;
import dev.marionette.model.ro.edit.RotateLayersEdit;
import dev.marionette.model.ro.edit.ScaleLayersEdit;
import dev.marionette.model.ro.edit.SetLayerSpriteEdit;
import dev.marionette.model.ro.edit.TintLayersEdit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Layer commands: add, duplicate, delete, reorder, move, scale, rotate, mirror, tint and change sprite. Each
 * call is one undo step (selections spanning several frames included) and throws
 * {@link dev.marionette.model.doc.EditRejectedException} without changing anything when the format does not
 * allow it. Calls that would change nothing record nothing.
 */
public final class LayerOperations extends SpriteCommands {

    LayerOperations(SpriteDocument doc) {
        super(doc);
    }

    /** Adds a layer showing {@code image} (index -1: an empty one) on top of the frame, at (0, 0) with defaults. */
    public LayerRef addLayer(FrameRef frame, ImageRef image) {
        SheetRules.requireType(image.type());
        if (image.index() != SpriteLayer.EMPTY) {
            SheetRules.image(model().sheet(), image);
        }
        SpriteLayer layer = new SpriteLayer(0, 0, image.index(), image.type());
        return insertLayer(frame, ActRules.frame(model().act(), frame).layers().size(), layer);
    }

    /** Inserts a copy of {@code layer} at {@code index} of the frame; its stored size is fitted to its image. */
    public LayerRef insertLayer(FrameRef frame, int index, SpriteLayer layer) {
        SpriteLayer copy = layer.copy();
        LayerSizing.fit(model().act().version(), model().sheet(), copy);
        doc.perform(new InsertLayersEdit("Add layer", model(), frame, index, List.of(copy)));
        return frame.layer(index);
    }

    /** Deletes the layers (of one or several frames). */
    public void removeLayers(Collection<LayerRef> layers) {
        Map<FrameRef, TreeSet<Integer>> byFrame = Selections.layersByFrame(model().act(), layers);
        doc.compound(name("Delete", Selections.count(byFrame)), () -> {
            for (Map.Entry<FrameRef, TreeSet<Integer>> e : byFrame.entrySet()) {
                doc.perform(new RemoveLayersEdit(model(), e.getKey(), e.getValue()));
            }
        });
    }

    /**
     * Duplicates the layers: in each frame, copies of its selected layers go right above the topmost of them,
     * in their order. Returns the copies' places.
     */
    public List<LayerRef> duplicateLayers(Collection<LayerRef> layers) {
        Map<FrameRef, TreeSet<Integer>> byFrame = Selections.layersByFrame(model().act(), layers);
        String name = name("Duplicate", Selections.count(byFrame));
        List<LayerRef> copies = new ArrayList<>();
        doc.compound(name, () -> {
            for (Map.Entry<FrameRef, TreeSet<Integer>> e : byFrame.entrySet()) {
                ActFrame frame = ActRules.frame(model().act(), e.getKey());
                List<SpriteLayer> layerCopies = e.getValue().stream().map(i -> frame.layers().get(i).copy()).toList();
                int at = e.getValue().last() + 1;
                doc.perform(new InsertLayersEdit(name, model(), e.getKey(), at, layerCopies));
                for (int i = 0; i < layerCopies.size(); i++) {
                    copies.add(e.getKey().layer(at + i));
                }
            }
        });
        return copies;
    }

    /** Moves the layers (of one frame) one place up the drawing order. Returns their new places. */
    public List<LayerRef> bringForward(Collection<LayerRef> layers) {
        return reorder("Bring forward", layers, Reordering::forward);
    }

    /** Moves the layers (of one frame) one place down the drawing order. Returns their new places. */
    public List<LayerRef> sendBackward(Collection<LayerRef> layers) {
        return reorder("Send backward", layers, Reordering::backward);
    }

    /** Draws the layers (of one frame) last, over all others. */
    public List<LayerRef> bringToFront(Collection<LayerRef> layers) {
        return reorder("Bring to front", layers, (size, sel) -> Reordering.moveTo(size, sel, size));
    }

    /** Draws the layers (of one frame) first, under all others. */
    public List<LayerRef> sendToBack(Collection<LayerRef> layers) {
        return moveLayersTo(layers, 0);
    }

    /**
     * Takes the layers (of one frame) out and puts them back together, in their order, so the first is at
     * {@code index} of the frame's layer list. Returns their new places.
     */
    public List<LayerRef> moveLayersTo(Collection<LayerRef> layers, int index) {
        return reorder(layers.size() == 1 ? "Reorder layer" : "Reorder layers", layers,
                (size, sel) -> Reordering.moveTo(size, sel, index));
    }

    private List<LayerRef> reorder(String name, Collection<LayerRef> layers, Reordering.Rule rule) {
        FrameRef frame = Selections.singleFrame(model().act(), layers);
        TreeSet<Integer> selected = Selections.layersByFrame(model().act(), layers).get(frame);
        Reordering order = rule.order(ActRules.frame(model().act(), frame).layers().size(), selected);
        if (!order.isIdentity()) {
            doc.perform(new ReorderLayersEdit(name, model(), frame, order.order()));
        }
        return selected.stream().map(i -> frame.layer(order.newIndexOf(i))).toList();
    }

    /** Moves the layers by (dx, dy) pixels; repeated moves of the same layers merge into one step. */
    public void moveLayers(Collection<LayerRef> layers, int dx, int dy) {
        perform(new MoveLayersEdit(model(), layers, dx, dy));
    }

    /** Places one layer at (x, y); merges with other moves of it. */
    public void setLayerPosition(LayerRef layer, int x, int y) {
        SpriteLayer current = ActRules.layer(model().act(), layer);
        moveLayers(List.of(layer), ActRules.difference(x, current.x()), ActRules.difference(y, current.y()));
    }

    /** Sets the layers' scale (equal x and y before ACT 0x204). */
    public void scaleLayers(Collection<LayerRef> layers, float xScale, float yScale) {
        perform(new ScaleLayersEdit(model(), layers, xScale, yScale));
    }

    /** Turns the layers by {@code degrees} clockwise (negative: counter-clockwise). */
    public void rotateLayers(Collection<LayerRef> layers, int degrees) {
        perform(RotateLayersEdit.by(model(), layers, degrees));
    }

    /** Sets the layers' angle, normalised into [0, 360). */
    public void setLayerRotation(Collection<LayerRef> layers, int degrees) {
        perform(RotateLayersEdit.to(model(), layers, degrees));
    }

    /** Sets or clears the layers' mirror flag (a flip in place). */
    public void setLayersMirrored(Collection<LayerRef> layers, boolean mirrored) {
        perform(new MirrorLayersEdit(model(), layers, mirrored));
    }

    /** Sets the layers' tint, {@code 0xRRGGBBAA}. */
    public void tintLayers(Collection<LayerRef> layers, int rgba) {
        perform(new TintLayersEdit(model(), layers, rgba));
    }

    /** Points the layers at {@code image} (index -1: none). */
    public void setLayerSprite(Collection<LayerRef> layers, ImageRef image) {
        perform(new SetLayerSpriteEdit(model(), layers, image));
    }

    private void perform(LayerStateEdit edit) {
        if (!edit.isNoOp()) {
            doc.perform(edit);
        }
    }

    private static String name(String verb, int count) {
        return count == 1 ? verb + " layer" : verb + " " + count + " layers";
    }
}
