package dev.marionette.render.ro;

import static dev.marionette.render.ro.LetterSprites.frame;
import static dev.marionette.render.ro.LetterSprites.image;
import static dev.marionette.render.ro.LetterSprites.layer;
import static dev.marionette.render.ro.LetterSprites.sheet;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.SpriteSheet;
import java.awt.Rectangle;
import java.awt.geom.PathIterator;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Layer hit-testing by real pixel transparency, outlines and bounds. */
class HitTestAndBoundsTest {

    // Layer 0: a 4x2 block of A covering pixels x -2..1, y -1..0. Layer 1: "B." / ".B" over its middle.
    private final SpriteSheet sheet = sheet(image("AAAA", "AAAA"), image("B.", ".B"));
    private final FrameRenderer renderer = new FrameRenderer(sheet);
    private final ActFrame frame = frame(layer(0, 0, 0), layer(1, 0, 0));

    @Test
    void topmostOpaquePixelWins() {
        // Layer 1 spans x -1..0, y -1..0; its pixel (-1, -1) is B.
        assertThat(renderer.layerAt(frame, -0.5, -0.5)).isEqualTo(1);
    }

    @Test
    void transparentPixelsLetTheLayerBelowBeHit() {
        // Layer 1's pixel (0, -1) is index 0: the click goes through to layer 0.
        assertThat(renderer.layerAt(frame, 0.5, -0.5)).isZero();
        assertThat(renderer.layerAt(frame, -1.5, 0.5)).isZero();
    }

    @Test
    void outsideEveryLayerHitsNothing() {
        assertThat(renderer.layerAt(frame, 2.5, 0.5)).isEqualTo(-1);
        assertThat(renderer.layerAt(frame, -0.5, -1.5)).isEqualTo(-1);
    }

    @Test
    void invisibleLayersAreNotHit() {
        frame.layers().get(1).setTint(255, 255, 255, 0);
        assertThat(renderer.layerAt(frame, -0.5, -0.5)).isZero();
    }

    @Test
    void mirroredLayersAreHitWhereTheirPixelsAreDrawn() {
        frame.layers().get(1).setMirrored(true);
        // Flipped: ".B" / "B.", so (-1, -1) is now transparent and (0, -1) is B.
        assertThat(renderer.layerAt(frame, -0.5, -0.5)).isZero();
        assertThat(renderer.layerAt(frame, 0.5, -0.5)).isEqualTo(1);
    }

    @Test
    void rotatedLayersAreHitWhereTheirPixelsAreDrawn() {
        SpriteSheet bar = sheet(image("AAA"));
        SpriteLayer vertical = layer(0, 0, 0);
        vertical.setRotation(90);
        // 3x1 covers pixels x -2..0 of row y -1; turned about its centre (-0.5, -0.5) it covers pixels
        // y -2..0 of column x -1.
        ActFrame f = frame(vertical);
        FrameRenderer r = new FrameRenderer(bar);
        assertThat(r.layerAt(f, -0.5, -1.5)).isZero();
        assertThat(r.layerAt(f, -0.5, 0.5)).isZero();
        assertThat(r.layerAt(f, -0.5, -2.5)).isEqualTo(-1);
        assertThat(r.layerAt(f, -1.5, -0.5)).isEqualTo(-1);
    }

    @Test
    void hitTestsMatchTheRenderedPixels() {
        frame.layers().get(1).setRotation(30);
        frame.layers().get(1).setXScale(2.5f);
        var image = renderer.renderToImage(frame, LetterSprites.AREA);
        for (int y = 0; y < 8; y++) {
            for (int x = 0; x < 8; x++) {
                boolean drawn = image.getRGB(x, y) >>> 24 != 0;
                int hit = renderer.layerAt(frame, x - 4 + 0.5, y - 4 + 0.5);
                assertThat(hit >= 0).as("pixel (%d, %d)", x - 4, y - 4).isEqualTo(drawn);
            }
        }
    }

    @Test
    void outlineOfARotatedLayerIsItsTurnedRectangle() {
        SpriteLayer turned = layer(0, 10, 20);
        turned.setRotation(90);
        PlacedLayer placed = renderer.place(frame(turned)).get(0);
        // 4x2 about (10, 20) turned upright: x 9..11, y 18..22.
        assertThat(corners(placed)).containsExactlyInAnyOrder(
                new double[] {11, 18}, new double[] {11, 22}, new double[] {9, 22}, new double[] {9, 18});
        assertThat(placed.bounds()).isEqualTo(new Rectangle2D.Double(9, 18, 2, 4));
    }

    @Test
    void boundsIgnoreLayersWithAlphaZeroFarAway() {
        // An official headgear hides an alpha-0 layer far from the rest; bounds must not stretch to it.
        SpriteLayer hidden = layer(0, 300, 0);
        hidden.setTint(255, 255, 255, 0);
        frame.layers().add(hidden);
        assertThat(renderer.bounds(frame, 0, 0)).hasValueSatisfying(b ->
                assertThat(FrameRenderer.pixelBounds(b)).isEqualTo(new Rectangle(-2, -1, 4, 2)));
    }

    @Test
    void boundsOfAnEmptyFrameAreEmpty() {
        assertThat(renderer.bounds(frame(new SpriteLayer()), 0, 0)).isEmpty();
    }

    @Test
    void offsetsMoveBoundsAndHits() {
        assertThat(renderer.bounds(frame, 5, -3)).hasValueSatisfying(b ->
                assertThat(FrameRenderer.pixelBounds(b)).isEqualTo(new Rectangle(3, -4, 4, 2)));
    }

    private static List<double[]> corners(PlacedLayer layer) {
        List<double[]> points = new ArrayList<>();
        double[] c = new double[6];
        for (PathIterator it = layer.outline().getPathIterator(null); !it.isDone(); it.next()) {
            if (it.currentSegment(c) != PathIterator.SEG_CLOSE) {
                points.add(new double[] {Math.round(c[0] * 1e9) / 1e9, Math.round(c[1] * 1e9) / 1e9});
            }
        }
        return points;
    }
}
