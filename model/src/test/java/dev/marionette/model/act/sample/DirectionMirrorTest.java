package dev.marionette.model.act.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.SpriteSheet;
import org.junit.jupiter.api.Test;

class DirectionMirrorTest {

    private final SpriteSheet sheet = new SpriteSheet();

    DirectionMirrorTest() {
        sheet.indexedImages().add(new IndexedImage(3, 1, new byte[3]));
        sheet.indexedImages().add(new IndexedImage(4, 1, new byte[4]));
    }

    @Test
    void oddWidthsMoveByOneEvenWidthsDoNot() {
        // Matches the official novice body: a 39-wide layer at -4 becomes 5, a 30-wide one at 2 becomes -2.
        ActFrame frame = frame(new SpriteLayer(-4, -27, 0, 0), new SpriteLayer(2, -25, 1, 0));
        ActFrame mirrored = DirectionMirror.mirror(frame, sheet);
        assertThat(mirrored.layers().get(0).x()).isEqualTo(5);
        assertThat(mirrored.layers().get(1).x()).isEqualTo(-2);
        assertThat(mirrored.layers()).allMatch(SpriteLayer::isMirrored);
        assertThat(mirrored.layers().get(0).y()).isEqualTo(-27);
    }

    @Test
    void scaledOddWidthsMoveByTheScale() {
        SpriteLayer doubled = new SpriteLayer(3, 0, 0, 0);
        doubled.setXScale(2);
        assertThat(DirectionMirror.mirror(frame(doubled), sheet).layers().get(0).x()).isEqualTo(-1);
        doubled.setXScale(1.5f);
        assertThatThrownBy(() -> DirectionMirror.mirror(frame(doubled), sheet))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void rotationsTurnTheOtherWayAndFlagsToggle() {
        SpriteLayer turned = new SpriteLayer(0, 0, 1, 0);
        turned.setRotation(20);
        turned.setMirrored(true);
        SpriteLayer result = DirectionMirror.mirror(frame(turned), sheet).layers().get(0);
        assertThat(result.rotation()).isEqualTo(340);
        assertThat(result.isMirrored()).isFalse();
    }

    @Test
    void anchorsGoToOneMinusX() {
        ActFrame frame = frame();
        frame.anchors().add(new Anchor(10, -74));
        assertThat(DirectionMirror.mirror(frame, sheet).anchors().get(0)).isEqualTo(new Anchor(-9, -74));
    }

    @Test
    void theOriginalIsLeftAlone() {
        ActFrame frame = frame(new SpriteLayer(-4, 0, 0, 0));
        DirectionMirror.mirror(frame, sheet);
        assertThat(frame.layers().get(0).x()).isEqualTo(-4);
        assertThat(frame.layers().get(0).isMirrored()).isFalse();
    }

    private static ActFrame frame(SpriteLayer... layers) {
        ActFrame frame = new ActFrame();
        frame.layers().addAll(java.util.List.of(layers));
        return frame;
    }
}
