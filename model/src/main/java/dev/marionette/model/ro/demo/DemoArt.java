package dev.marionette.model.ro.demo;

import static dev.marionette.model.ro.demo.DemoPalette.BOOTS;
import static dev.marionette.model.ro.demo.DemoPalette.CHEEK;
import static dev.marionette.model.ro.demo.DemoPalette.CREAM;
import static dev.marionette.model.ro.demo.DemoPalette.GOLD;
import static dev.marionette.model.ro.demo.DemoPalette.HAT;
import static dev.marionette.model.ro.demo.DemoPalette.OUTLINE;
import static dev.marionette.model.ro.demo.DemoPalette.ROBE;
import static dev.marionette.model.ro.demo.DemoPalette.SKIN;
import static dev.marionette.model.ro.demo.DemoPalette.WHITE;
import static dev.marionette.model.ro.demo.DemoPalette.WOOD;

import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;

/**
 * The demo character's pixel art, drawn in code (no game art): a little round wizard in a teal robe with a
 * purple hat and a star wand, plus two RGBA images with soft alpha (a shadow and a sparkle).
 *
 * <p>Every image has both sides odd, so that quarter turns and the rotations the demo uses never put a pixel
 * centre exactly on a texel edge: the eastern directions then render as exact mirrors of the western ones.
 */
final class DemoArt {

    /** Body poses. */
    enum Pose { STAND, STEP_A, STEP_B, RAISE }

    static final int BODY_W = 21;
    static final int BODY_H = 17;
    static final int HEAD_W = 23;
    static final int HEAD_H = 21;
    static final int HAT_W = 23;
    static final int HAT_H = 17;

    private DemoArt() {
    }

    /** The robed body with arms and boots, seen from {@code view}. */
    static IndexedImage body(DemoView view, Pose pose) {
        PixelCanvas c = new PixelCanvas(BODY_W, BODY_H);
        double cx = BODY_W / 2.0;
        double armY = pose == Pose.RAISE ? 6 : 9;
        // Arms that are behind the robe first.
        switch (view) {
            case FRONT, BACK -> {
                arm(c, cx - 7.2, view == DemoView.FRONT ? armY : 9);
                arm(c, cx + 7.2, view == DemoView.BACK ? armY : 9);
            }
            case FRONT_SIDE -> arm(c, cx + 6.6, 9);
            case BACK_SIDE -> arm(c, cx - 6.6, 9);
            case SIDE -> { }
        }
        // Boots: the far one first.
        double[] feet = feet(view, pose);
        boot(c, feet[2], feet[3]);
        c.shadedEllipse(cx, 8, 7, 6, ROBE);
        c.ringEllipse(cx, 8, 7, 6, OUTLINE);
        switch (view) {
            case FRONT -> {
                c.fillEllipse(cx, 10, 3.6, 3.4, CREAM);
                c.set(10, 5, GOLD.base());
                c.set(10, 7, GOLD.base());
            }
            case FRONT_SIDE -> c.fillEllipse(cx - 2.6, 10, 3.0, 3.2, CREAM);
            case SIDE -> c.fillEllipse(cx - 5.0, 10, 1.6, 3.0, CREAM);
            case BACK_SIDE -> tail(c, cx + 4.5, 11);
            case BACK -> tail(c, cx, 11.5);
        }
        boot(c, feet[0], feet[1]);
        // Arms in front of the robe.
        switch (view) {
            case FRONT_SIDE -> arm(c, cx - 6.8, armY);
            case SIDE -> arm(c, cx - 1.0, armY + 0.5);
            case BACK_SIDE -> arm(c, cx + 6.6, armY);
            default -> { }
        }
        c.outline(OUTLINE);
        return c.toImage();
    }

    /** Positions of the near and far boot: {nearX, nearY, farX, farY}. */
    private static double[] feet(DemoView view, Pose pose) {
        double cx = BODY_W / 2.0;
        double y = 14.2;
        boolean profile = view == DemoView.SIDE || view == DemoView.FRONT_SIDE || view == DemoView.BACK_SIDE;
        if (profile) {
            // Seen from the side a step spreads the feet along the walking direction (to the left).
            double spread = pose == Pose.STEP_A ? 2 : pose == Pose.STEP_B ? -2 : 0;
            return new double[] {cx - 3.0 - spread, y, cx + 2.5 + spread, y - 0.5};
        }
        double liftLeft = pose == Pose.STEP_A ? 1.5 : 0;
        double liftRight = pose == Pose.STEP_B ? 1.5 : 0;
        return new double[] {cx - 3.6, y - liftLeft, cx + 3.6, y - liftRight};
    }

    private static void arm(PixelCanvas c, double x, double y) {
        c.shadedEllipse(x, y, 2.3, 2.6, ROBE);
        c.ringEllipse(x, y, 2.3, 2.6, OUTLINE);
        c.set((int) Math.floor(x), (int) Math.floor(y + 1.5), DemoPalette.SKIN.base());
    }

    private static void boot(PixelCanvas c, double x, double y) {
        c.shadedEllipse(x, y, 2.9, 2.0, BOOTS);
        c.ringEllipse(x, y, 2.9, 2.0, OUTLINE);
    }

    private static void tail(PixelCanvas c, double x, double y) {
        c.shadedEllipse(x, y, 2.0, 2.0, new DemoPalette.Ramp(WHITE, CREAM, SKIN.dark()));
    }

    /** The round head, with a face unless seen from behind; {@code eyesClosed} draws blinking eyes. */
    static IndexedImage head(DemoView view, boolean eyesClosed) {
        PixelCanvas c = new PixelCanvas(HEAD_W, HEAD_H);
        double cx = HEAD_W / 2.0;
        c.shadedEllipse(cx, 11, 9.6, 8.6, SKIN);
        switch (view) {
            case FRONT -> {
                eye(c, cx - 3.5, eyesClosed);
                eye(c, cx + 3.5, eyesClosed);
                c.fillEllipse(cx - 6.2, 14.5, 1.7, 1.1, CHEEK);
                c.fillEllipse(cx + 6.2, 14.5, 1.7, 1.1, CHEEK);
                mouth(c, 11);
            }
            case FRONT_SIDE -> {
                eye(c, cx - 5.5, eyesClosed);
                eye(c, cx + 1.0, eyesClosed);
                c.fillEllipse(cx - 8.0, 14.5, 1.2, 1.1, CHEEK);
                c.fillEllipse(cx + 3.8, 14.5, 1.7, 1.1, CHEEK);
                mouth(c, 8);
            }
            case SIDE -> {
                eye(c, cx - 6.5, eyesClosed);
                c.fillEllipse(cx - 4.3, 14.5, 1.7, 1.1, CHEEK);
                c.set(2, 15, OUTLINE);
            }
            case BACK_SIDE, BACK -> c.ringEllipse(view == DemoView.BACK ? cx : cx + 2, 14, 3.0, 2.0, SKIN.dark());
        }
        c.outline(OUTLINE);
        return c.toImage();
    }

    private static void eye(PixelCanvas c, double x, boolean closed) {
        if (closed) {
            int left = (int) Math.floor(x - 1.5);
            c.line(left, 12, left + 2, 12, OUTLINE);
            return;
        }
        c.fillEllipse(x, 11.5, 1.2, 1.9, OUTLINE);
        c.set((int) Math.floor(x - 0.5), 10, WHITE);
    }

    private static void mouth(PixelCanvas c, int left) {
        c.set(left, 15, OUTLINE);
        c.set(left + 1, 16, OUTLINE);
        c.set(left + 2, 15, OUTLINE);
    }

    /** The pointed hat; its tip leans the way the character looks. */
    static IndexedImage hat(DemoView view) {
        PixelCanvas c = new PixelCanvas(HAT_W, HAT_H);
        double cx = HAT_W / 2.0;
        double tipX = switch (view) {
            case FRONT, BACK -> cx;
            case FRONT_SIDE, BACK_SIDE -> cx - 2.5;
            case SIDE -> cx - 4.5;
        };
        c.shadedEllipse(cx, 13.5, 10.6, 2.6, HAT);
        c.ringEllipse(cx, 13.5, 10.6, 2.6, OUTLINE);
        c.fillTaper(tipX, 1, 0.6, cx, 13, 6.5, HAT);
        c.fillTaper(cx - 0.6, 10, 6.0, cx, 12.5, 6.6, GOLD);
        if (view.showsFace()) {
            int starX = (int) Math.floor(view == DemoView.FRONT ? cx : cx - 2.5);
            c.set(starX, 6, GOLD.base());
            c.set(starX - 1, 7, GOLD.base());
            c.set(starX, 7, WHITE);
            c.set(starX + 1, 7, GOLD.base());
            c.set(starX, 8, GOLD.base());
        }
        c.outline(OUTLINE);
        return c.toImage();
    }

    /** The star wand, upright; the hand holds it at image row {@link #WAND_GRIP_ROW}. */
    static IndexedImage wand() {
        PixelCanvas c = new PixelCanvas(7, 21);
        c.line(3, 7, 3, 19, WOOD);
        c.line(4, 9, 4, 19, BOOTS.dark());
        for (int y = 0; y < 21; y++) {
            for (int x = 0; x < 7; x++) {
                if (Math.abs(x + 0.5 - 3.5) + Math.abs(y + 0.5 - 4.5) <= 2.6) {
                    c.set(x, y, GOLD.base());
                }
            }
        }
        c.set(3, 3, WHITE);
        c.set(4, 5, GOLD.dark());
        c.outline(OUTLINE);
        return c.toImage();
    }

    /** A small red potion in a glass bottle with a cork, the item template's placeholder (24 x 24). */
    static IndexedImage potion() {
        PixelCanvas c = new PixelCanvas(24, 24);
        c.fillEllipse(12, 15, 7.5, 7.0, DemoPalette.GLASS);
        c.fillRect(9, 4, 6, 6, DemoPalette.GLASS);
        c.shadedEllipse(12, 16, 6.4, 5.6, DemoPalette.POTION);
        c.fillRect(9, 1, 6, 3, DemoPalette.CORK);
        c.set(8, 12, WHITE);
        c.set(8, 13, WHITE);
        c.set(9, 11, WHITE);
        c.outline(OUTLINE);
        return c.toImage();
    }

    /** Image row where the hand holds the wand. */
    static final double WAND_GRIP_ROW = 15.5;

    /** A soft shadow: a dark ellipse whose alpha fades to the edge. */
    static RgbaImage shadow() {
        int w = 21;
        int h = 7;
        int[] argb = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double nx = (x + 0.5 - w / 2.0) / (w / 2.0);
                double ny = (y + 0.5 - h / 2.0) / (h / 2.0);
                double d = nx * nx + ny * ny;
                int alpha = d >= 1 ? 0 : (int) Math.round(120 * Math.pow(1 - d, 0.8));
                argb[y * w + x] = alpha << 24 | 0x2B1E3A;
            }
        }
        return new RgbaImage(w, h, argb);
    }

    /** A four-pointed sparkle in a warm glow, for the wand's strike. */
    static RgbaImage sparkle() {
        int size = 15;
        double c = size / 2.0;
        int[] argb = new int[size * size];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                double dx = Math.abs(x + 0.5 - c);
                double dy = Math.abs(y + 0.5 - c);
                double r = Math.hypot(dx, dy);
                double glow = Math.max(0, 1 - r / 7.0);
                boolean ray = (dx < 1 && dy < 7 - 1.5 * dx) || (dy < 1 && dx < 7 - 1.5 * dy);
                int alpha = ray ? 255 : (int) Math.round(190 * glow * glow);
                int rgb = ray ? 0xFFFBE0 : 0xFFD66B;
                argb[y * size + x] = alpha << 24 | rgb;
            }
        }
        return new RgbaImage(size, size, argb);
    }
}
