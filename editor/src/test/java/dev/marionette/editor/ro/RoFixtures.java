package dev.marionette.editor.ro;

import dev.marionette.editor.ro.canvas.CanvasScene;
import dev.marionette.editor.ro.canvas.SpriteCanvas;
import dev.marionette.editor.ro.render.PlacedLayer;
import dev.marionette.editor.testing.MemoryPreferences;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.demo.DemoCharacter;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.awt.Point;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Sprites for the sprite editor's tests: the built-in demo in memory or written as a file pair. */
public final class RoFixtures {

    private RoFixtures() {
    }

    /** A fresh demo document (0x205 ACT, 0x201 SPR), untitled. */
    public static SpriteDocument demo() {
        ActSprPair pair = DemoCharacter.create();
        return new SpriteDocument(pair.act(), pair.sheet(), null, null);
    }

    /** Writes the demo as {@code name.act} and {@code name.spr} in {@code dir}; returns the ACT. */
    public static Path writeDemo(Path dir, String name) throws IOException {
        ActSprPair pair = DemoCharacter.create();
        Files.write(dir.resolve(name + ".act"), ActWriter.toBytes(pair.act()));
        Files.write(dir.resolve(name + ".spr"), SprWriter.toBytes(pair.sheet()));
        return dir.resolve(name + ".act");
    }

    /** Settings kept in memory. */
    public static RoSettings settings() {
        return new RoSettings(new MemoryPreferences());
    }

    /**
     * A component point over a visible pixel that belongs to layer {@code index} of the frame shown (the
     * topmost layer there), or null when the layer shows none.
     */
    public static Point pointOnLayer(SpriteCanvas canvas, int index) {
        List<CanvasScene.Part> parts = canvas.parts();
        PlacedLayer layer = CanvasScene.editedPart(parts).orElseThrow().layers().stream()
                .filter(l -> l.index() == index).findFirst().orElse(null);
        if (layer == null) {
            return null;
        }
        var bounds = layer.bounds();
        for (int y = (int) Math.floor(bounds.getMinY()); y < bounds.getMaxY(); y++) {
            for (int x = (int) Math.floor(bounds.getMinX()); x < bounds.getMaxX(); x++) {
                if (canvas.scene().composition().driverLayerAt(canvas.state().action(), canvas.state().frame(),
                        x + 0.5, y + 0.5) == index) {
                    int cx = (int) Math.floor(canvas.viewport().toComponentX(x + 0.5));
                    int cy = (int) Math.floor(canvas.viewport().toComponentY(y + 0.5));
                    if (cx >= 0 && cy >= 0 && cx < canvas.getWidth() && cy < canvas.getHeight()) {
                        return new Point(cx, cy);
                    }
                }
            }
        }
        return null;
    }
}
