package dev.marionette.editor.ro;

import dev.marionette.editor.ro.canvas.CanvasScene;
import dev.marionette.editor.ro.canvas.SpriteCanvas;
import dev.marionette.editor.ro.shared.RoSettings;
import dev.marionette.editor.testing.MemoryPreferences;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.LayerSizes;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.demo.ActTemplate;
import dev.marionette.model.ro.demo.DemoCharacter;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.ro.layout.Direction;
import dev.marionette.model.ro.layout.PlayerAnimation;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.render.ro.PlacedLayer;
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

    /** The player-layout parts {@link #playerPart} builds, drawn as official files draw them. */
    public enum PlayerPart {
        /** One layer about the waist in every frame, anchored at the neck. */
        BODY,
        /** Every frame an empty layer, then the head above the neck; anchored. */
        HEAD,
        /** One layer well above the neck in every frame; anchored. */
        HEADGEAR,
        /**
         * A weapon as {@code 초보자_남_1207} is made: drawn in standby and the attacks only, anchored there only;
         * every other frame holds just an empty layer and no anchor.
         */
        WEAPON_ANCHORED_ON_ATTACKS,
        /** A weapon without any anchor (as most are), drawn in standby and the attacks only. */
        WEAPON
    }

    /**
     * A 104-action player sprite of {@code part} with the official frame counts, drawing one 4x4 indexed
     * square: content only, named by nothing.
     */
    public static ActSprPair playerPart(PlayerPart part) {
        ActSprPair pair = ActTemplate.PLAYER_BODY.create();
        byte[] pixels = new byte[16];
        java.util.Arrays.fill(pixels, (byte) 1);
        pair.sheet().indexedImages().add(new IndexedImage(4, 4, pixels));
        List<ActAnimation> actions = pair.act().animations();
        for (int a = 0; a < actions.size(); a++) {
            int animation = Direction.animationOf(a);
            boolean attack = animation == PlayerAnimation.STANDBY.ordinal()
                    || animation == PlayerAnimation.ATTACK_1.ordinal()
                    || animation == PlayerAnimation.ATTACK_2.ordinal()
                    || animation == PlayerAnimation.ATTACK_3.ordinal();
            for (ActFrame frame : actions.get(a).frames()) {
                switch (part) {
                    case BODY -> frame.layers().add(new SpriteLayer(0, -25, 0, SpriteLayer.TYPE_INDEXED));
                    case HEAD -> {
                        frame.layers().add(new SpriteLayer(0, 0, SpriteLayer.EMPTY, SpriteLayer.TYPE_INDEXED));
                        frame.layers().add(new SpriteLayer(0, -70, 0, SpriteLayer.TYPE_INDEXED));
                    }
                    case HEADGEAR -> frame.layers().add(new SpriteLayer(0, -80, 0, SpriteLayer.TYPE_INDEXED));
                    case WEAPON, WEAPON_ANCHORED_ON_ATTACKS -> {
                        frame.layers().add(attack ? new SpriteLayer(12, -30, 0, SpriteLayer.TYPE_INDEXED)
                                : new SpriteLayer(0, 0, SpriteLayer.EMPTY, SpriteLayer.TYPE_INDEXED));
                        if (!attack || part == PlayerPart.WEAPON) {
                            frame.anchors().clear();
                        }
                    }
                }
            }
        }
        LayerSizes.syncWithSheet(pair.act(), pair.sheet());
        return pair;
    }

    /** Writes {@code pair} as {@code file} (an ACT) and the SPR beside it, making the folders; returns the ACT. */
    public static Path write(ActSprPair pair, Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, ActWriter.toBytes(pair.act()));
        String name = file.getFileName().toString();
        Files.write(file.resolveSibling(name.substring(0, name.lastIndexOf('.')) + ".spr"),
                SprWriter.toBytes(pair.sheet()));
        return file;
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
