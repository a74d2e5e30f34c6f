package dev.marionette.model.ro;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.SpriteSheet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The mirror rule, checked against independent renderings of the two drawing models: every image column must
 * land exactly where the mirror of its original place is. In the spec's model the odd-width half pixel is
 * scaled with the layer; in the official files' convention it is one whole pixel at every scale.
 */
class MirrorRuleTest {

    /** Screen span [from, to) of image column {@code u}, drawn as the spec's section 3 says (no rotation). */
    private static double[] column(SpriteLayer layer, int width, int u) {
        // The mirror flag flips the image in place: column u shows at w - 1 - u.
        int shown = layer.isMirrored() ? width - 1 - u : u;
        // Translate by -ceil(w/2), scale, translate by x.
        double t = shown - (width + 1) / 2;
        double a = layer.x() + layer.xScale() * t;
        double b = layer.x() + layer.xScale() * (t + 1);
        return new double[] {Math.min(a, b), Math.max(a, b)};
    }

    /** The same with the odd-width half pixel applied after scaling, as the official files' convention implies. */
    private static double[] columnWithFixedHalfPixel(SpriteLayer layer, int width, int u) {
        int shown = layer.isMirrored() ? width - 1 - u : u;
        double half = (width % 2) / 2.0;
        double a = layer.x() + layer.xScale() * (shown - width / 2.0) - half;
        double b = layer.x() + layer.xScale() * (shown + 1 - width / 2.0) - half;
        return new double[] {Math.min(a, b), Math.max(a, b)};
    }

    /** Screen x of the image's true centre, about which it rotates. */
    private static double centre(SpriteLayer layer, int width) {
        return layer.x() + layer.xScale() * (width / 2.0 - (width + 1) / 2);
    }

    @Property(tries = 500)
    void everyColumnLandsOnTheMirrorOfItsPlaceAtWholeScales(@ForAll @IntRange(min = 1, max = 64) int width,
            @ForAll @IntRange(min = -500, max = 500) int x, @ForAll @IntRange(min = -3, max = 3) int scale,
            @ForAll boolean mirrored, @ForAll @IntRange(min = 0, max = 359) int rotation) {
        SpriteLayer layer = new SpriteLayer(x, 7, 0, SpriteLayer.TYPE_INDEXED);
        layer.setXScale(scale == 0 ? 1 : scale);
        layer.setMirrored(mirrored);
        layer.setRotation(rotation);
        SpriteLayer copy = layer.copy();

        assertThat(MirrorRule.mirrorLayer(copy, width, MirrorRule.Convention.DRAWING_MODEL))
                .as("an exact position exists").isTrue();

        for (int u = 0; u < width; u++) {
            double[] before = column(layer, width, u);
            double[] after = column(copy, width, u);
            assertThat(after).as("column " + u).containsExactly(0.0 - before[1], 0.0 - before[0]);
        }
        assertThat(centre(copy, width)).isEqualTo(0.0 - centre(layer, width));
        assertThat(copy.rotation()).isEqualTo((360 - rotation) % 360);
        assertThat(copy.isMirrored()).isNotEqualTo(mirrored);
        assertThat(copy.y()).isEqualTo(7);
    }

    @Property(tries = 200)
    void evenWidthsAreExactAtAnyScale(@ForAll @IntRange(min = 1, max = 32) int half,
            @ForAll @IntRange(min = -500, max = 500) int x, @ForAll @IntRange(min = 1, max = 40) int tenths) {
        int width = 2 * half;
        SpriteLayer layer = new SpriteLayer(x, 0, 0, SpriteLayer.TYPE_INDEXED);
        layer.setXScale(tenths / 10f);
        for (MirrorRule.Convention convention : MirrorRule.Convention.values()) {
            SpriteLayer copy = layer.copy();
            assertThat(MirrorRule.mirrorLayer(copy, width, convention)).isTrue();
            for (int u = 0; u < width; u++) {
                double[] before = column(layer, width, u);
                assertThat(column(copy, width, u)).containsExactly(0.0 - before[1], 0.0 - before[0]);
            }
        }
    }

    @Property(tries = 300)
    void theOfficialConventionIsExactWhenTheHalfPixelIsNotScaled(@ForAll @IntRange(min = 1, max = 64) int width,
            @ForAll @IntRange(min = -500, max = 500) int x, @ForAll @IntRange(min = -40, max = 40) int tenths,
            @ForAll boolean mirrored) {
        SpriteLayer layer = new SpriteLayer(x, 0, 0, SpriteLayer.TYPE_INDEXED);
        layer.setXScale(tenths == 0 ? 1 : tenths / 10f);
        layer.setMirrored(mirrored);
        SpriteLayer copy = layer.copy();
        MirrorRule.mirrorLayer(copy, width, MirrorRule.Convention.OFFICIAL);
        assertThat(copy.x()).isEqualTo(-x + width % 2);
        for (int u = 0; u < width; u++) {
            double[] before = columnWithFixedHalfPixel(layer, width, u);
            double[] after = columnWithFixedHalfPixel(copy, width, u);
            assertThat(after[0]).isCloseTo(0.0 - before[1], offset(1e-9));
            assertThat(after[1]).isCloseTo(0.0 - before[0], offset(1e-9));
        }
    }

    @Test
    void oddWidthsAtAFractionalScaleHaveNoExactPosition() {
        SpriteLayer layer = new SpriteLayer(10, 0, 0, SpriteLayer.TYPE_INDEXED);
        layer.setXScale(1.5f);
        SpriteLayer official = layer.copy();
        assertThat(MirrorRule.mirrorLayer(layer, 5, MirrorRule.Convention.DRAWING_MODEL)).isFalse();
        assertThat(layer.x()).as("-10 + 1.5, rounded").isEqualTo(-8);
        assertThat(MirrorRule.mirrorLayer(official, 5, MirrorRule.Convention.OFFICIAL)).isFalse();
        assertThat(official.x()).as("-10 + 1").isEqualTo(-9);
        SpriteLayer nan = new SpriteLayer(3, 0, 0, SpriteLayer.TYPE_INDEXED);
        nan.setXScale(Float.NaN);
        assertThat(MirrorRule.mirrorLayer(nan, 5, MirrorRule.Convention.DRAWING_MODEL)).isFalse();
        assertThat(nan.x()).isEqualTo(-2);
        assertThat(MirrorRule.mirrorLayer(new SpriteLayer(3, 0, 0, 0), 6, MirrorRule.Convention.OFFICIAL)).isTrue();
    }

    @Test
    void theConventionsDifferOnlyForScaledOddWidths() {
        SpriteLayer doubled = new SpriteLayer(10, 0, 0, SpriteLayer.TYPE_INDEXED);
        doubled.setXScale(2f);
        SpriteLayer official = doubled.copy();
        assertThat(MirrorRule.mirrorLayer(doubled, 5, MirrorRule.Convention.DRAWING_MODEL)).isTrue();
        assertThat(doubled.x()).isEqualTo(-8);
        assertThat(MirrorRule.mirrorLayer(official, 5, MirrorRule.Convention.OFFICIAL))
                .as("placed by the official convention, one pixel from the drawing model's mirror").isFalse();
        assertThat(official.x()).isEqualTo(-9);
    }

    @Test
    void theRuleOnTheCasesUsersReport() {
        SpriteLayer even = new SpriteLayer(-12, 0, 0, SpriteLayer.TYPE_INDEXED);
        MirrorRule.mirrorLayer(even, 28, MirrorRule.Convention.OFFICIAL);
        assertThat(even.x()).isEqualTo(12);
        SpriteLayer odd = new SpriteLayer(-12, 0, 0, SpriteLayer.TYPE_INDEXED);
        MirrorRule.mirrorLayer(odd, 27, MirrorRule.Convention.OFFICIAL);
        assertThat(odd.x()).as("odd widths gain the half pixel ceil adds").isEqualTo(13);
    }

    @Test
    void anchorsMirrorAsTheOfficialFilesDo() {
        Anchor anchor = new Anchor(-4, -57);
        anchor.setOpaque(new byte[] {1, 2, 3, 4});
        MirrorRule.mirrorAnchor(anchor);
        assertThat(anchor.x()).isEqualTo(5);
        assertThat(anchor.y()).isEqualTo(-57);
        assertThat(anchor.opaque()).containsExactly(1, 2, 3, 4);
        MirrorRule.mirrorAnchor(anchor);
        assertThat(anchor.x()).isEqualTo(-4);
    }

    @Test
    void oppositeDirections() {
        assertThat(MirrorRule.oppositeAction(1)).isEqualTo(7);
        assertThat(MirrorRule.oppositeAction(2)).isEqualTo(6);
        assertThat(MirrorRule.oppositeAction(3)).isEqualTo(5);
        assertThat(MirrorRule.oppositeAction(7)).isEqualTo(1);
        assertThat(MirrorRule.oppositeAction(8 * 12 + 5)).isEqualTo(8 * 12 + 3);
        assertThat(MirrorRule.oppositeAction(0)).isEqualTo(-1);
        assertThat(MirrorRule.oppositeAction(12)).isEqualTo(-1);
    }

    @Test
    void aLayerWhoseImageIsMissingIsInexactUnlessItStoresItsWidth() {
        SpriteLayer missing = new SpriteLayer(4, 0, 9, SpriteLayer.TYPE_INDEXED);
        assertThat(MirrorRule.mirrorLayer(missing, new SpriteSheet(), MirrorRule.Convention.OFFICIAL)).isFalse();
        SpriteLayer stored = new SpriteLayer(4, 0, 9, SpriteLayer.TYPE_INDEXED);
        stored.setWidth(7);
        assertThat(MirrorRule.mirrorLayer(stored, new SpriteSheet(), MirrorRule.Convention.OFFICIAL)).isTrue();
        assertThat(stored.x()).isEqualTo(-3);
        SpriteLayer empty = new SpriteLayer(4, 0, SpriteLayer.EMPTY, SpriteLayer.TYPE_INDEXED);
        assertThat(MirrorRule.mirrorLayer(empty, new SpriteSheet(), MirrorRule.Convention.OFFICIAL)).isTrue();
        assertThat(empty.x()).isEqualTo(-4);
        assertThat(empty.isMirrored()).isTrue();
    }
}
