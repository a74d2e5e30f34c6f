package dev.marionette.editor.ro.tools;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.testing.SampleSprites;
import dev.marionette.render.ro.ActSprite;
import dev.marionette.render.ro.FrameRenderer;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Merging a frame's layers into one image keeps the frame's look, judged by the editor's own renderer (the
 * merge is computed in the model without it): every pixel the same where the layers are opaque, and within
 * two levels per channel where translucent layers overlap (the renderer mixes premultiplied colours, the merge
 * straight ones; colours compared as they show, weighted by alpha). Real sprites with mirrored, scaled, turned and tinted layers, and the demo.
 */
class MergeLayersRenderTest {

    private static final Rectangle AREA = new Rectangle(-200, -260, 400, 360);

    @ParameterizedTest
    @ValueSource(strings = {"mon_poring", "mon_ghostring", "fx_rebuild_blessing", "ui_cursors"})
    void mergedFramesLookAsTheirLayersDid(String name) throws Exception {
        ActSprite sample = SampleSprites.sprite(name);
        check(new SpriteDocument(sample.act(), sample.sheet(), null, null), name);
    }

    @Test
    void theDemosFramesKeepTheirLookExactly() {
        SpriteDocument doc = RoFixtures.demo();
        int[] worst = check(doc, "demo");
        assertThat(worst[0]).as("the translucent shadow overlaps nothing, so every pixel is exact").isZero();
    }

    /** Merges every frame with two or more layers (up to 60); returns the largest channel difference seen. */
    private static int[] check(SpriteDocument doc, String name) {
        List<FrameRef> frames = new ArrayList<>();
        List<ActAnimation> actions = doc.act().animations();
        for (int a = 0; a < actions.size() && frames.size() < 60; a++) {
            for (int f = 0; f < actions.get(a).frames().size() && frames.size() < 60; f++) {
                if (actions.get(a).frames().get(f).layers().stream().filter(l -> !l.isEmpty()).count() > 1) {
                    frames.add(new FrameRef(a, f));
                }
            }
        }
        assertThat(frames).as(name + " has frames with several layers").isNotEmpty();
        int worst = 0;
        for (FrameRef ref : frames) {
            ActFrame before = doc.act().animations().get(ref.action()).frames().get(ref.frame()).copy();
            int[] expected = pixels(new FrameRenderer(doc.sheet()).renderToImage(before, AREA));
            doc.editor().housekeeping().mergeLayers(ref);
            ActFrame after = doc.act().animations().get(ref.action()).frames().get(ref.frame());
            assertThat(after.layers()).hasSize(1);
            int[] actual = pixels(new FrameRenderer(doc.sheet()).renderToImage(after, AREA));
            boolean opaque = before.layers().stream().allMatch(MergeLayersRenderTest::opaque);
            for (int i = 0; i < expected.length; i++) {
                int difference = difference(expected[i], actual[i]);
                worst = Math.max(worst, difference);
                if (opaque && ((expected[i] >>> 24) == 255 || expected[i] >>> 24 == 0)) {
                    assertThat(actual[i]).as("%s %s pixel %d", name, ref, i).isEqualTo(expected[i]);
                } else {
                    assertThat(difference).as("%s %s pixel %d", name, ref, i).isLessThanOrEqualTo(2);
                }
            }
        }
        return new int[] {worst};
    }

    private static boolean opaque(SpriteLayer layer) {
        return layer.isEmpty() || (layer.tint() & 0xFF) == 255 && layer.spriteType() == SpriteLayer.TYPE_INDEXED;
    }

    /**
     * The largest difference of alpha and of the colour channels as they show (premultiplied by alpha: a faint
     * pixel's colour is stored coarsely by any premultiplied renderer, and it shows as little as it weighs).
     */
    private static int difference(int a, int b) {
        int alphaA = a >>> 24;
        int alphaB = b >>> 24;
        int max = Math.abs(alphaA - alphaB);
        for (int shift = 0; shift < 24; shift += 8) {
            int shownA = Math.round((a >>> shift & 0xFF) * alphaA / 255f);
            int shownB = Math.round((b >>> shift & 0xFF) * alphaB / 255f);
            max = Math.max(max, Math.abs(shownA - shownB));
        }
        return max;
    }

    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }
}
