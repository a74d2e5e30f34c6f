package dev.marionette.render.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.marionette.editor.motion.TestFigures;
import dev.marionette.model.motion.SkeletonFigure;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/**
 * The 3D view's drawing, without a window: where the projection puts world points for the preset views, which part
 * a click picks, frames in place, sides from names, the travel heading, and that the selected part is drawn in the
 * highlight colour.
 */
class FigureRenderTest {

    private static final double[] ORIGIN = {0, 0, 0};

    @Test
    void theFrontViewLooksAlongMinusZWithYUpTheSideViewFromPlusX() {
        OrbitCamera camera = new OrbitCamera();
        camera.setView(OrbitCamera.View.FRONT);
        Projection front = new Projection(camera, ORIGIN, 2, 100, 100);
        assertThat(front.x(10, 0, 5)).isCloseTo(120, within(1e-9));
        assertThat(front.y(0, 10, 5)).isCloseTo(80, within(1e-9));
        assertThat(front.depth(0, 0, 5)).isGreaterThan(front.depth(0, 0, -5));

        camera.setView(OrbitCamera.View.SIDE);
        Projection side = new Projection(camera, ORIGIN, 1, 0, 0);
        assertThat(side.x(0, 0, 10)).isCloseTo(-10, within(1e-9));
        assertThat(side.x(10, 0, 0)).isCloseTo(0, within(1e-9));

        camera.setView(OrbitCamera.View.TOP);
        Projection top = new Projection(camera, new double[] {5, 5, 5}, 1, 0, 0);
        assertThat(top.y(5, 100, 15)).isCloseTo(10, within(1e-9));
    }

    @Test
    void theCameraTurnsAboutThePivot() {
        OrbitCamera camera = new OrbitCamera();
        camera.setAngles(73, 21);
        Projection p = new Projection(camera, new double[] {40, 10, -30}, 3, 200, 150);
        assertThat(p.x(40, 10, -30)).isCloseTo(200, within(1e-9));
        assertThat(p.y(40, 10, -30)).isCloseTo(150, within(1e-9));
    }

    @Test
    void aClickPicksTheJointOrTheBoneUnderIt() {
        SkeletonFigure figure = TestFigures.figure(3);
        OrbitCamera camera = new OrbitCamera();
        camera.setView(OrbitCamera.View.FRONT);
        Projection p = new Projection(camera, ORIGIN, 10, 0, 0);
        double[] xyz = new double[3 * figure.pointCount()];
        figure.pointsAt(0, xyz);
        // the left leg's joint is at (2, 10, 0): (20, -100) on the picture; its tip at (2, 0, 0)
        assertThat(FigurePicker.pick(figure, xyz, p, 21, -101)).isEqualTo(2);
        assertThat(FigurePicker.pick(figure, xyz, p, 19, -50)).as("the middle of the left leg").isEqualTo(2);
        assertThat(FigurePicker.pick(figure, xyz, p, -20, -40)).as("the right leg").isEqualTo(3);
        assertThat(FigurePicker.pick(figure, xyz, p, 0, -150)).as("the spine").isEqualTo(1);
        assertThat(FigurePicker.pick(figure, xyz, p, 300, 300)).isEqualTo(-1);
    }

    @Test
    void inPlaceKeepsTheRootsFirstHorizontalPositionAndItsHeight() {
        SkeletonFigure figure = TestFigures.figure(4);
        FigureFrames free = new FigureFrames(figure, false);
        FigureFrames fixed = new FigureFrames(figure, true);
        assertThat(free.points(3)[0]).isEqualTo(30);
        assertThat(fixed.points(3)[0]).isEqualTo(0);
        assertThat(fixed.points(3)[1]).isEqualTo(10);
        assertThat(fixed.points(3)[2 * 3 * 2]).as("the left leg moves with the root").isEqualTo(2);
        assertThat(free.ground()).isCloseTo(0, within(1e-9));
        assertThat(free.height()).isCloseTo(18, within(1e-9));
        double[] box = free.bounds();
        assertThat(box[3] - box[0]).isCloseTo(34, within(1e-9));
        assertThat(fixed.bounds()[3] - fixed.bounds()[0]).isCloseTo(4, within(1e-9));
        assertThat(FigureFrames.travelHeading(figure)).isCloseTo(90, within(1e-9));
        assertThat(FigureFrames.travelHeading(TestFigures.figure(1))).isNaN();
    }

    @Test
    void sidesComeFromPairedNames() {
        SkeletonFigure figure = TestFigures.figure(1);
        assertThat(FigureSides.of(figure)).containsExactly(FigureSides.Side.CENTRE, FigureSides.Side.CENTRE,
                FigureSides.Side.LEFT, FigureSides.Side.RIGHT);
        assertThat(FigureSides.side("l_thigh", java.util.Set.of("l_thigh", "r_thigh")))
                .isEqualTo(FigureSides.Side.LEFT);
        assertThat(FigureSides.side("lowerback", java.util.Set.of("lowerback")))
                .isEqualTo(FigureSides.Side.CENTRE);
    }

    @Test
    void theSelectedPartIsDrawnInTheHighlightColour() {
        SkeletonFigure figure = TestFigures.figure(1);
        OrbitCamera camera = new OrbitCamera();
        camera.setView(OrbitCamera.View.FRONT);
        Projection p = new Projection(camera, new double[] {0, 9, 0}, 8, 100, 100);
        double[] xyz = new double[3 * figure.pointCount()];
        figure.pointsAt(0, xyz);
        FigurePainter painter = new FigurePainter(figure, FigureStyle.VIEWER.hardEdged());
        Color highlight = FigureStyle.VIEWER.selected();
        assertThat(count(draw(painter, xyz, p, -1), highlight)).isZero();
        BufferedImage selected = draw(painter, xyz, p, 2);
        assertThat(count(selected, highlight)).isGreaterThan(50);
        // the highlight is on the left leg: right of the middle (the figure faces the camera, its left is +x)
        assertThat(selected.getRGB(116, 140) & 0xFFFFFF).isEqualTo(highlight.getRGB() & 0xFFFFFF);
        assertThat(count(draw(painter, xyz, p, -1), FigureStyle.VIEWER.left())).isGreaterThan(50);
    }

    private static BufferedImage draw(FigurePainter painter, double[] xyz, Projection p, int selected) {
        BufferedImage image = new BufferedImage(200, 240, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        painter.paint(g, xyz, p, selected);
        g.dispose();
        return image;
    }

    private static int count(BufferedImage image, Color colour) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) == (colour.getRGB() & 0xFFFFFF)
                        && image.getRGB(x, y) >>> 24 == 255) {
                    n++;
                }
            }
        }
        return n;
    }
}
