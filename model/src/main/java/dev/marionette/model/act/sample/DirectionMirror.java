package dev.marionette.model.act.sample;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.SpriteSheet;

/**
 * Makes an eastern direction's frame from its western twin, as the official sprites store directions 5-7
 * (act-spr.md section 1.3): the picture mirrored about x = 0.
 *
 * <p>Mirroring is a UV flip in place about the image's true centre (section 3), which sits half a pixel
 * left of the layer position for odd widths; so a layer at x with an odd width w (scale s) mirrors to
 * {@code -x + s}, an even one to {@code -x}. The flag is toggled and the rotation reversed. Anchors go to
 * {@code 1 - x}, as in the official body and head files; only differences between anchors matter, so parts
 * drawn the same way still meet.
 */
final class DirectionMirror {

    private DirectionMirror() {
    }

    /** The mirror image of {@code frame}, whose layers draw from {@code sheet}. */
    static ActFrame mirror(ActFrame frame, SpriteSheet sheet) {
        ActFrame mirrored = frame.copy();
        for (SpriteLayer layer : mirrored.layers()) {
            if (layer.isEmpty()) {
                layer.setX(-layer.x());
                continue;
            }
            int width = sheet.imageWidth(layer.spriteType(), layer.spriteIndex());
            float scale = layer.xScale();
            if (width % 2 != 0 && scale != Math.rint(scale)) {
                throw new IllegalArgumentException("an odd-width layer scaled by " + scale
                        + " has no whole-pixel mirror position: " + layer);
            }
            layer.setX(-layer.x() + (width % 2 != 0 ? Math.round(scale) : 0));
            layer.setMirrored(!layer.isMirrored());
            layer.setRotation(Math.floorMod(-layer.rotation(), 360));
        }
        for (Anchor anchor : mirrored.anchors()) {
            anchor.setX(1 - anchor.x());
        }
        return mirrored;
    }
}
