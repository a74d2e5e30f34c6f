package dev.marionette.editor.agent.canvas;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.marionette.render.Viewport;
import java.awt.geom.Rectangle2D;
import org.junit.jupiter.api.Test;

/** The frame canvas's zoom: the kit's viewport with the canvas's {@link FrameCanvas#ZOOM} rules. */
class FrameZoomTest {

    /** A viewport as the frame canvas has it: a frame of frameW x frameH in a view of viewW x viewH. */
    private static Viewport viewport(int frameW, int frameH, int viewW, int viewH) {
        Viewport z = new Viewport(FrameCanvas.ZOOM);
        z.setContent(() -> new Rectangle2D.Double(0, 0, frameW, frameH));
        z.setViewSize(viewW, viewH);
        return z;
    }

    @Test
    void fitFillsTheViewAndCentresTheFrame() {
        Viewport z = viewport(128, 128, 600, 400);
        z.fit();
        assertThat(z.zoom()).isCloseTo((400 - 44) / 128.0, within(1e-9));
        assertThat(z.toComponentX(64)).isCloseTo(300, within(1.0));
        assertThat(z.isFitting()).isTrue();
    }

    @Test
    void zoomingAroundAPointKeepsTheFramePointUnderIt() {
        Viewport z = viewport(128, 128, 600, 400);
        z.zoomAndCentre(2);
        double fx = z.toModelX(250);
        double fy = z.toModelY(180);
        z.zoomStep(true, 250, 180);
        assertThat(z.zoom()).isEqualTo(3);
        assertThat(z.toModelX(250)).isCloseTo(fx, within(0.5 / 3));
        assertThat(z.toModelY(180)).isCloseTo(fy, within(0.5 / 3));
        assertThat(z.isFitting()).isFalse();
    }

    @Test
    void zoomStopsAt3200PercentAndAtFitOr100Percent() {
        Viewport z = viewport(128, 128, 600, 400);
        z.zoomAndCentre(1);
        for (int i = 0; i < 40; i++) {
            z.zoomStep(true, 300, 200);
        }
        assertThat(z.zoom()).isEqualTo(z.maximumZoom()).isEqualTo(32);
        for (int i = 0; i < 40; i++) {
            z.zoomStep(false, 300, 200);
        }
        assertThat(z.zoom()).as("a small frame never shrinks below 100%").isEqualTo(1);
        Viewport large = viewport(1000, 1000, 600, 400);
        large.zoomAndCentre(1);
        for (int i = 0; i < 5; i++) {
            large.zoomStep(false, 300, 200);
        }
        assertThat(large.zoom()).as("a large frame shrinks to fit").isCloseTo(large.fitZoom(), within(1e-9));
        assertThat(large.fitZoom()).isCloseTo((400 - 44) / 1000.0, within(1e-9));
    }
}
