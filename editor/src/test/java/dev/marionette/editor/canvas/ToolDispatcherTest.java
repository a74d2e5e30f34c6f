package dev.marionette.editor.canvas;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.testing.OnEdt;
import dev.marionette.render.Viewport;
import dev.marionette.render.ZoomRules;
import java.awt.Graphics2D;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.KeyStroke;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The tool dispatch on a bare component that paints nothing: what is painted plays no part. */
@ExtendWith(OnEdt.class)
class ToolDispatcherTest {

    /** Records what it hears. */
    static final class Recorder implements CanvasTool {
        final List<String> heard = new ArrayList<>();

        @Override
        public void pressed(CanvasMouse e) {
            heard.add("pressed " + e.pixelX() + "," + e.pixelY());
        }

        @Override
        public void dragged(CanvasMouse e) {
            heard.add("dragged " + e.pixelX() + "," + e.pixelY());
        }

        @Override
        public void released(CanvasMouse e) {
            heard.add("released");
        }

        @Override
        public void cancel() {
            heard.add("cancelled");
        }

        @Override
        public void paintOverlay(Graphics2D g) {
            heard.add("overlay");
        }
    }

    final JComponent canvas = new JComponent() {
        private static final long serialVersionUID = 1L;
    };
    final Viewport viewport = new Viewport(ZoomRules.PIXEL_ART);
    final ToolDispatcher tools = new ToolDispatcher(canvas, viewport);
    final Recorder tool = new Recorder();
    final List<String> events = new ArrayList<>();

    @BeforeEach
    void setUp() {
        canvas.setSize(400, 300);
        viewport.setViewSize(400, 300);
        viewport.zoomAround(4, 0, 0);
        viewport.setOrigin(100, 100);
        tools.install();
        tools.setChooser(e -> {
            events.add("chosen");
            return e.shift() ? null : tool;
        });
        tools.setGestureStarted(() -> events.add("gesture"));
    }

    private void mouse(int id, int x, int y, int modifiers, int button) {
        canvas.dispatchEvent(new MouseEvent(canvas, id, 0, modifiers, x, y, 1, false, button));
    }

    private void drag(int button, int mask, int x0, int y0, int x1, int y1) {
        mouse(MouseEvent.MOUSE_PRESSED, x0, y0, mask, button);
        mouse(MouseEvent.MOUSE_DRAGGED, x1, y1, mask, button);
        mouse(MouseEvent.MOUSE_RELEASED, x1, y1, 0, button);
    }

    private void key(int id, int code) {
        binding(KeyStroke.getKeyStroke(code, 0, id == KeyEvent.KEY_RELEASED));
    }

    private void binding(KeyStroke key) {
        Object name = canvas.getInputMap(JComponent.WHEN_FOCUSED).get(key);
        canvas.getActionMap().get(name).actionPerformed(new ActionEvent(canvas, ActionEvent.ACTION_PERFORMED, ""));
    }

    @Test
    void aLeftDragGoesToTheChosenToolInModelCoordinates() {
        drag(MouseEvent.BUTTON1, InputEvent.BUTTON1_DOWN_MASK, 110, 130, 150, 102);
        assertThat(events).containsExactly("chosen", "gesture");
        assertThat(tool.heard).containsExactly("pressed 2,7", "dragged 12,0", "released");
        assertThat(tools.busy()).isFalse();
        assertThat(viewport.originX()).as("the view did not move").isEqualTo(100);
    }

    @Test
    void aPressTheChooserDeclinesStartsNothing() {
        drag(MouseEvent.BUTTON1, InputEvent.BUTTON1_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK, 110, 130, 150, 102);
        assertThat(events).containsExactly("chosen");
        assertThat(tool.heard).isEmpty();
    }

    @Test
    void middleAndRightDragsPanTheViewAndNeverReachTheTool() {
        drag(MouseEvent.BUTTON2, InputEvent.BUTTON2_DOWN_MASK, 10, 10, 30, 5);
        drag(MouseEvent.BUTTON3, InputEvent.BUTTON3_DOWN_MASK, 10, 10, 15, 25);
        assertThat(viewport.originX()).isEqualTo(125);
        assertThat(viewport.originY()).isEqualTo(110);
        assertThat(events).isEmpty();
        assertThat(tool.heard).isEmpty();
    }

    @Test
    void whenTheRightButtonDoesNotPanItsDragGoesToTheToolAndTheMiddleStillPans() {
        tools.setRightButtonPans(false);
        drag(MouseEvent.BUTTON3, InputEvent.BUTTON3_DOWN_MASK, 110, 130, 150, 102);
        assertThat(tool.heard).containsExactly("pressed 2,7", "dragged 12,0", "released");
        assertThat(viewport.originX()).isEqualTo(100);
        drag(MouseEvent.BUTTON2, InputEvent.BUTTON2_DOWN_MASK, 10, 10, 30, 5);
        assertThat(viewport.originX()).isEqualTo(120);
    }

    @Test
    void spaceHeldTurnsTheLeftButtonIntoPanningAndATapRunsItsAction() {
        List<String> taps = new ArrayList<>();
        tools.setSpaceTap(() -> taps.add("tap"));
        key(KeyEvent.KEY_PRESSED, KeyEvent.VK_SPACE);
        key(KeyEvent.KEY_PRESSED, KeyEvent.VK_SPACE);
        drag(MouseEvent.BUTTON1, InputEvent.BUTTON1_DOWN_MASK, 10, 10, 50, 10);
        key(KeyEvent.KEY_RELEASED, KeyEvent.VK_SPACE);
        assertThat(viewport.originX()).isEqualTo(140);
        assertThat(tool.heard).isEmpty();
        assertThat(taps).as("held to pan: not a tap").isEmpty();
        key(KeyEvent.KEY_PRESSED, KeyEvent.VK_SPACE);
        key(KeyEvent.KEY_RELEASED, KeyEvent.VK_SPACE);
        assertThat(taps).containsExactly("tap");
    }

    @Test
    void aRightClickThatDidNotPanOpensTheContextMenu() {
        List<String> menu = new ArrayList<>();
        tools.setContextMenu(new ToolDispatcher.ContextMenu() {
            @Override
            public void pressed(CanvasMouse e) {
                menu.add("pressed at " + e.x());
            }

            @Override
            public void show(CanvasMouse e) {
                menu.add("shown at " + e.x() + "," + e.y());
            }
        });
        drag(MouseEvent.BUTTON3, InputEvent.BUTTON3_DOWN_MASK, 40, 50, 42, 51);
        assertThat(menu).containsExactly("pressed at 40", "shown at 42,51");
        menu.clear();
        drag(MouseEvent.BUTTON3, InputEvent.BUTTON3_DOWN_MASK, 40, 50, 80, 51);
        assertThat(menu).as("a real pan").containsExactly("pressed at 40");
    }

    @Test
    void onlyTheButtonThatStartedAGestureEndsIt() {
        mouse(MouseEvent.MOUSE_PRESSED, 110, 110, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
        mouse(MouseEvent.MOUSE_PRESSED, 120, 110, InputEvent.BUTTON1_DOWN_MASK | InputEvent.BUTTON3_DOWN_MASK,
                MouseEvent.BUTTON3);
        mouse(MouseEvent.MOUSE_RELEASED, 120, 110, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON3);
        assertThat(tools.busy()).isTrue();
        mouse(MouseEvent.MOUSE_RELEASED, 120, 110, 0, MouseEvent.BUTTON1);
        assertThat(tools.busy()).isFalse();
        assertThat(tool.heard).containsExactly("pressed 2,2", "released");
    }

    @Test
    void escapeCancelsTheGestureAndTheOverlayIsPaintedOnlyDuringIt() {
        Graphics2D g = new BufferedImage(4, 4, BufferedImage.TYPE_INT_ARGB).createGraphics();
        tools.paintOverlay(g);
        mouse(MouseEvent.MOUSE_PRESSED, 110, 110, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
        tools.paintOverlay(g);
        binding(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0));
        mouse(MouseEvent.MOUSE_DRAGGED, 130, 110, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
        mouse(MouseEvent.MOUSE_RELEASED, 130, 110, 0, MouseEvent.BUTTON1);
        assertThat(tool.heard).containsExactly("pressed 2,2", "overlay", "cancelled");
        g.dispose();
    }

    @Test
    void theWheelZoomsAroundThePointer() {
        double mx = viewport.toModelX(173);
        double my = viewport.toModelY(61);
        canvas.dispatchEvent(new MouseWheelEvent(canvas, MouseEvent.MOUSE_WHEEL, 0, 0, 173, 61, 0, false,
                MouseWheelEvent.WHEEL_UNIT_SCROLL, 1, -1));
        assertThat(viewport.zoom()).isEqualTo(6);
        assertThat(viewport.toModelX(173)).isCloseTo(mx, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(viewport.toModelY(61)).isCloseTo(my, org.assertj.core.data.Offset.offset(1e-9));
        canvas.dispatchEvent(new MouseWheelEvent(canvas, MouseEvent.MOUSE_WHEEL, 0, 0, 173, 61, 0, false,
                MouseWheelEvent.WHEEL_UNIT_SCROLL, 1, 1));
        canvas.dispatchEvent(new MouseWheelEvent(canvas, MouseEvent.MOUSE_WHEEL, 0, 0, 173, 61, 0, false,
                MouseWheelEvent.WHEEL_UNIT_SCROLL, 1, 0));
        assertThat(viewport.zoom()).as("out one step; a zero rotation does nothing").isEqualTo(4);
    }

    @Test
    void arrowKeysNudgeByOneOrTenExceptDuringAGesture() {
        List<String> nudges = new ArrayList<>();
        tools.setNudge((dx, dy) -> nudges.add(dx + "," + dy));
        binding(KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, 0));
        binding(KeyStroke.getKeyStroke(KeyEvent.VK_DOWN, InputEvent.SHIFT_DOWN_MASK));
        mouse(MouseEvent.MOUSE_PRESSED, 110, 110, InputEvent.BUTTON1_DOWN_MASK, MouseEvent.BUTTON1);
        binding(KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT, 0));
        assertThat(nudges).containsExactly("-1,0", "0,10");
    }
}
