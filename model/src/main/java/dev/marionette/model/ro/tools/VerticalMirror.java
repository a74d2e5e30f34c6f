package dev.marionette.model.ro.tools;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.SpriteSheet;

/**
 * Turns frames upside down about the horizontal line through the frame origin (y becomes −y), which ACT
 * layers can show without new images: a layer has only a horizontal mirror flag, and a vertical flip is that
 * flip turned half a turn. So each layer gets its mirror flag toggled, its turn {@code θ} becomes
 * {@code 180° − θ}, and its position {@code (x, y)} becomes {@code (x, −y + sy)} for an odd image height
 * ({@code sy} the vertical scale; {@code −y} for an even one), which puts every pixel exactly where the flip
 * sends it (the client centres odd heights half a pixel above the true centre). Anchors go to {@code (x, −y)}.
 * Applying it twice gives the frame back.
 */
public final class VerticalMirror {

    private VerticalMirror() {
    }

    /** Flips {@code frame} in place; returns how many layers could only be placed to the nearest pixel. */
    public static int flip(ActFrame frame, SpriteSheet sheet) {
        int approximate = 0;
        for (SpriteLayer layer : frame.layers()) {
            if (!flip(layer, sheet)) {
                approximate++;
            }
        }
        for (Anchor anchor : frame.anchors()) {
            anchor.setY(-anchor.y());
        }
        return approximate;
    }

    /** Flips one layer in place; false when its position had to be rounded. */
    public static boolean flip(SpriteLayer layer, SpriteSheet sheet) {
        int height = sheet.imageHeight(layer.spriteType(), layer.spriteIndex());
        double y = -layer.y() + (height > 0 && height % 2 != 0 ? layer.yScale() : 0);
        layer.setY((int) Math.round(y));
        layer.setMirrored(!layer.isMirrored());
        layer.setRotation(Math.floorMod(180 - layer.rotation(), 360));
        return y == Math.rint(y);
    }
}
