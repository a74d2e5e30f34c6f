package dev.marionette.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Insets;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.junit.jupiter.api.Test;

public class ViewportTest {

    /** Zooms like a 3D view: continuous-looking steps, small content allowed, no whole-number fits. */
    public static final ZoomRules SMOOTH = new ZoomRules(List.of(0.01, 0.1, 0.5, 1.0, 2.0, 5.0, 10.0, 100.0),
            new Insets(10, 10, 10, 10), 0.01, false, false);

    final Viewport v = new Viewport(ZoomRules.PIXEL_ART);

    @Test
    void modelAndComponentCoordinatesConvertBothWays() {
        v.setOrigin(100, 50);
        v.zoomAround(4, 100, 50);
        assertThat(v.toComponentX(10)).isEqualTo(140);
        assertThat(v.toComponentY(-5)).isEqualTo(30);
        assertThat(v.toModelX(v.toComponentX(3.25))).isCloseTo(3.25, within(1e-12));
        assertThat(v.toModelY(v.toComponentY(-7.5))).isCloseTo(-7.5, within(1e-12));
        Point2D viaTransform = v.modelToComponent().transform(new Point2D.Double(10, -5), null);
        assertThat(viaTransform).isEqualTo(new Point2D.Double(140, 30));
        Rectangle2D model = new Rectangle2D.Double(-2, 3, 8, 4);
        assertThat(v.toComponent(model)).isEqualTo(new Rectangle2D.Double(92, 62, 32, 16));
        assertThat(v.toModel(v.toComponent(model))).isEqualTo(model);
        assertThat(v.zoomText()).isEqualTo("400%");
    }

    @Test
    void zoomingAroundAPointKeepsTheModelPointUnderIt() {
        v.setOrigin(37, -12);
        for (double zoom : new double[] {0.5, 3, 32, 1.0 / 3}) {
            double mx = v.toModelX(211);
            double my = v.toModelY(97);
            v.zoomAround(zoom, 211, 97);
            assertThat(v.zoom()).isEqualTo(zoom);
            assertThat(v.toModelX(211)).isCloseTo(mx, within(1e-9));
            assertThat(v.toModelY(97)).isCloseTo(my, within(1e-9));
        }
    }

    @Test
    void stepsFollowTheLevelsAndStopAtTheEnds() {
        v.zoomAround(1, 0, 0);
        v.zoomStep(true, 0, 0);
        assertThat(v.zoom()).isEqualTo(1.5);
        v.zoomStep(false, 0, 0);
        v.zoomStep(false, 0, 0);
        assertThat(v.zoom()).isEqualTo(2.0 / 3);
        for (int i = 0; i < 30; i++) {
            v.zoomStep(true, 0, 0);
        }
        assertThat(v.zoom()).isEqualTo(32);
        v.zoomAround(1000, 0, 0);
        assertThat(v.zoom()).as("clamped").isEqualTo(32);
        v.zoomAround(0.001, 0, 0);
        assertThat(v.zoom()).isEqualTo(0.25);
        v.zoomAround(5, 0, 0);
        assertThat(v.nextLevel()).as("from between two steps").isEqualTo(6);
        assertThat(v.previousLevel()).isEqualTo(4);
    }

    @Test
    void fitCentresTheContentInsideTheMarginsAtAWholeZoom() {
        v.setContent(() -> new Rectangle2D.Double(-30, -70, 60, 80));
        v.setViewSize(600, 400);
        v.fit();
        // (400 - 48) / 80 = 4.4: whole zooms are preferred for pixel art
        assertThat(v.zoom()).isEqualTo(4);
        assertThat(v.toComponentX(0)).isEqualTo(300);
        assertThat(v.toComponentY(-30)).as("the content's centre at the view's").isEqualTo(200);
        assertThat(v.isFitting()).isTrue();
    }

    @Test
    void aFitFollowsResizesAndContentUntilTheUserZoomsOrPans() {
        Rectangle2D[] content = {new Rectangle2D.Double(0, 0, 100, 100)};
        v.setContent(() -> content[0]);
        v.setViewSize(248, 248);
        v.fit();
        assertThat(v.zoom()).isEqualTo(2);
        v.setViewSize(448, 448);
        assertThat(v.zoom()).as("refitted on resize").isEqualTo(4);
        content[0] = new Rectangle2D.Double(0, 0, 200, 200);
        v.contentChanged();
        assertThat(v.zoom()).as("refitted to new content").isEqualTo(2);
        v.panBy(5, 0);
        assertThat(v.isFitting()).isFalse();
        v.setViewSize(848, 848);
        assertThat(v.zoom()).as("placed by the user: kept").isEqualTo(2);
        v.fit();
        assertThat(v.zoom()).isEqualTo(4);
        v.zoomStep(true);
        assertThat(v.isFitting()).isFalse();
    }

    @Test
    void fitOfAnyBoundsWithoutWholeZoomsFillsTheRoomExactly() {
        Viewport smooth = new Viewport(SMOOTH);
        smooth.setContent(() -> new Rectangle2D.Double(-0.9, -1.8, 1.8, 1.8));
        smooth.setViewSize(380, 200);
        smooth.fit();
        assertThat(smooth.zoom()).isCloseTo(180 / 1.8, within(1e-9));
        assertThat(smooth.toComponentX(0)).isEqualTo(190);
        assertThat(smooth.toComponentY(-0.9)).isEqualTo(100);
    }

    @Test
    void zoomingOutCanStopAtTheFitOrAtHundredPercent() {
        ZoomRules rules = new ZoomRules(List.of(0.25, 0.5, 1.0, 2.0, 32.0), new Insets(12, 12, 32, 12), 0.05, false,
                true);
        Viewport small = new Viewport(rules);
        small.setContent(() -> new Rectangle2D.Double(0, 0, 128, 128));
        small.setViewSize(600, 400);
        small.zoomAndCentre(2);
        for (int i = 0; i < 5; i++) {
            small.zoomStep(false);
        }
        assertThat(small.zoom()).as("a small frame never shrinks below 100%").isEqualTo(1);
        Viewport large = new Viewport(rules);
        large.setContent(() -> new Rectangle2D.Double(0, 0, 1000, 1000));
        large.setViewSize(600, 400);
        large.zoomAndCentre(1);
        for (int i = 0; i < 5; i++) {
            large.zoomStep(false);
        }
        assertThat(large.zoom()).as("a large one shrinks to its fit").isCloseTo(356 / 1000.0, within(1e-9));
    }

    @Test
    void everyChangeIsHeard() {
        int[] heard = {0};
        v.addChangeListener(() -> heard[0]++);
        v.setViewSize(100, 100);
        v.panBy(1, 1);
        v.zoomTo(2);
        v.setOrigin(0, 0);
        v.fit();
        assertThat(heard[0]).isEqualTo(5);
    }
}
