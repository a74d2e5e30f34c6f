package dev.marionette.model.testing;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActEvent;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.LayerSizes;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;

/**
 * ACT+SPR pairs built in code for edit tests: one animation in all 8 directions, with images of odd and even
 * widths in both blocks, a duplicate image, mirrored, rotated, scaled and empty layers, one anchor per frame,
 * two events, and a different interval per action.
 */
public final class SpriteFixtures {

    /** Widths of the indexed images: odd, even, odd, and image 3 equal to image 1. */
    public static final int[] INDEXED_WIDTHS = {3, 4, 5, 4};
    /** Widths of the RGBA images: odd, even. */
    public static final int[] RGBA_WIDTHS = {3, 2};

    private SpriteFixtures() {
    }

    /** ACT 0x205, SPR 0x201 with a palette. */
    public static ActSprPair eightDirections() {
        return new ActSprPair(act(), sheet());
    }

    /** The sheet: 4 indexed images (widths 3, 4, 5, 4; image 3 equals image 1) and 2 RGBA (3, 2). */
    public static SpriteSheet sheet() {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setVersion(SprVersion.V2_1);
        sheet.setPalette(SprFixtures.palette());
        sheet.indexedImages().add(indexed(3, 5, 1));
        sheet.indexedImages().add(indexed(4, 2, 7));
        sheet.indexedImages().add(indexed(5, 3, 40));
        sheet.indexedImages().add(indexed(4, 2, 7));
        sheet.rgbaImages().add(rgba(3, 2, 0x11));
        sheet.rgbaImages().add(rgba(2, 2, 0x70));
        return sheet;
    }

    /** An image whose pixels count up from {@code first}, with a transparent pixel 0. */
    public static IndexedImage indexed(int width, int height, int first) {
        byte[] pixels = new byte[width * height];
        for (int i = 1; i < pixels.length; i++) {
            pixels[i] = (byte) (first + i);
        }
        return new IndexedImage(width, height, pixels);
    }

    /** A translucent gradient with one fully transparent pixel. */
    public static RgbaImage rgba(int width, int height, int seed) {
        int[] argb = new int[width * height];
        for (int i = 1; i < argb.length; i++) {
            argb[i] = (0x80 + i) << 24 | (seed + i * 9) << 16 | (seed * 3) << 8 | i;
        }
        return new RgbaImage(width, height, argb);
    }

    private static ActDocument act() {
        ActDocument act = new ActDocument();
        act.setVersion(ActVersion.V2_5);
        act.events().add(ActEvent.of("atk"));
        act.events().add(ActEvent.of("hit.wav"));
        for (int a = 0; a < 8; a++) {
            ActAnimation action = new ActAnimation();
            action.setInterval(a + 1.5f);
            for (int f = 0; f < 2; f++) {
                action.frames().add(frame(a, f));
            }
            act.animations().add(action);
        }
        act.animations().get(0).frames().get(0).setEventId(0);
        act.animations().get(2).frames().get(1).setEventId(1);
        act.animations().get(3).frames().get(0).setEventId(1);
        LayerSizes.syncWithSheet(act, sheet());
        return act;
    }

    private static ActFrame frame(int a, int f) {
        ActFrame frame = new ActFrame();
        byte[] prefix = new byte[ActFrame.PREFIX_SIZE];
        prefix[0] = (byte) (a * 16 + f);
        frame.setPrefix(prefix);
        SpriteLayer body = new SpriteLayer(a * 3 - 7, -20 + f, (a + f) % 3, SpriteLayer.TYPE_INDEXED);
        body.setXScale(a == 5 ? 1.5f : 1f);
        body.setYScale(a == 5 ? 1.5f : 1f);
        SpriteLayer glow = new SpriteLayer(5 - a, -10, a % 2, SpriteLayer.TYPE_RGBA);
        glow.setMirrored(a % 2 == 1);
        glow.setRotation(30 * a);
        glow.setTint(0xFF, 0xFF, 0xFF, 0x80 + a);
        frame.layers().add(body);
        frame.layers().add(glow);
        frame.layers().add(new SpriteLayer(1, 2, SpriteLayer.EMPTY, SpriteLayer.TYPE_INDEXED));
        Anchor anchor = new Anchor(a - 2, -50 - f);
        anchor.setOpaque(new byte[] {0x78, 0x0B, 0x46, (byte) a});
        frame.anchors().add(anchor);
        return frame;
    }
}
