package dev.marionette.model.ro.edit;

import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.Part;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.SheetRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Puts the images of one block in a new order ("Move image"): image {@code i} of the new order is image
 * {@code order[i]} of the old. Layers follow their images, so every frame looks the same.
 */
public final class ReorderImagesEdit extends SheetImagesEdit {

    private static final long serialVersionUID = 1L;

    public ReorderImagesEdit(String name, ActSprPair model, int type, int[] order) {
        super(name, model, plan(model, type, order));
    }

    private static SheetPlan plan(ActSprPair model, int type, int[] order) {
        List<?> old = SheetRules.block(model.sheet(), type);
        if (order.length != old.size()) {
            throw new IllegalArgumentException("an order of " + order.length + " images for a block of " + old.size());
        }
        int[] newIndex = new int[old.size()];
        Arrays.fill(newIndex, -1);
        List<Object> block = new ArrayList<>();
        for (int i = 0; i < order.length; i++) {
            if (order[i] < 0 || order[i] >= old.size() || newIndex[order[i]] >= 0) {
                throw new IllegalArgumentException("not a permutation: index " + order[i]);
            }
            newIndex[order[i]] = i;
            block.add(old.get(order[i]));
        }
        return SheetPlan.ofBlock(model.sheet(), type, block,
                ref -> ref.type() == type ? new ImageRef(type, newIndex[ref.index()]) : ref,
                List.of(Change.moved(Part.SPRITE, type)));
    }
}
