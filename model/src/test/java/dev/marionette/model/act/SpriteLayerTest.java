package dev.marionette.model.act;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SpriteLayerTest {

    @Test
    void aNewLayerIsEmptyWithNeutralAttributes() {
        SpriteLayer layer = new SpriteLayer();
        assertThat(layer.isEmpty()).isTrue();
        assertThat(layer.spriteIndex()).isEqualTo(SpriteLayer.EMPTY);
        assertThat(layer.tint()).isEqualTo(0xFFFF_FFFF);
        assertThat(layer.xScale()).isEqualTo(1.0f);
        assertThat(layer.yScale()).isEqualTo(1.0f);
        assertThat(layer.rotation()).isZero();
        assertThat(layer.isMirrored()).isFalse();
    }

    @Test
    void tintIsPackedRedGreenBlueAlpha() {
        SpriteLayer layer = new SpriteLayer();
        layer.setTint(0x73, 0x3E, 0x33, 0x78);
        assertThat(layer.tint()).isEqualTo(0x733E_3378);
        assertThat(layer.tintRed()).isEqualTo(0x73);
        assertThat(layer.tintGreen()).isEqualTo(0x3E);
        assertThat(layer.tintBlue()).isEqualTo(0x33);
        assertThat(layer.tintAlpha()).isEqualTo(0x78);
    }

    @Test
    void scalesKeepTheirExactBits() {
        SpriteLayer layer = new SpriteLayer();
        layer.setXScaleBits(0x7FC0_0001); // a NaN with a payload
        layer.setYScale(-0.0f);
        assertThat(layer.xScaleBits()).isEqualTo(0x7FC0_0001);
        assertThat(layer.yScaleBits()).isEqualTo(0x8000_0000);
        SpriteLayer positiveZero = layer.copy();
        positiveZero.setYScale(0.0f);
        assertThat(positiveZero).as("-0.0 and 0.0 are different stored values").isNotEqualTo(layer);
    }

    @Test
    void theMirrorFlagIsKeptAsReadAndSetAsOneOrZero() {
        SpriteLayer layer = new SpriteLayer();
        layer.setMirrorFlag(2);
        assertThat(layer.isMirrored()).isTrue();
        assertThat(layer.mirrorFlag()).isEqualTo(2);
        layer.setMirrored(true);
        assertThat(layer.mirrorFlag()).isEqualTo(1);
        layer.setMirrored(false);
        assertThat(layer.mirrorFlag()).isZero();
    }

    @Test
    void copiesAreEqualAndIndependent() {
        SpriteLayer layer = new SpriteLayer(3, -4, 7, SpriteLayer.TYPE_RGBA);
        layer.setRotation(347);
        layer.setWidth(31);
        SpriteLayer copy = layer.copy();
        assertThat(copy).isEqualTo(layer).hasSameHashCodeAs(layer);
        copy.setHeight(9);
        assertThat(copy).isNotEqualTo(layer);
        assertThat(layer.height()).isZero();
    }
}
