package dev.marionette.model.ro;

import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.SpriteSheet;

/**
 * The width and height a layer should store. ACT 0x205 stores them per layer and one renderer sizes sprites
 * from them, so edits keep them equal to the image's size (0&times;0 for empty layers), as the most widely
 * used editor does on save. Older versions store none, so a layer there holds 0&times;0, what a reader gives.
 */
public final class LayerSizing {

    private LayerSizing() {
    }

    /**
     * Sets {@code layer}'s size for a document of {@code actVersion} drawing from {@code sheet}. In 0x205, a
     * layer whose image is missing from the sheet keeps the size it has: there is nothing to derive it from.
     */
    public static void fit(int actVersion, SpriteSheet sheet, SpriteLayer layer) {
        if (!ActVersion.hasLayerSize(actVersion) || layer.isEmpty()) {
            layer.setWidth(0);
            layer.setHeight(0);
            return;
        }
        int width = sheet.imageWidth(layer.spriteType(), layer.spriteIndex());
        int height = sheet.imageHeight(layer.spriteType(), layer.spriteIndex());
        if (width >= 0 && height >= 0) {
            layer.setWidth(width);
            layer.setHeight(height);
        }
    }
}
