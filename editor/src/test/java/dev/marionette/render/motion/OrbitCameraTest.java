package dev.marionette.render.motion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.marionette.editor.canvas.CanvasMouse;
import dev.marionette.editor.canvas.OrbitTool;
import dev.marionette.render.Viewport;
import dev.marionette.render.ViewportTest;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.geom.Rectangle2D;
import java.util.List;
import javax.swing.JLabel;
import org.junit.jupiter.api.Test;

/** The 3D camera on top of the 2D viewport: projections of the preset views, turning, fitting. */
class OrbitCameraTest {

    final OrbitCamera camera = new OrbitCamera();

    @Test
    void theFrontViewShowsXToTheRightAndUpUpTheScreen() {
        camera.setView(OrbitCamera.View.FRONT);
        assertThat(camera.projectX(3, 5, 7)).isCloseTo(3, within(1e-12));
        assertThat(camera.projectY(3, 5, 7)).as("y down the screen").isCloseTo(-5, within(1e-12));
        assertThat(camera.depth(0, 0, 7)).as("+z faces the camera").isGreaterThan(camera.depth(0, 0, -7));
    }

    @Test
    void theSideViewLooksFromPlusXAndTheTopViewStraightDown() {
        camera.setView(OrbitCamera.View.SIDE);
        assertThat(camera.projectX(3, 5, 7)).isCloseTo(-7, within(1e-12));
        assertThat(camera.projectY(3, 5, 7)).isCloseTo(-5, within(1e-12));
        assertThat(camera.depth(1, 0, 0)).isCloseTo(1, within(1e-12));
        camera.setView(OrbitCamera.View.TOP);
        assertThat(camera.projectX(3, 5, 7)).isCloseTo(3, within(1e-12));
        assertThat(camera.projectY(3, 5, 7)).as("the front (+z) at the bottom").isCloseTo(7, within(1e-12));
        assertThat(camera.depth(0, 1, 0)).isCloseTo(1, within(1e-12));
    }

    @Test
    void anyTurnKeepsLengths() {
        camera.setAngles(37, -21);
        double x = 1.5;
        double y = -2;
        double z = 0.25;
        double sx = camera.projectX(x, y, z);
        double sy = camera.projectY(x, y, z);
        double d = camera.depth(x, y, z);
        assertThat(sx * sx + sy * sy + d * d).isCloseTo(x * x + y * y + z * z, within(1e-12));
    }

    @Test
    void yawWrapsAroundAndPitchStopsAtTheVertical() {
        camera.setAngles(350, 80);
        camera.turnBy(20, 30);
        assertThat(camera.yaw()).isCloseTo(10, within(1e-9));
        assertThat(camera.pitch()).isEqualTo(90);
        camera.turnBy(-30, -400);
        assertThat(camera.yaw()).isCloseTo(340, within(1e-9));
        assertThat(camera.pitch()).isEqualTo(-90);
    }

    @Test
    void theProjectedBoundsAreWhatTheViewportFits() {
        camera.setView(OrbitCamera.View.FRONT);
        Rectangle2D b = camera.bounds(List.of(new double[] {-1, 0, 0}, new double[] {1, 17, 3},
                new double[] {0, 8, -3}));
        assertThat(b.getX()).isCloseTo(-1, within(1e-12));
        assertThat(b.getY()).isCloseTo(-17, within(1e-12));
        assertThat(b.getWidth()).isCloseTo(2, within(1e-12));
        assertThat(b.getHeight()).isCloseTo(17, within(1e-12));
        Viewport v = new Viewport(ViewportTest.SMOOTH);
        v.setContent(() -> b);
        v.setViewSize(220, 360);
        v.fit();
        assertThat(v.zoom()).isCloseTo(340 / 17.0, within(1e-9));
        assertThat(v.toComponentY(camera.projectY(0, 17, 0))).as("the head at the top margin")
                .isCloseTo(10, within(0.5));
    }

    @Test
    void draggingTurnsTheCameraAndChangesNothingElse() {
        int[] changes = {0};
        camera.addChangeListener(() -> changes[0]++);
        Viewport v = new Viewport(ViewportTest.SMOOTH);
        double zoom = v.zoom();
        OrbitTool tool = new OrbitTool(camera);
        JLabel source = new JLabel();
        tool.pressed(CanvasMouse.of(new MouseEvent(source, MouseEvent.MOUSE_PRESSED, 0,
                InputEvent.BUTTON1_DOWN_MASK, 100, 100, 1, false, MouseEvent.BUTTON1), v));
        tool.dragged(CanvasMouse.of(new MouseEvent(source, MouseEvent.MOUSE_DRAGGED, 0,
                InputEvent.BUTTON1_DOWN_MASK, 140, 80, 1, false, MouseEvent.BUTTON1), v));
        assertThat(camera.yaw()).as("right turns the figure right: the camera goes left")
                .isCloseTo(360 - 40 * OrbitTool.DEGREES_PER_PIXEL, within(1e-9));
        assertThat(camera.pitch()).isCloseTo(-20 * OrbitTool.DEGREES_PER_PIXEL, within(1e-9));
        assertThat(changes[0]).isEqualTo(1);
        assertThat(v.zoom()).isEqualTo(zoom);
    }
}
