package dev.marionette.model.ro.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.SpriteSheet;
import dev.marionette.model.testing.SpriteFixtures;
import org.junit.jupiter.api.Test;

/**
 * Golden pixels of the tools that redraw frames: merging layers into one picture, magnifying and turning
 * upside down, checked against pixels written by hand and, over the fixture's odd and even, mirrored, turned
 * and scaled layers, against the frame as drawn before.
 */
class FrameGeometryTest {

    /** A 2x3 indexed image (columns 1 2 / 3 4 / 5 0) and a 1x1 one (index 9), grey palette. */
    private static SpriteSheet tinySheet() {
        SpriteSheet sheet = new SpriteSheet();
        int[] rgb = new int[Palette.SIZE];
        for (int i = 0; i < rgb.length; i++) {
            rgb[i] = i * 0x010101;
        }
        sheet.setPalette(Palette.fromRgb(rgb));
        sheet.indexedImages().add(new IndexedImage(2, 3, new byte[] {1, 2, 3, 4, 5, 0}));
        sheet.indexedImages().add(new IndexedImage(1, 1, new byte[] {9}));
        return sheet;
    }

    private static int grey(int index) {
        return 0xFF00_0000 | index * 0x010101;
    }

    @Test
    void mergingDrawsEachLayerWhereTheClientDoes() {
        ActFrame frame = new ActFrame();
        // 2x3 at (0, 0): centred (w+1)/2 = 1, (h+1)/2 = 2, so its top left is (-1, -2).
        frame.layers().add(new SpriteLayer(0, 0, 0, 0));
        // 1x1 at (0, 0) covers (-1, -1) (odd size: half a pixel up and left), over the first.
        frame.layers().add(new SpriteLayer(0, 0, 1, 0));
        SpriteLayer mirrored = new SpriteLayer(3, 0, 0, 0);
        mirrored.setMirrored(true);
        frame.layers().add(mirrored);

        FrameFlattening picture = FrameFlattening.of(frame, tinySheet());

        assertThat(picture.left()).isEqualTo(-1);
        assertThat(picture.top()).isEqualTo(-2);
        assertThat(picture.width()).isEqualTo(5);
        assertThat(picture.height()).isEqualTo(3);
        int t = 0;
        assertThat(picture.argb()).containsExactly(
                grey(1), grey(2), t, grey(2), grey(1),
                grey(9), grey(4), t, grey(4), grey(3),
                grey(5), t, t, t, grey(5));
        assertThat(picture.layer(0, 7)).satisfies(l -> {
            assertThat(l.x()).isEqualTo(-1 + 3);
            assertThat(l.y()).isEqualTo(-2 + 2);
        });
    }

    @Test
    void aQuarterTurnTurnsAboutTheImageCentre() {
        ActFrame frame = new ActFrame();
        SpriteLayer turned = new SpriteLayer(0, 0, 0, 0);
        turned.setRotation(90);
        frame.layers().add(turned);

        FrameFlattening picture = FrameFlattening.of(frame, tinySheet());

        // Clockwise: the left column (1 3 5) becomes the top row read right to left.
        assertThat(picture.width()).isEqualTo(3);
        assertThat(picture.height()).isEqualTo(2);
        assertThat(picture.argb()).containsExactly(grey(5), grey(3), grey(1), 0, grey(4), grey(2));
    }

    @Test
    void magnifiedFramesShowEveryPixelAsABlock() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        for (int k : new int[] {2, 3}) {
            Magnify result = Magnify.of(pair.act(), pair.sheet(), k);
            SpriteSheet big = pair.sheet().copy();
            result.images().forEach((ref, image) -> {
                if (ref.type() == 0) {
                    big.indexedImages().set(ref.index(), (IndexedImage) image);
                } else {
                    big.rgbaImages().set(ref.index(), (dev.marionette.model.spr.RgbaImage) image);
                }
            });
            for (int a = 0; a < pair.act().animations().size(); a++) {
                for (int f = 0; f < pair.act().animations().get(a).frames().size(); f++) {
                    ActFrame before = pair.act().animations().get(a).frames().get(f);
                    ActFrame after = result.act().animations().get(a).frames().get(f);
                    if (wholeScales(before)) {
                        assertMagnified(FrameFlattening.of(before, pair.sheet()), FrameFlattening.of(after, big), k,
                                "action " + a + " frame " + f + " x" + k);
                    }
                    for (int i = 0; i < before.anchors().size(); i++) {
                        assertThat(after.anchors().get(i).x()).isEqualTo(before.anchors().get(i).x() * k);
                        assertThat(after.anchors().get(i).y()).isEqualTo(before.anchors().get(i).y() * k);
                    }
                }
            }
        }
    }

    private static boolean wholeScales(ActFrame frame) {
        return frame.layers().stream().allMatch(l -> l.xScale() == Math.rint(l.xScale())
                && l.yScale() == Math.rint(l.yScale()) && l.rotation() % 90 == 0);
    }

    private static void assertMagnified(FrameFlattening small, FrameFlattening big, int k, String what) {
        assertThat(big.left()).as(what).isEqualTo(small.left() * k);
        assertThat(big.top()).as(what).isEqualTo(small.top() * k);
        assertThat(big.width()).as(what).isEqualTo(small.width() * k);
        assertThat(big.height()).as(what).isEqualTo(small.height() * k);
        for (int y = 0; y < big.height(); y++) {
            for (int x = 0; x < big.width(); x++) {
                assertThat(big.argb()[y * big.width() + x]).as(what + " pixel " + x + "," + y)
                        .isEqualTo(small.argb()[(y / k) * small.width() + x / k]);
            }
        }
    }

    @Test
    void magnifyRefusesFactorsOutOfRangeAndImagesThatWouldNotFit() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        assertThatThrownBy(() -> Magnify.of(pair.act(), pair.sheet(), 1)).isInstanceOf(EditRejectedException.class);
        pair.sheet().indexedImages().add(new IndexedImage(200, 200, new byte[200 * 200]));
        assertThatThrownBy(() -> Magnify.of(pair.act(), pair.sheet(), 2)).isInstanceOf(EditRejectedException.class)
                .hasMessageContaining("indexed image 4").hasMessageContaining("65535 pixels");
    }

    @Test
    void verticalMirrorPutsEveryPixelAtMinusY() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        int checked = 0;
        for (ActAnimation action : pair.act().animations()) {
            for (ActFrame before : action.frames()) {
                ActFrame after = before.copy();
                int approximate = VerticalMirror.flip(after, pair.sheet());
                if (!wholeScales(before)) {
                    continue;
                }
                assertThat(approximate).isZero();
                FrameFlattening up = FrameFlattening.of(before, pair.sheet());
                FrameFlattening down = FrameFlattening.of(after, pair.sheet());
                assertThat(down.width()).isEqualTo(up.width());
                assertThat(down.top()).isEqualTo(-(up.top() + up.height()));
                assertThat(down.left()).isEqualTo(up.left());
                for (int y = 0; y < up.height(); y++) {
                    for (int x = 0; x < up.width(); x++) {
                        assertThat(down.argb()[(up.height() - 1 - y) * up.width() + x]).isEqualTo(
                                up.argb()[y * up.width() + x]);
                    }
                }
                for (int i = 0; i < before.anchors().size(); i++) {
                    assertThat(after.anchors().get(i).y()).isEqualTo(-before.anchors().get(i).y());
                }
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(4);
    }

    @Test
    void verticalMirrorTwiceGivesTheFrameBack() {
        ActSprPair pair = SpriteFixtures.eightDirections();
        for (ActAnimation action : pair.act().animations()) {
            for (ActFrame frame : action.frames()) {
                ActFrame twice = frame.copy();
                VerticalMirror.flip(twice, pair.sheet());
                VerticalMirror.flip(twice, pair.sheet());
                if (wholeScales(frame)) {
                    assertThat(twice).isEqualTo(frame);
                }
            }
        }
    }

    @Test
    void aGarmentKeepsItsPlaceAtEveryJobsNeck() {
        ActDocument garment = actWithAnchors(new int[][] {{0, -35}}, new SpriteLayer(2, -20, 0, 0));
        ActDocument drawnOn = actWithAnchors(new int[][] {{1, -56}}, null);
        ActDocument job = actWithAnchors(new int[][] {{3, -60}, {4, -61}}, null);
        job.animations().get(0).setInterval(3.5f);

        ActDocument out = GarmentLayout.forBody(garment, drawnOn, job);

        ActAnimation action = out.animations().get(0);
        assertThat(action.frames()).hasSize(2);
        assertThat(action.interval()).isEqualTo(3.5f);
        for (int f = 0; f < 2; f++) {
            ActFrame frame = action.frames().get(f);
            int[] neck = {3 + f, -60 - f};
            assertThat(frame.anchors()).singleElement().satisfies(anchor -> {
                assertThat(anchor.x()).isEqualTo(neck[0]);
                assertThat(anchor.y()).isEqualTo(neck[1]);
            });
            // Relative to the neck the layer is where it was: (2, -20) - (0, -35) = (2, 15).
            assertThat(frame.layers().get(0).x() - neck[0]).isEqualTo(2);
            assertThat(frame.layers().get(0).y() - neck[1]).isEqualTo(15);
        }
    }

    @Test
    void aGarmentFrameWithoutAnchorIsPlacedByTheBodyItWasDrawnOn() {
        ActDocument garment = actWithAnchors(new int[][] {{0, 0}}, new SpriteLayer(2, -20, 0, 0));
        garment.animations().get(0).frames().get(0).anchors().clear();
        ActDocument drawnOn = actWithAnchors(new int[][] {{1, -56}}, null);
        ActDocument job = actWithAnchors(new int[][] {{3, -60}}, null);

        ActFrame frame = GarmentLayout.forBody(garment, drawnOn, job).animations().get(0).frames().get(0);

        assertThat(frame.layers().get(0).x()).isEqualTo(2 + 2);
        assertThat(frame.layers().get(0).y()).isEqualTo(-20 - 4);
    }

    private static ActDocument actWithAnchors(int[][] anchors, SpriteLayer layer) {
        ActDocument act = new ActDocument();
        ActAnimation action = new ActAnimation();
        for (int[] a : anchors) {
            ActFrame frame = new ActFrame();
            frame.anchors().add(new dev.marionette.model.act.Anchor(a[0], a[1]));
            if (layer != null) {
                frame.layers().add(layer.copy());
            }
            action.frames().add(frame);
        }
        act.animations().add(action);
        return act;
    }
}
