package dev.marionette.editor.agent.canvas;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class ZoomModelTest {

    @Test
    void fitFillsTheViewAndCentresTheFrame() {
        ZoomModel z = new ZoomModel();
        z.fit(128, 128, 600, 400);
        assertThat(z.scale()).isCloseTo((400 - 44) / 128.0, within(1e-9));
        assertThat(z.toViewX(64)).isCloseTo(300, within(1.0));
        assertThat(z.isFitting()).isTrue();
    }

    @Test
    void zoomingAroundAPointKeepsTheFramePointUnderIt() {
        ZoomModel z = new ZoomModel();
        z.setScale(2, 128, 128, 600, 400);
        double fx = z.toFrameX(250);
        double fy = z.toFrameY(180);
        z.zoomAround(true, 250, 180, 128, 128, 600, 400);
        assertThat(z.scale()).isEqualTo(3);
        assertThat(z.toFrameX(250)).isCloseTo(fx, within(0.5 / 3));
        assertThat(z.toFrameY(180)).isCloseTo(fy, within(0.5 / 3));
        assertThat(z.isFitting()).isFalse();
    }

    @Test
    void zoomStopsAt3200PercentAndAtFitOr100Percent() {
        ZoomModel z = new ZoomModel();
        z.setScale(1, 128, 128, 600, 400);
        for (int i = 0; i < 40; i++) {
            z.zoomAround(true, 300, 200, 128, 128, 600, 400);
        }
        assertThat(z.scale()).isEqualTo(ZoomModel.MAX);
        for (int i = 0; i < 40; i++) {
            z.zoomAround(false, 300, 200, 128, 128, 600, 400);
        }
        assertThat(z.scale()).as("a small frame never shrinks below 100%").isEqualTo(1);
        z.setScale(1, 1000, 1000, 600, 400);
        for (int i = 0; i < 5; i++) {
            z.zoomAround(false, 300, 200, 1000, 1000, 600, 400);
        }
        assertThat(z.scale()).as("a large frame shrinks to fit").isCloseTo(ZoomModel.fitScale(1000, 1000, 600, 400),
                within(1e-9));
    }
}
