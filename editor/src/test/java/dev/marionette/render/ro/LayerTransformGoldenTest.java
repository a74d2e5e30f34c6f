package dev.marionette.render.ro;

import static dev.marionette.render.ro.LetterSprites.frame;
import static dev.marionette.render.ro.LetterSprites.image;
import static dev.marionette.render.ro.LetterSprites.layer;
import static dev.marionette.render.ro.LetterSprites.render;
import static dev.marionette.render.ro.LetterSprites.rows;
import static dev.marionette.render.ro.LetterSprites.sheet;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.SpriteSheet;
import org.junit.jupiter.api.Test;

/**
 * Golden images for the layer transform of act-spr.md section 3, worked out by hand from the spec. Every
 * grid shows model pixels x = -4..3 (columns) and y = -4..3 (rows); the frame origin (0, 0) is row 4,
 * column 4. An image w &times; h is first moved by (-(w+1)/2, -(h+1)/2), so a 4-wide image spans x -2..1
 * and a 3-wide one x -2..0.
 */
class LayerTransformGoldenTest {

    private static final SpriteSheet EVEN = sheet(image("ABCD", "EFGH"));
    private static final SpriteSheet ODD = sheet(image("ABC", "DEF", "GHI"));

    @Test
    void evenSizeIsCentredOnTheOrigin() {
        // 4x2: x from -(5/2) = -2, y from -(3/2) = -1.
        assertThat(render(frame(layer(0, 0, 0)), EVEN)).isEqualTo(rows(
                "........",
                "........",
                "........",
                "..ABCD..",
                "..EFGH..",
                "........",
                "........",
                "........"));
    }

    @Test
    void oddSizeSitsHalfAPixelUpAndLeft() {
        // 3x3: from -(4/2) = -2 to 0 in both axes, so the centre pixel E is at (-1, -1), not (0, 0).
        assertThat(render(frame(layer(0, 0, 0)), ODD)).isEqualTo(rows(
                "........",
                "........",
                "..ABC...",
                "..DEF...",
                "..GHI...",
                "........",
                "........",
                "........"));
    }

    @Test
    void positionMovesTheImage() {
        assertThat(render(frame(layer(0, 2, -1)), ODD)).isEqualTo(rows(
                "........",
                "....ABC.",
                "....DEF.",
                "....GHI.",
                "........",
                "........",
                "........",
                "........"));
    }

    @Test
    void mirrorOfAnOddWidthFlipsColumnsInPlace() {
        SpriteLayer mirrored = layer(0, 0, 0);
        mirrored.setMirrored(true);
        // A UV flip: same pixels covered, columns swapped. The old "negative scale" would have moved it by one.
        assertThat(render(frame(mirrored), ODD)).isEqualTo(rows(
                "........",
                "........",
                "..CBA...",
                "..FED...",
                "..IHG...",
                "........",
                "........",
                "........"));
    }

    @Test
    void mirrorOfAnEvenWidthFlipsColumnsInPlace() {
        SpriteLayer mirrored = layer(0, 0, 0);
        mirrored.setMirrored(true);
        assertThat(render(frame(mirrored), EVEN)).isEqualTo(rows(
                "........",
                "........",
                "........",
                "..DCBA..",
                "..HGFE..",
                "........",
                "........",
                "........"));
    }

    @Test
    void anyNonZeroMirrorFlagMirrors() {
        SpriteLayer flagTwo = layer(0, 0, 0);
        flagTwo.setMirrorFlag(2);
        assertThat(render(frame(flagTwo), EVEN).get(3)).isEqualTo("..DCBA..");
    }

    @Test
    void rotation90TurnsClockwiseAboutTheTrueCentreOfAnOddImage() {
        // Centre (-0.5, -0.5); the left column G D A (bottom to top) becomes the top row.
        assertThat(render(frame(rotated(0, 90)), ODD)).isEqualTo(rows(
                "........",
                "........",
                "..GDA...",
                "..HEB...",
                "..IFC...",
                "........",
                "........",
                "........"));
    }

    @Test
    void rotation90OfAnEvenImageTurnsItUpright() {
        // 4x2 spanning x -2..1, y -1..0 about (0, 0) becomes 2x4 spanning x -1..0, y -2..1.
        assertThat(render(frame(rotated(0, 90)), EVEN)).isEqualTo(rows(
                "........",
                "........",
                "...EA...",
                "...FB...",
                "...GC...",
                "...HD...",
                "........",
                "........"));
    }

    @Test
    void rotation180And270() {
        assertThat(render(frame(rotated(0, 180)), ODD).subList(2, 5)).containsExactly(
                "..IHG...",
                "..FED...",
                "..CBA...");
        assertThat(render(frame(rotated(0, 270)), ODD).subList(2, 5)).containsExactly(
                "..CFI...",
                "..BEH...",
                "..ADG...");
        // -90 is 270, 450 is 90: rotations are taken modulo 360.
        assertThat(render(frame(rotated(0, -90)), ODD)).isEqualTo(render(frame(rotated(0, 270)), ODD));
        assertThat(render(frame(rotated(0, 450)), ODD)).isEqualTo(render(frame(rotated(0, 90)), ODD));
    }

    @Test
    void rotation45SamplesTheNearestTexel() {
        // Pixel centres sit at whole offsets (dx, dy) from the centre (-0.5, -0.5). Turning one back by 45
        // degrees gives texel column floor(1.5 + (dx+dy)/sqrt 2) and row floor(1.5 + (dy-dx)/sqrt 2): offsets
        // -2..2 give 0, 0, 1, 2, 2; inside means |dx+dy| <= 2 and |dy-dx| <= 2 (never a tie for odd sizes).
        assertThat(render(frame(rotated(0, 45)), ODD)).isEqualTo(rows(
                "........",
                "...A....",
                "..DAB...",
                ".GGECC..",
                "..HIF...",
                "...I....",
                "........",
                "........"));
    }

    @Test
    void scale2DoublesEveryTexel() {
        SpriteSheet sheet = sheet(image("AB", "CD"));
        SpriteLayer layer = scaled(0, 2, 2);
        // 2x2 spans -1..1, doubled -2..2.
        assertThat(render(frame(layer), sheet)).isEqualTo(rows(
                "........",
                "........",
                "..AABB..",
                "..AABB..",
                "..CCDD..",
                "..CCDD..",
                "........",
                "........"));
    }

    @Test
    void scale2OfAnOddWidthScalesAboutTheOrigin() {
        // 3x1 spans x -2..1 and y -1..0; doubled: x -4..2, y -2..0.
        assertThat(render(frame(scaled(0, 2, 2)), sheet(image("ABC")))).isEqualTo(rows(
                "........",
                "........",
                "AABBCC..",
                "AABBCC..",
                "........",
                "........",
                "........",
                "........"));
    }

    @Test
    void scaleHalfTakesTheTexelPastEachExactTie() {
        // 4x4 spans -2..2, halved -1..1. Pixel -1's centre -0.5 maps to texel coordinate exactly 1.0 and pixel
        // 0's to 3.0: ties, settled towards the greater texel (LayerTransform's rule), so texels 1 and 3.
        SpriteSheet sheet = sheet(image("ABCD", "EFGH", "IJKL", "MNOP"));
        assertThat(render(frame(scaled(0, 0.5f, 0.5f)), sheet)).isEqualTo(rows(
                "........",
                "........",
                "........",
                "...FH...",
                "...NP...",
                "........",
                "........",
                "........"));
    }

    @Test
    void nonUniformScale() {
        assertThat(render(frame(scaled(0, 3, 1)), sheet(image("AB", "CD")))).isEqualTo(rows(
                "........",
                "........",
                "........",
                ".AAABBB.",
                ".CCCDDD.",
                "........",
                "........",
                "........"));
    }

    @Test
    void scaleIsAppliedBeforeRotation() {
        // Scaled first (AABB / CCDD, 4x2 about the origin), then turned clockwise: 2x4 of CA CA DB DB.
        // Rotating first and scaling the result would give a 4x2 image instead.
        SpriteLayer layer = scaled(0, 2, 1);
        layer.setRotation(90);
        assertThat(render(frame(layer), sheet(image("AB", "CD")))).isEqualTo(rows(
                "........",
                "........",
                "...CA...",
                "...CA...",
                "...DB...",
                "...DB...",
                "........",
                "........"));
    }

    @Test
    void mirrorHappensBeforeRotation() {
        // The flipped image C B A / F E D / I H G turned clockwise: I F C / H E B / G D A.
        SpriteLayer layer = rotated(0, 90);
        layer.setMirrored(true);
        assertThat(render(frame(layer), ODD).subList(2, 5)).containsExactly(
                "..IFC...",
                "..HEB...",
                "..GDA...");
    }

    @Test
    void rotatingAnOddByEvenImageByARightAngleLandsOnTies() {
        // 3x2 spans x -2..1, y -1..1 with its centre at (-0.5, 0). Turned clockwise by 90 it spans x -1.5..0.5
        // and y -1.5..1.5, so every pixel centre falls on texel edges. Turning a pixel centre (X, Y) back gives
        // image coordinates u = Y + 1.5 and v = 0.5 - X: for pixel (px, py), u = py + 2 and v = -px, both
        // whole numbers. The tie rule takes the greater texel: u -> column py + 2, v -> row -px, so pixels
        // px = -1, 0 and py = -2..0 are drawn, which is the plain clockwise turn of the image.
        SpriteSheet sheet = sheet(image("ABC", "DEF"));
        assertThat(render(frame(rotated(0, 90)), sheet)).isEqualTo(rows(
                "........",
                "........",
                "...DA...",
                "...EB...",
                "...FC...",
                "........",
                "........",
                "........"));
    }

    private static SpriteLayer rotated(int index, int degrees) {
        SpriteLayer layer = layer(index, 0, 0);
        layer.setRotation(degrees);
        return layer;
    }

    private static SpriteLayer scaled(int index, float sx, float sy) {
        SpriteLayer layer = layer(index, 0, 0);
        layer.setXScale(sx);
        layer.setYScale(sy);
        return layer;
    }
}
