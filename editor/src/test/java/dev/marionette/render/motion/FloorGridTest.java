package dev.marionette.render.motion;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 19, defect 6: the floor grid's loops are bounded whatever the coordinates. A figure 10^17 units from the
 * origin (an AMC root TX of 1e17, a GK3 vertex at -3.4e38) made {@code x += step} leave x unchanged, and GIF/PNG
 * export never finished; now such a floor is left out, and a normal one is drawn as before.
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class FloorGridTest {

    private static int paintedLines(double[] box) {
        BufferedImage image = new BufferedImage(64, 64, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        OrbitCamera camera = new OrbitCamera();
        double[] pivot = {(box[0] + box[3]) / 2, (box[1] + box[4]) / 2, (box[2] + box[5]) / 2};
        int drawn = new FloorGrid(Color.GRAY, Color.BLACK).paint(g, box, new Projection(camera, pivot, 1, 32, 32));
        g.dispose();
        return drawn;
    }

    @Test
    void aFigureFarFromTheOriginGetsNoFloorAndTheDrawingEnds() {
        assertThat(paintedLines(new double[] {1e17, 0, 0, 1e17 + 16, 28, 5})).isZero();
        // A huge figure (a GK3 vertex at -3.4e38) keeps a grid of huge cells: a few lines, drawn at once.
        assertThat(paintedLines(new double[] {-3.4e38, -3.4e38, -3.4e38, 3.4e38, 3.4e38, 3.4e38}))
                .isBetween(1, FloorGrid.MAX_LINES + 2);
        assertThat(paintedLines(new double[] {0, 0, 0, Double.POSITIVE_INFINITY, 1, 1})).isZero();
        assertThat(paintedLines(new double[] {0, Double.NaN, 0, 1, 1, 1})).isZero();
    }

    @Test
    void aFigureOfOrdinarySizeGetsItsGrid() {
        // 28 units tall: step 5, margin 11.2 -> x and z from -15 to 15: 7 lines each way.
        assertThat(FloorGrid.lines(new double[] {-2, 0, -2, 2, 28, 2}))
                .isEqualTo(new FloorGrid.Lines(5, -15, 15, 6, -15, 15, 6));
        assertThat(paintedLines(new double[] {-2, 0, -2, 2, 28, 2})).isEqualTo(14);
        // 1e14 from the origin still has room for its lines.
        assertThat(paintedLines(new double[] {1e14, 0, 0, 1e14 + 2, 28, 2})).isEqualTo(14);
    }
}
