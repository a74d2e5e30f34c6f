package dev.marionette.model.ro.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.doc.EditRejectedException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Golden values of in-betweens and layer tweens, linear and eased. */
class InBetweensTest {

    /** A weapon swing key pair: one layer moving, growing, turning through 0 degrees and fading. */
    static ActFrame[] swing() {
        ActFrame from = new ActFrame();
        SpriteLayer a = new SpriteLayer(0, 0, 2, SpriteLayer.TYPE_INDEXED);
        a.setRotation(350);
        from.layers().add(a);
        from.anchors().add(new Anchor(0, -50));
        ActFrame to = new ActFrame();
        SpriteLayer b = new SpriteLayer(10, -20, 2, SpriteLayer.TYPE_INDEXED);
        b.setXScale(2f);
        b.setYScale(0.5f);
        b.setRotation(30);
        b.setTint(0x00000000);
        to.layers().add(b);
        to.anchors().add(new Anchor(4, -46));
        return new ActFrame[] {from, to};
    }

    private static List<Object> values(ActFrame frame) {
        SpriteLayer l = frame.layers().get(0);
        Anchor anchor = frame.anchors().get(0);
        return List.of(l.x(), l.y(), l.xScale(), l.yScale(), l.rotation(), String.format("%08x", l.tint()),
                anchor.x(), anchor.y());
    }

    @Test
    void linearInBetweensSplitEveryValueEvenly() {
        ActFrame[] keys = swing();
        List<ActFrame> frames = InBetweens.between(keys[0], keys[1], 3, Easing.LINEAR, true);
        assertThat(frames).hasSize(3);
        assertThat(values(frames.get(0))).containsExactly(3, -5, 1.25f, 0.875f, 0, "bfbfbfbf", 1, -49);
        assertThat(values(frames.get(1))).containsExactly(5, -10, 1.5f, 0.75f, 10, "80808080", 2, -48);
        assertThat(values(frames.get(2))).containsExactly(8, -15, 1.75f, 0.625f, 20, "40404040", 3, -47);
    }

    @Test
    void easedInBetweensCrowdTowardsTheKeys() {
        ActFrame[] keys = swing();
        List<ActFrame> frames = InBetweens.between(keys[0], keys[1], 3, Easing.EASE_IN_OUT, true);
        // p = 1/4, 1/2, 3/4 -> t = 0.15625, 0.5, 0.84375
        assertThat(values(frames.get(0))).containsExactly(2, -3, 1.15625f, 0.921875f, 356, "d7d7d7d7", 1, -49);
        assertThat(values(frames.get(1))).containsExactly(5, -10, 1.5f, 0.75f, 10, "80808080", 2, -48);
        assertThat(values(frames.get(2))).containsExactly(8, -17, 1.84375f, 0.578125f, 24, "28282828", 3, -47);
        assertThat(Easing.EASE_IN.apply(0.5)).isEqualTo(0.25);
        assertThat(Easing.EASE_OUT.apply(0.5)).isEqualTo(0.75);
    }

    @Test
    void anchorsStayWithTheirKeyWhenNotInterpolated() {
        ActFrame[] keys = swing();
        List<ActFrame> frames = InBetweens.between(keys[0], keys[1], 3, Easing.LINEAR, false);
        assertThat(frames.get(0).anchors().get(0)).isEqualTo(keys[0].anchors().get(0));
        assertThat(frames.get(2).anchors().get(0)).isEqualTo(keys[1].anchors().get(0));
    }

    @Test
    void layersPairByImageFirstThenByOrderAndUnpairedOnesSwitchAtHalfway() {
        ActFrame from = new ActFrame();
        from.layers().add(new SpriteLayer(0, 0, 5, SpriteLayer.TYPE_INDEXED));   // pairs by order with image 7
        from.layers().add(new SpriteLayer(0, 0, 1, SpriteLayer.TYPE_RGBA));      // pairs by image
        from.layers().add(new SpriteLayer(100, 0, 9, SpriteLayer.TYPE_INDEXED)); // nothing left: held
        ActFrame to = new ActFrame();
        to.layers().add(new SpriteLayer(20, 0, 1, SpriteLayer.TYPE_RGBA));
        to.layers().add(new SpriteLayer(40, 0, 7, SpriteLayer.TYPE_INDEXED));
        assertThat(LayerMatching.match(from.layers(), to.layers())).containsExactly(1, 0, -1);

        ActFrame early = InBetweens.at(from, to, 0.25, true);
        assertThat(early.layers()).extracting(SpriteLayer::spriteIndex, SpriteLayer::x)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(5, 10), org.assertj.core.groups.Tuple.tuple(1, 5),
                        org.assertj.core.groups.Tuple.tuple(9, 100));
        ActFrame late = InBetweens.at(from, to, 0.75, true);
        assertThat(late.layers()).extracting(SpriteLayer::spriteIndex, SpriteLayer::x)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(1, 15), org.assertj.core.groups.Tuple.tuple(7, 30));
        assertThat(late.eventId()).isEqualTo(ActFrame.NO_EVENT);
    }

    @Test
    void aValueEqualAtBothKeysKeepsItsStoredBits() {
        ActFrame[] keys = swing();
        keys[0].layers().get(0).setRotation(400);
        keys[1].layers().get(0).setRotation(400);
        keys[0].layers().get(0).setYScaleBits(0x7FC00001);
        keys[1].layers().get(0).setYScaleBits(0x7FC00001);
        ActFrame mid = InBetweens.at(keys[0], keys[1], 0.5, true);
        assertThat(mid.layers().get(0).rotation()).isEqualTo(400);
        assertThat(mid.layers().get(0).yScaleBits()).isEqualTo(0x7FC00001);
    }

    @Test
    void layerTweenMovesTheChosenLayerOfEveryFrameBetweenTwoKeys() {
        ActFrame[] keys = swing();
        ActAnimation action = new ActAnimation();
        action.frames().add(keys[0]);
        for (int i = 0; i < 3; i++) {
            ActFrame middle = keys[0].copy();
            middle.layers().get(0).setSpriteIndex(4);
            middle.layers().get(0).setMirrored(true);
            middle.layers().add(new SpriteLayer(77, 77, 0, SpriteLayer.TYPE_INDEXED));
            action.frames().add(middle);
        }
        action.frames().add(keys[1]);
        ActAnimation tweened = LayerTween.apply(action, 0, 4, List.of(0), Easing.LINEAR, true);
        assertThat(values(tweened.frames().get(1))).containsExactly(3, -5, 1.25f, 0.875f, 0, "bfbfbfbf", 1, -49);
        assertThat(values(tweened.frames().get(3))).containsExactly(8, -15, 1.75f, 0.625f, 20, "40404040", 3, -47);
        SpriteLayer kept = tweened.frames().get(2).layers().get(0);
        assertThat(kept.spriteIndex()).as("the image and mirror flag stay").isEqualTo(4);
        assertThat(kept.isMirrored()).isTrue();
        assertThat(tweened.frames().get(2).layers().get(1).x()).as("other layers stay").isEqualTo(77);
        assertThat(action.frames().get(1).layers().get(0).x()).as("the source is not changed").isZero();

        assertThatThrownBy(() -> LayerTween.apply(action, 0, 1, List.of(0), Easing.LINEAR, true))
                .isInstanceOf(EditRejectedException.class).hasMessageContaining("at least one frame between");
        assertThatThrownBy(() -> LayerTween.apply(action, 0, 4, List.of(1), Easing.LINEAR, true))
                .isInstanceOf(EditRejectedException.class).hasMessage("Frame 0 has no layer 1.");
    }
}
