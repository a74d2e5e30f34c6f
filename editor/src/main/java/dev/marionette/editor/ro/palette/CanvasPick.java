package dev.marionette.editor.ro.palette;

import dev.marionette.editor.ro.canvas.CanvasScene;
import dev.marionette.editor.ro.canvas.SpriteCanvas;
import dev.marionette.render.ro.PlacedLayer;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import java.util.List;

/**
 * The palette entry under a point of the canvas: the index stored at that pixel of the topmost layer of the
 * edited sprite that draws there (mirrored, scaled and turned layers included), or, on an RGBA layer, the
 * entry holding exactly its colour. Only reads.
 */
final class CanvasPick {

    /**
     * What was found.
     *
     * @param entry   the palette entry, or -1
     * @param message what to tell the user
     */
    record Result(int entry, String message) {
    }

    private CanvasPick() {
    }

    /** The entry at model pixel ({@code x}, {@code y}) of the frame shown on {@code canvas}. */
    static Result at(SpriteCanvas canvas, int x, int y) {
        List<PlacedLayer> layers = CanvasScene.editedPart(canvas.parts()).map(CanvasScene.Part::layers)
                .orElse(List.of());
        SpriteSheet sheet = canvas.document().sheet();
        for (int i = layers.size() - 1; i >= 0; i--) {
            PlacedLayer placed = layers.get(i);
            if (!placed.covers(x + 0.5, y + 0.5)) {
                continue;
            }
            PlacedLayer.Point texel = placed.texelAt(x + 0.5, y + 0.5);
            SpriteLayer layer = placed.layer();
            if (layer.spriteType() == SpriteLayer.TYPE_INDEXED) {
                IndexedImage image = sheet.indexedImages().get(layer.spriteIndex());
                int entry = image.index(texel.x(), texel.y());
                return new Result(entry, "Picked entry " + entry + " (layer " + placed.index() + ", pixel "
                        + texel.x() + ", " + texel.y() + " of indexed image " + layer.spriteIndex() + ").");
            }
            RgbaImage image = sheet.rgbaImages().get(layer.spriteIndex());
            int argb = image.pixels()[texel.y() * image.width() + texel.x()];
            int entry = exact(sheet.palette(), argb & 0xFFFFFF);
            String colour = EntryFields.format(argb);
            return entry > 0 ? new Result(entry, "Picked entry " + entry + ", the colour " + colour + " of RGBA"
                    + " image " + layer.spriteIndex() + ".")
                    : new Result(-1, "The pixel is " + colour + " on RGBA image " + layer.spriteIndex()
                            + ", which no palette entry holds.");
        }
        return new Result(-1, "No layer of the sprite draws at that point.");
    }

    private static int exact(Palette palette, int rgb) {
        if (palette == null) {
            return -1;
        }
        for (int i = 1; i < Palette.SIZE; i++) {
            if ((palette.argb(i) & 0xFFFFFF) == rgb) {
                return i;
            }
        }
        return -1;
    }
}
