package dev.marionette.model.act;

import dev.marionette.model.spr.SpriteSheet;

/**
 * Keeps the width and height stored in layers (ACT 0x205) in step with the sprite sheet's images.
 *
 * <p>Renderers differ: most take the size from the image, but at least one sizes sprites from the stored
 * values, so the two should agree. Nothing here runs implicitly: a file's stored sizes are kept as read.
 */
public final class LayerSizes {

    private LayerSizes() {
    }

    /**
     * Sets every layer's width and height to the size of the image it shows, and 0&times;0 for empty layers.
     * Layers whose image is missing from the sheet are left unchanged.
     *
     * @return the number of layers whose size changed
     */
    public static int syncWithSheet(ActDocument document, SpriteSheet sheet) {
        int changed = 0;
        for (ActAnimation animation : document.animations()) {
            for (ActFrame frame : animation.frames()) {
                for (SpriteLayer layer : frame.layers()) {
                    changed += syncLayer(layer, sheet) ? 1 : 0;
                }
            }
        }
        return changed;
    }

    /**
     * Sets one layer's width and height to the size of the image it shows (0&times;0 when empty); a layer whose
     * image is missing is left unchanged.
     *
     * @return true when the size changed
     */
    public static boolean syncLayer(SpriteLayer layer, SpriteSheet sheet) {
        int w = expectedWidth(layer, sheet);
        int h = expectedHeight(layer, sheet);
        if (w < 0 || h < 0 || (layer.width() == w && layer.height() == h)) {
            return false;
        }
        layer.setWidth(w);
        layer.setHeight(h);
        return true;
    }

    /** The number of layers whose stored size differs from their image's (layers with missing images aside). */
    public static int countMismatches(ActDocument document, SpriteSheet sheet) {
        int mismatches = 0;
        for (ActAnimation animation : document.animations()) {
            for (ActFrame frame : animation.frames()) {
                for (SpriteLayer layer : frame.layers()) {
                    int w = expectedWidth(layer, sheet);
                    int h = expectedHeight(layer, sheet);
                    if (w >= 0 && h >= 0 && (layer.width() != w || layer.height() != h)) {
                        mismatches++;
                    }
                }
            }
        }
        return mismatches;
    }

    private static int expectedWidth(SpriteLayer layer, SpriteSheet sheet) {
        return layer.isEmpty() ? 0 : sheet.imageWidth(layer.spriteType(), layer.spriteIndex());
    }

    private static int expectedHeight(SpriteLayer layer, SpriteSheet sheet) {
        return layer.isEmpty() ? 0 : sheet.imageHeight(layer.spriteType(), layer.spriteIndex());
    }
}
