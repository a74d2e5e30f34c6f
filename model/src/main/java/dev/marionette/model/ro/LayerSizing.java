package dev.marionette.model.ro;

import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.LayerSizes;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.SpriteSheet;

/**
 * The width and height a layer should store. ACT 0x205 stores them per layer and one renderer sizes sprites
 * from them, so edits keep them equal to the image's size (0&times;0 for empty layers), as the most widely
 * used editor does on save ({@link LayerSizes}). Older versions store none, so a layer there holds 0&times;0,
 * what a reader gives.
 */
public final class LayerSizing {

    private LayerSizing() {
    }

    /**
     * Sets {@code layer}'s size for a document of {@code actVersion} drawing from {@code sheet}. In 0x205, a
     * layer whose image is missing from the sheet keeps the size it has: there is nothing to derive it from.
     */
    public static void fit(int actVersion, SpriteSheet sheet, SpriteLayer layer) {
        if (ActVersion.hasLayerSize(actVersion)) {
            LayerSizes.syncLayer(layer, sheet);
        } else {
            layer.setWidth(0);
            layer.setHeight(0);
        }
    }
}
