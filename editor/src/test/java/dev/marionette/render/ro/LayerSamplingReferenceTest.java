package dev.marionette.render.ro;

import static dev.marionette.render.ro.LetterSprites.frame;
import static dev.marionette.render.ro.LetterSprites.image;
import static dev.marionette.render.ro.LetterSprites.layer;
import static dev.marionette.render.ro.LetterSprites.letters;
import static dev.marionette.render.ro.LetterSprites.sheet;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.SpriteSheet;
import java.awt.Rectangle;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random layers (sizes, positions, mirror, scales, any whole-degree rotation) rendered by the painter are
 * compared, pixel by pixel, with a direct reading of act-spr.md section 3 written out here: undo the
 * position, turn back about the true centre, unscale, uncentre, flip, take the texel under the pixel centre.
 * Pixels whose centre lies within 1/10000 of a texel edge are ties, left to the golden tests.
 */
class LayerSamplingReferenceTest {

    private static final Rectangle AREA = new Rectangle(-14, -14, 28, 28);
    private static final float[] SCALES = {0.5f, 0.75f, 1, 1.25f, 1.5f, 2, 3};
    private static final double TIE_ZONE = 1e-4;

    @Test
    void painterAgreesWithTheSpecFormula() {
        Random random = new Random(20260704);
        int compared = 0;
        for (int n = 0; n < 400; n++) {
            int w = 1 + random.nextInt(7);
            int h = 1 + random.nextInt(7);
            String[] rows = randomRows(random, w, h);
            SpriteLayer layer = layer(0, random.nextInt(7) - 3, random.nextInt(7) - 3);
            layer.setMirrored(random.nextBoolean());
            layer.setXScale(SCALES[random.nextInt(SCALES.length)]);
            layer.setYScale(SCALES[random.nextInt(SCALES.length)]);
            layer.setRotation(random.nextInt(4) == 0 ? 90 * random.nextInt(4) : random.nextInt(360));
            SpriteSheet sheet = sheet(image(rows));
            List<String> drawn = letters(FrameRenderer.renderToImage(frame(layer), sheet, AREA));
            for (int py = 0; py < AREA.height; py++) {
                for (int px = 0; px < AREA.width; px++) {
                    Character expected = expectedLetter(layer, rows, AREA.x + px + 0.5, AREA.y + py + 0.5);
                    if (expected == null) {
                        continue;
                    }
                    compared++;
                    assertThat(drawn.get(py).charAt(px))
                            .as("case %d %s %dx%d pixel (%d, %d)", n, layer, w, h, AREA.x + px, AREA.y + py)
                            .isEqualTo(expected);
                }
            }
        }
        assertThat(compared).isGreaterThan(250_000);
    }

    /** The letter the spec draws at model point (x, y), '.' for nothing, null for a tie. */
    private static Character expectedLetter(SpriteLayer layer, String[] rows, double x, double y) {
        int w = rows[0].length();
        int h = rows.length;
        double sx = layer.xScale();
        double sy = layer.yScale();
        // Undo step 5 (position) and step 4 (clockwise turn about the true centre).
        double cx = w % 2 == 1 ? -0.5 * sx : 0;
        double cy = h % 2 == 1 ? -0.5 * sy : 0;
        double rx = x - layer.x() - cx;
        double ry = y - layer.y() - cy;
        double a = Math.toRadians(layer.rotation());
        double ux = rx * Math.cos(a) + ry * Math.sin(a) + cx;
        double uy = -rx * Math.sin(a) + ry * Math.cos(a) + cy;
        // Undo step 3 (scale) and step 2 (centring by ceil(size / 2)).
        double u = ux / sx + Math.ceil(w / 2.0);
        double v = uy / sy + Math.ceil(h / 2.0);
        if (Math.abs(u - Math.rint(u)) < TIE_ZONE || Math.abs(v - Math.rint(v)) < TIE_ZONE) {
            return null;
        }
        int col = (int) Math.floor(u);
        int row = (int) Math.floor(v);
        if (col < 0 || row < 0 || col >= w || row >= h) {
            return '.';
        }
        // Undo step 1: the displayed image is the stored one with its columns swapped.
        return rows[row].charAt(layer.isMirrored() ? w - 1 - col : col);
    }

    private static String[] randomRows(Random random, int w, int h) {
        String[] rows = new String[h];
        for (int y = 0; y < h; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < w; x++) {
                row.append(random.nextInt(6) == 0 ? '.' : (char) ('A' + random.nextInt(26)));
            }
            rows[y] = row.toString();
        }
        return rows;
    }

    @Test
    void referenceItselfReadsTheGoldenCase() {
        // Guards the reference: an odd 3x3 at the origin puts E at (-1, -1) and A at (-2, -2).
        String[] rows = {"ABC", "DEF", "GHI"};
        assertThat(expectedLetter(layer(0, 0, 0), rows, -0.5, -0.5)).isEqualTo('E');
        assertThat(expectedLetter(layer(0, 0, 0), rows, -1.5, -1.5)).isEqualTo('A');
    }
}
