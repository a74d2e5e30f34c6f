package dev.marionette.model.ro.demo;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import java.util.ArrayList;
import java.util.List;

/**
 * One pose of the demo character, described by a few knobs (bob, steps, wand angle, tint...) and turned into
 * an ACT frame for a view: shadow, body, head, hat and wand layers (the wand behind the body when the
 * character faces away), an optional sparkle, and one anchor at the neck where a real head or headgear
 * would attach. Builder-style and mutable; used only while the demo is built.
 */
final class DemoFigure {

    /** Model y of the neck anchor, and of the layers, when standing still. */
    private static final int NECK_Y = -17;
    private static final int BODY_Y = -9;
    private static final int HEAD_Y = -24;
    private static final int HAT_Y = -37;
    private static final int SHADOW_Y = -1;
    /** Pivot of the fall in the dying animation: between the feet. */
    private static final int PIVOT_Y = -2;
    /** Distance from the wand's grip to its image centre and to its star. */
    private static final double GRIP_TO_CENTRE = DemoArt.WAND_GRIP_ROW - 10.5;
    private static final double GRIP_TO_STAR = DemoArt.WAND_GRIP_ROW - 4.5;

    private DemoArt.Pose pose = DemoArt.Pose.STAND;
    private boolean eyesClosed;
    private int bodyDy;
    private int headDy;
    private int dx;
    private int wandAngle;
    private boolean handUp;
    private int tint = SpriteLayer.DEFAULT_TINT;
    private int sparkleScale;
    private int sparkleAlpha = 255;
    private int tilt;
    private int shadowAlpha = 255;
    private int eventId = ActFrame.NO_EVENT;

    static DemoFigure standing() {
        return new DemoFigure();
    }

    DemoFigure pose(DemoArt.Pose value) {
        this.pose = value;
        this.handUp = value == DemoArt.Pose.RAISE;
        return this;
    }

    DemoFigure eyesClosed() {
        this.eyesClosed = true;
        return this;
    }

    /** Moves the body (and everything on it) by {@code body}, the head and hat by {@code head} more. */
    DemoFigure bob(int body, int head) {
        this.bodyDy = body;
        this.headDy = head;
        return this;
    }

    DemoFigure shift(int x) {
        this.dx = x;
        return this;
    }

    /** Turns the wand clockwise about the hand. */
    DemoFigure wand(int degrees) {
        this.wandAngle = degrees;
        return this;
    }

    /** Tints the character (not its shadow), {@code 0xRRGGBBAA}. */
    DemoFigure tint(int rgba) {
        this.tint = rgba;
        return this;
    }

    /** Shows the sparkle at the wand's star, scaled and with this alpha. */
    DemoFigure sparkle(int scale, int alpha) {
        this.sparkleScale = scale;
        this.sparkleAlpha = alpha;
        return this;
    }

    /** Tips the whole character over clockwise about its feet. */
    DemoFigure tilt(int degrees) {
        this.tilt = degrees;
        return this;
    }

    DemoFigure shadowAlpha(int alpha) {
        this.shadowAlpha = alpha;
        return this;
    }

    DemoFigure event(int id) {
        this.eventId = id;
        return this;
    }

    /** The frame showing this pose from {@code view}. */
    ActFrame frame(DemoView view, DemoSheet sheet) {
        int bodyY = BODY_Y + bodyDy;
        SpriteLayer shadow = new SpriteLayer(dx, SHADOW_Y, DemoSheet.SHADOW, SpriteLayer.TYPE_RGBA);
        shadow.setTint(255, 255, 255, shadowAlpha);
        SpriteLayer body = indexed(sheet.body(view, pose), dx, bodyY);
        SpriteLayer head = indexed(sheet.head(view, eyesClosed), dx + view.headX, HEAD_Y + bodyDy + headDy);
        SpriteLayer hat = indexed(sheet.hat(view), dx + view.headX, HAT_Y + bodyDy + headDy);
        // The grip is where the hand is; the wand's image centre is above it, turned with the wand.
        double gripX = dx + view.wandX - 0.5;
        double gripY = view.wandY + bodyDy + (handUp ? -3 : 0) + GRIP_TO_CENTRE - 0.5;
        double angle = Math.toRadians(wandAngle);
        SpriteLayer wand = indexed(sheet.wand(),
                (int) Math.round(gripX + GRIP_TO_CENTRE * Math.sin(angle) + 0.5),
                (int) Math.round(gripY - GRIP_TO_CENTRE * Math.cos(angle) + 0.5));
        wand.setRotation(Math.floorMod(wandAngle, 360));

        List<SpriteLayer> character = new ArrayList<>();
        if (view.facesAway()) {
            character.add(wand);
        }
        character.add(body);
        character.add(head);
        character.add(hat);
        if (!view.facesAway()) {
            character.add(wand);
        }
        for (SpriteLayer layer : character) {
            layer.setTint(tint);
        }
        if (sparkleScale > 0) {
            double starX = gripX + GRIP_TO_STAR * Math.sin(angle);
            double starY = gripY - GRIP_TO_STAR * Math.cos(angle);
            SpriteLayer sparkle = new SpriteLayer((int) Math.round(starX + 0.5 * sparkleScale),
                    (int) Math.round(starY + 0.5 * sparkleScale), DemoSheet.SPARKLE, SpriteLayer.TYPE_RGBA);
            sparkle.setXScale(sparkleScale);
            sparkle.setYScale(sparkleScale);
            sparkle.setTint(255, 255, 255, sparkleAlpha);
            character.add(sparkle);
        }

        ActFrame frame = new ActFrame();
        frame.layers().add(shadow);
        Anchor neck = new Anchor(dx, NECK_Y + bodyDy);
        if (tilt != 0) {
            for (SpriteLayer layer : character) {
                tip(layer, sheet);
            }
            double[] p = turn(neck.x(), neck.y());
            neck = new Anchor((int) Math.round(p[0]), (int) Math.round(p[1]));
        }
        frame.layers().addAll(character);
        frame.anchors().add(neck);
        frame.setEventId(eventId);
        return frame;
    }

    /** Turns a layer about the feet: its true centre moves on the circle, the image turns with it. */
    private void tip(SpriteLayer layer, DemoSheet sheet) {
        int w = sheet.sheet().imageWidth(layer.spriteType(), layer.spriteIndex());
        int h = sheet.sheet().imageHeight(layer.spriteType(), layer.spriteIndex());
        double offX = w % 2 != 0 ? -0.5 * layer.xScale() : 0;
        double offY = h % 2 != 0 ? -0.5 * layer.yScale() : 0;
        double[] centre = turn(layer.x() + offX, layer.y() + offY);
        layer.setX((int) Math.round(centre[0] - offX));
        layer.setY((int) Math.round(centre[1] - offY));
        layer.setRotation(Math.floorMod(layer.rotation() + tilt, 360));
    }

    /** Point (x, y) turned clockwise by the tilt about the pivot between the feet. */
    private double[] turn(double x, double y) {
        double a = Math.toRadians(tilt);
        double rx = x - dx;
        double ry = y - PIVOT_Y;
        return new double[] {dx + rx * Math.cos(a) - ry * Math.sin(a), PIVOT_Y + rx * Math.sin(a) + ry * Math.cos(a)};
    }

    private static SpriteLayer indexed(int image, int x, int y) {
        return new SpriteLayer(x, y, image, SpriteLayer.TYPE_INDEXED);
    }
}
