package dev.marionette.editor.ro.refs;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.LayerSizes;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.demo.ActTemplate;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.render.ro.ActSprite;
import dev.marionette.render.ro.PartRole;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reference figures drawn by Marionette itself (no game art): a grey mannequin body and head in the player
 * layout (104 actions with the official frame counts) whose anchors sit where official bodies and heads put
 * theirs, at the neck (0, {@value ActTemplate#NECK_Y}). A head or headgear being made can be checked against the body, and
 * a body against the head, before any real sprite is at hand.
 */
public final class BuiltInReferences {

    private static final Color FILL = new Color(150, 156, 170, 200);
    private static final Color EDGE = new Color(70, 74, 86, 230);

    private BuiltInReferences() {
    }

    /** The built-in references, each a new sprite. */
    public static List<Reference> all() {
        return List.of(body(), head());
    }

    /** A standing mannequin body, feet at the origin, neck anchor at (0, -56). */
    public static Reference body() {
        RgbaImage image = draw(25, 57, g -> {
            g.fill(new RoundRectangle2D.Double(4, 0, 17, 30, 8, 8));
            g.fill(new RoundRectangle2D.Double(5, 28, 6, 28, 4, 4));
            g.fill(new RoundRectangle2D.Double(14, 28, 6, 28, 4, 4));
            g.fill(new RoundRectangle2D.Double(0, 2, 5, 24, 4, 4));
            g.fill(new RoundRectangle2D.Double(20, 2, 5, 24, 4, 4));
        });
        // 57 rows from y = -56 to 0: the image centre is at -28 (odd height, see LayerTransform).
        return new Reference("Mannequin body", sprite(image, 0, -28), PartRole.BODY, false, true);
    }

    /** A round mannequin head whose anchor is at the neck, where official heads put it. */
    public static Reference head() {
        RgbaImage image = draw(23, 23, g -> {
            g.fill(new Ellipse2D.Double(0.5, 0.5, 21, 21));
            g.setColor(EDGE);
            g.fill(new Ellipse2D.Double(6, 9, 3, 3));
            g.fill(new Ellipse2D.Double(14, 9, 3, 3));
        });
        return new Reference("Mannequin head", sprite(image, 0, -69), PartRole.HEAD, true, true);
    }

    /**
     * The picture in every frame of the player layout with the official frame counts (idle and sit in three
     * head directions), each frame's anchor at the neck: the same actions as File &gt; New &gt; Player body, so a
     * head or headgear set up on the mannequin gets the frames it would on a real body.
     */
    private static ActSprite sprite(RgbaImage image, int x, int y) {
        SpriteSheet sheet = new SpriteSheet();
        sheet.rgbaImages().add(image);
        ActDocument act = mannequinAct();
        for (ActAnimation action : act.animations()) {
            for (ActFrame frame : action.frames()) {
                frame.layers().add(new SpriteLayer(x, y, 0, SpriteLayer.TYPE_RGBA));
            }
        }
        LayerSizes.syncWithSheet(act, sheet);
        return new ActSprite(act, sheet);
    }

    /** The mannequin's actions: the player body template, one anchor at the neck per frame. */
    public static ActDocument mannequinAct() {
        ActDocument act = ActTemplate.PLAYER_BODY.create().act();
        for (ActAnimation action : act.animations()) {
            for (ActFrame frame : action.frames()) {
                frame.anchors().clear();
                frame.anchors().add(new Anchor(0, ActTemplate.NECK_Y));
            }
        }
        return act;
    }

    private static RgbaImage draw(int width, int height, Consumer<Graphics2D> shape) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(FILL);
            g.setStroke(new BasicStroke(1));
            shape.accept(g);
        } finally {
            g.dispose();
        }
        return new RgbaImage(width, height, image.getRGB(0, 0, width, height, null, 0, width));
    }
}
