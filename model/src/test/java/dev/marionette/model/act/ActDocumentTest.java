package dev.marionette.model.act;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import dev.marionette.model.spr.SpriteSheet;
import org.junit.jupiter.api.Test;

class ActDocumentTest {

    private static ActDocument sample() {
        ActDocument doc = new ActDocument();
        doc.setReserved(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
        ActAnimation animation = new ActAnimation();
        animation.setInterval(4f);
        for (int f = 0; f < 2; f++) {
            ActFrame frame = new ActFrame();
            frame.layers().add(new SpriteLayer(f, f, 0, SpriteLayer.TYPE_INDEXED));
            frame.layers().add(new SpriteLayer());
            frame.anchors().add(new Anchor(1, 2));
            if (f == 1) {
                frame.anchors().add(new Anchor(3, 4));
            }
            animation.frames().add(frame);
        }
        doc.animations().add(animation);
        doc.animations().add(new ActAnimation());
        doc.events().add(ActEvent.of("atk"));
        return doc;
    }

    @Test
    void newDocumentsUseTheLatestVersion() {
        assertThat(new ActDocument().version()).isEqualTo(ActVersion.V2_5);
        assertThat(new ActAnimation().interval()).isEqualTo(6.0f);
        assertThat(new ActAnimation().intervalMillis()).isEqualTo(150.0);
    }

    @Test
    void countsCoverEveryAction() {
        ActDocument doc = sample();
        assertThat(doc.frameCount()).isEqualTo(2);
        assertThat(doc.layerCount()).isEqualTo(4);
        assertThat(doc.anchorCount()).isEqualTo(3);
    }

    @Test
    void copiesAreDeep() {
        ActDocument doc = sample();
        ActDocument copy = doc.copy();
        assertThat(copy).isEqualTo(doc).hasSameHashCodeAs(doc);
        copy.animations().get(0).frames().get(1).anchors().get(1).setX(99);
        copy.animations().get(0).frames().get(0).layers().get(0).setX(99);
        copy.animations().get(1).frames().add(new ActFrame());
        assertThat(doc).isEqualTo(sample());
        assertThat(copy).isNotEqualTo(doc);
    }

    @Test
    void opaqueFieldsArePartOfTheValueAndCheckedForSize() {
        ActDocument doc = sample();
        ActDocument other = sample();
        other.setReserved(new byte[10]);
        assertThat(other).isNotEqualTo(doc);
        ActFrame frame = new ActFrame();
        byte[] prefix = new byte[32];
        prefix[31] = 1;
        frame.setPrefix(prefix);
        assertThat(frame).isNotEqualTo(new ActFrame());
        assertThatThrownBy(() -> frame.setPrefix(new byte[31])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> doc.setReserved(new byte[11])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Anchor().setOpaque(new byte[3])).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void versionsSayWhichFieldsTheyStore() {
        assertThat(ActVersion.hasLayerAttributes(ActVersion.V1_1)).isFalse();
        assertThat(ActVersion.hasFrameEventId(ActVersion.V2_0)).isTrue();
        assertThat(ActVersion.hasEventList(ActVersion.V2_0)).isFalse();
        assertThat(ActVersion.hasIntervals(ActVersion.V2_1)).isFalse();
        assertThat(ActVersion.hasIntervals(ActVersion.V2_2)).isTrue();
        assertThat(ActVersion.hasAnchors(ActVersion.V2_2)).isFalse();
        assertThat(ActVersion.hasYScale(ActVersion.V2_3)).isFalse();
        assertThat(ActVersion.hasLayerSize(ActVersion.V2_4)).isFalse();
        assertThat(ActVersion.hasLayerSize(ActVersion.V2_5)).isTrue();
        assertThat(ActVersion.isKnown(0x206)).isFalse();
        assertThat(ActVersion.format(0x205)).isEqualTo("0x205 (2.5)");
    }

    @Test
    void layerSizesFollowTheSheetOnRequest() {
        ActDocument doc = sample();
        SpriteSheet sheet = new SpriteSheet();
        sheet.indexedImages().add(new IndexedImage(3, 2, new byte[6]));
        sheet.rgbaImages().add(new RgbaImage(1, 1, new int[1]));
        assertThat(LayerSizes.countMismatches(doc, sheet)).isEqualTo(2);
        assertThat(LayerSizes.syncWithSheet(doc, sheet)).isEqualTo(2);
        SpriteLayer layer = doc.animations().get(0).frames().get(0).layers().get(0);
        assertThat(layer.width()).isEqualTo(3);
        assertThat(layer.height()).isEqualTo(2);
        assertThat(LayerSizes.countMismatches(doc, sheet)).isZero();

        layer.setSpriteIndex(5); // no such image: left alone
        layer.setWidth(77);
        assertThat(LayerSizes.syncWithSheet(doc, sheet)).isZero();
        assertThat(layer.width()).isEqualTo(77);
    }
}
