package dev.marionette.model.ro.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SprVersion;
import dev.marionette.model.spr.SpriteSheet;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Effects on a small fixture: the pixels they draw, where those go, and the layer values over the frames. */
class EffectsTest {

    static final int RED = 0xFF0000;
    static final int WHITE = 0xFFFFFF;
    static final int BLACK = 0x000000;

    /** A red plus sign, 3 x 3, in a palette of red (1), white (2) and black (3). */
    static ActSprPair plus(int sprVersion) {
        SpriteSheet sheet = new SpriteSheet();
        sheet.setVersion(sprVersion);
        int[] rgb = new int[Palette.SIZE];
        rgb[0] = 0xFF00FF;
        rgb[1] = RED;
        rgb[2] = WHITE;
        rgb[3] = BLACK;
        for (int i = 4; i < Palette.SIZE; i++) {
            rgb[i] = 0x010203 * i;
        }
        sheet.setPalette(Palette.fromRgb(rgb));
        sheet.indexedImages().add(new IndexedImage(3, 3, new byte[] {0, 1, 0, 1, 1, 1, 0, 1, 0}));
        ActDocument act = new ActDocument();
        act.setVersion(ActVersion.V2_5);
        ActAnimation action = new ActAnimation();
        for (int f = 0; f < 4; f++) {
            ActFrame frame = new ActFrame();
            SpriteLayer layer = new SpriteLayer(10 * f, -5, 0, SpriteLayer.TYPE_INDEXED);
            layer.setWidth(3);
            layer.setHeight(3);
            frame.layers().add(layer);
            frame.anchors().add(new Anchor(0, -20));
            action.frames().add(frame);
        }
        act.animations().add(action);
        return new ActSprPair(act, sheet);
    }

    static Map<Integer, TreeSet<Integer>> frames(int... frames) {
        TreeSet<Integer> set = new TreeSet<>();
        for (int f : frames) {
            set.add(f);
        }
        return Map.of(0, set);
    }

    static String picture(IndexedImage image) {
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < image.height(); y++) {
            for (int x = 0; x < image.width(); x++) {
                sb.append(image.index(x, y) == 0 ? '.' : (char) ('0' + image.index(x, y)));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    @Test
    void anOutlineInAPaletteColourIsAnIndexedImageUnderTheLayerOneImageForAllFrames() {
        ActSprPair model = plus(SprVersion.V2_1);
        Effects.Result result = Effects.apply(model, frames(0, 1, 2), new Effects.Outline(BLACK, 1, false, 255),
                Effects.Placement.ON_FRAMES, 0);
        assertThat(result.images().rgba()).isEmpty();
        assertThat(result.images().indexed()).hasSize(1);
        assertThat(picture(result.images().indexed().get(0))).isEqualTo("""
                .333.
                33.33
                3...3
                33.33
                .333.
                """);
        ActFrame frame = result.actions().get(0).frames().get(1);
        assertThat(frame.layers()).hasSize(2);
        SpriteLayer outline = frame.layers().get(0);
        assertThat(outline.spriteIndex()).isEqualTo(1);
        // 3 wide centred at 10 spans 8.5..11.5; 5 wide one pixel further out each way: also centred at 10.
        assertThat(outline.x()).isEqualTo(10);
        assertThat(outline.y()).isEqualTo(-5);
        assertThat(outline.width()).isEqualTo(5);
        assertThat(result.actions().get(0).frames().get(3).layers()).as("frame 3 was not chosen").hasSize(1);
        assertThat(model.act().animations().get(0).frames().get(1).layers()).as("the model is untouched").hasSize(1);
    }

    @Test
    void aColourThePaletteLacksBecomesRgbaOrIsRefusedWhereTheSheetHasNoRgbaBlock() {
        ActSprPair model = plus(SprVersion.V2_1);
        Effects.Result result = Effects.apply(model, frames(0), new Effects.Outline(0x123456, 1, true, 200),
                Effects.Placement.ON_FRAMES, 0);
        assertThat(result.images().indexed()).isEmpty();
        RgbaImage silhouette = result.images().rgba().get(0);
        assertThat(silhouette.argb(1, 1)).isEqualTo(0xFF123456);
        assertThat(silhouette.argb(0, 0)).isZero();
        SpriteLayer over = result.actions().get(0).frames().get(0).layers().get(1);
        assertThat(over.spriteType()).isEqualTo(SpriteLayer.TYPE_RGBA);
        assertThat(over.tintAlpha()).isEqualTo(200);
        assertThat(over.x()).as("a silhouette sits on its layer").isZero();

        assertThatThrownBy(() -> Effects.apply(plus(SprVersion.V1_1), frames(0),
                new Effects.Outline(0x123456, 1, true, 255), Effects.Placement.ON_FRAMES, 0))
                .isInstanceOf(EditRejectedException.class).hasMessageContaining("has no RGBA images");
    }

    @Test
    void fadingOutToWhiteOverNewFrames() {
        ActSprPair model = plus(SprVersion.V2_1);
        Effects.Result result = Effects.apply(model, frames(3), new Effects.Fade(true, WHITE, 1.0, 0),
                Effects.Placement.NEW_FRAMES, 4);
        ActAnimation action = result.actions().get(0);
        assertThat(action.frames()).hasSize(8);
        // new frame i of 4 at amount i/4: opacity 1 - i/4, white cover i/4 of that
        for (int i = 1; i <= 4; i++) {
            ActFrame frame = action.frames().get(3 + i);
            SpriteLayer own = frame.layers().get(0);
            assertThat(own.x()).isEqualTo(30);
            assertThat(own.tintAlpha()).isEqualTo((int) Math.round(255 * (1 - i / 4.0)));
            if (i < 4) {
                SpriteLayer white = frame.layers().get(1);
                assertThat(white.tintAlpha()).isEqualTo((int) Math.round(255 * (i / 4.0) * (1 - i / 4.0)));
                assertThat(white.spriteIndex()).isEqualTo(1);
            } else {
                assertThat(frame.layers()).as("fully faded: nothing to cover").hasSize(1);
            }
        }
        assertThat(picture(result.images().indexed().get(0))).isEqualTo("""
                .2.
                222
                .2.
                """);
    }

    @Test
    void breathingScalesAboutTheFeetAndLoops() {
        ActSprPair model = plus(SprVersion.V2_1);
        Effects.Result result = Effects.apply(model, frames(0, 1, 2, 3), new Effects.Breathing(0.1, 1, true, true),
                Effects.Placement.ON_FRAMES, 0);
        ActAnimation action = result.actions().get(0);
        // k = 1 + 0.1 sin(2 pi k/4): 1, 1.1, 1, 0.9
        assertThat(action.frames().get(1).layers().get(0).yScale()).isEqualTo(1.1f);
        assertThat(action.frames().get(1).layers().get(0).y()).isEqualTo(-5);   // -5.5 rounds up
        assertThat(action.frames().get(1).anchors().get(0).y()).isEqualTo(-22);
        assertThat(action.frames().get(3).layers().get(0).yScale()).isEqualTo(0.9f);
        assertThat(action.frames().get(3).layers().get(0).xScale()).isEqualTo(1f);
        assertThat(action.frames().get(0)).isEqualTo(model.act().animations().get(0).frames().get(0));
    }

    @Test
    void shakeAlternatesAndDiesDownRecoilKicksOnce() {
        ActSprPair model = plus(SprVersion.V2_1);
        ActAnimation shaken = Effects.apply(model, frames(0), new Effects.Shake(4, false, true, false, true),
                Effects.Placement.NEW_FRAMES, 4).actions().get(0);
        assertThat(shaken.frames().subList(1, 5)).extracting(f -> f.layers().get(0).x()).containsExactly(4, -3, 2, -1);
        assertThat(shaken.frames().subList(1, 5)).extracting(f -> f.anchors().get(0).x()).containsExactly(4, -3, 2, -1);
        ActAnimation recoil = Effects.apply(model, frames(0), new Effects.Shake(-8, true, true, true, false),
                Effects.Placement.NEW_FRAMES, 4).actions().get(0);
        assertThat(recoil.frames().subList(1, 5)).extracting(f -> f.layers().get(0).y())
                .containsExactly(-13, -9, -7, -5);   // -5 + round(-8 (1 - p)^2), p = 0, 1/4, 1/2, 3/4 (-4.5 rounds up)
        assertThat(recoil.frames().get(1).anchors().get(0).x()).isZero();
    }

    @Test
    void trailsCopyEarlierFramesUnderneathAtFallingAlpha() {
        ActSprPair model = plus(SprVersion.V2_1);
        ActAnimation trailed = Effects.apply(model, frames(1, 2, 3), new Effects.Trail(2, 1, 0x000000C0),
                Effects.Placement.ON_FRAMES, 0).actions().get(0);
        ActFrame third = trailed.frames().get(3);
        assertThat(third.layers()).extracting(SpriteLayer::x).containsExactly(10, 20, 30);
        assertThat(third.layers()).extracting(SpriteLayer::tint).containsExactly(0x00000060, 0x000000C0,
                SpriteLayer.DEFAULT_TINT);
        assertThat(trailed.frames().get(1).layers()).as("only frame 0 is before frame 1").hasSize(2);
        assertThatThrownBy(() -> Effects.apply(model, frames(1), new Effects.Trail(2, 1, 0x000000C0),
                Effects.Placement.NEW_FRAMES, 3)).isInstanceOf(EditRejectedException.class);
    }

    @Test
    void applyingAnEffectIsOneStepThatUndoesExactly() {
        ActSprPair model = plus(SprVersion.V2_1);
        SpriteDocument doc = new SpriteDocument(model.act(), model.sheet(), null, null);
        ActSprPair before = doc.model().copy();
        doc.editor().animation().applyEffect(frames(0, 1), new Effects.Outline(0x123456, 2, false, 255),
                Effects.Placement.ON_FRAMES, 0);
        assertThat(doc.history().steps()).hasSize(1);
        assertThat(doc.undoLabel()).isEqualTo("Undo Outline");
        assertThat(doc.sheet().rgbaImages()).hasSize(1);
        doc.undo();
        assertThat(doc.model()).isEqualTo(before);
    }
}
