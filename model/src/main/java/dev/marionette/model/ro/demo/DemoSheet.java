package dev.marionette.model.ro.demo;

import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;

/** The demo character's sprite sheet and where each picture is in it. */
final class DemoSheet {

    /** RGBA image 0: the soft shadow. */
    static final int SHADOW = 0;
    /** RGBA image 1: the sparkle. */
    static final int SPARKLE = 1;

    private final SpriteSheet sheet = new SpriteSheet();
    private final int[][] bodies = new int[DemoView.values().length][DemoArt.Pose.values().length];
    private final int[][] heads = new int[DemoView.values().length][2];
    private final int[] hats = new int[DemoView.values().length];
    private final int wand;

    DemoSheet() {
        sheet.setVersion(SprVersion.V2_1);
        sheet.setPalette(DemoPalette.create());
        for (DemoView view : DemoView.values()) {
            for (DemoArt.Pose pose : DemoArt.Pose.values()) {
                bodies[view.ordinal()][pose.ordinal()] = add(DemoArt.body(view, pose));
            }
            heads[view.ordinal()][0] = add(DemoArt.head(view, false));
            // Seen from behind, closed eyes look like open ones: reuse the picture.
            heads[view.ordinal()][1] = view.showsFace() ? add(DemoArt.head(view, true)) : heads[view.ordinal()][0];
            hats[view.ordinal()] = add(DemoArt.hat(view));
        }
        wand = add(DemoArt.wand());
        sheet.rgbaImages().add(DemoArt.shadow());
        sheet.rgbaImages().add(DemoArt.sparkle());
    }

    SpriteSheet sheet() {
        return sheet;
    }

    int body(DemoView view, DemoArt.Pose pose) {
        return bodies[view.ordinal()][pose.ordinal()];
    }

    int head(DemoView view, boolean eyesClosed) {
        return heads[view.ordinal()][eyesClosed ? 1 : 0];
    }

    int hat(DemoView view) {
        return hats[view.ordinal()];
    }

    int wand() {
        return wand;
    }

    private int add(dev.marionette.model.spr.IndexedImage image) {
        sheet.indexedImages().add(image);
        return sheet.indexedImages().size() - 1;
    }
}
