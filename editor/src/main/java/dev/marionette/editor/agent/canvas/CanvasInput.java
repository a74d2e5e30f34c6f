package dev.marionette.editor.agent.canvas;

import dev.marionette.editor.agent.AgentContext;
import dev.marionette.model.acs.AgentFrame;
import java.awt.Cursor;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import javax.swing.AbstractAction;
import javax.swing.ActionMap;
import javax.swing.InputMap;
import javax.swing.JComponent;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;

/**
 * The canvas's mouse and keyboard: panning comes first (space held, middle or right button), then the active
 * tool gets the left button; the wheel zooms around the pointer; arrow keys nudge the selected image by one
 * pixel (ten with Shift), the nudges of one image merging into one undo step; Escape abandons a drag.
 */
final class CanvasInput extends MouseAdapter {

    private final FrameCanvas canvas;
    private boolean spaceDown;
    private boolean panning;
    private int lastX;
    private int lastY;

    CanvasInput(FrameCanvas canvas) {
        this.canvas = canvas;
    }

    void install() {
        canvas.addMouseListener(this);
        canvas.addMouseMotionListener(this);
        canvas.addMouseWheelListener(this);
        InputMap in = canvas.getInputMap(JComponent.WHEN_FOCUSED);
        ActionMap actions = canvas.getActionMap();
        bind(in, actions, KeyStroke.getKeyStroke(KeyEvent.VK_SPACE, 0, false), "panOn", () -> setSpace(true));
        bind(in, actions, KeyStroke.getKeyStroke(KeyEvent.VK_SPACE, 0, true), "panOff", () -> setSpace(false));
        bind(in, actions, KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "cancel", () -> canvas.tool().cancel());
        int[][] arrows = {{KeyEvent.VK_LEFT, -1, 0}, {KeyEvent.VK_RIGHT, 1, 0}, {KeyEvent.VK_UP, 0, -1},
            {KeyEvent.VK_DOWN, 0, 1}};
        for (int[] a : arrows) {
            bind(in, actions, KeyStroke.getKeyStroke(a[0], 0), "nudge" + a[0], () -> nudge(a[1], a[2]));
            bind(in, actions, KeyStroke.getKeyStroke(a[0], InputEvent.SHIFT_DOWN_MASK), "nudge10" + a[0],
                    () -> nudge(10 * a[1], 10 * a[2]));
        }
    }

    private static void bind(InputMap in, ActionMap actions, KeyStroke key, String name, Runnable action) {
        in.put(key, name);
        actions.put(name, new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {
                action.run();
            }
        });
    }

    private void setSpace(boolean down) {
        spaceDown = down;
        canvas.setCursor(down ? Cursor.getPredefinedCursor(Cursor.MOVE_CURSOR) : Cursor.getDefaultCursor());
    }

    private void nudge(int dx, int dy) {
        AgentContext context = canvas.context();
        AgentFrame frame = context.selection().selectedFrame();
        int p = context.selection().image();
        if (frame != null && p >= 0 && p < frame.images().size()) {
            int a = context.selection().animation();
            int f = context.selection().frame();
            context.edit(() -> context.ops().frameContent().moveImages(a, f, new int[] {p}, dx, dy));
        }
    }

    private CanvasMouse convert(MouseEvent e) {
        return new CanvasMouse(e, canvas.zoom().toFrameX(e.getX()), canvas.zoom().toFrameY(e.getY()));
    }

    @Override
    public void mousePressed(MouseEvent e) {
        canvas.requestFocusInWindow();
        lastX = e.getX();
        lastY = e.getY();
        if (spaceDown || SwingUtilities.isMiddleMouseButton(e) || SwingUtilities.isRightMouseButton(e)) {
            panning = true;
            return;
        }
        if (SwingUtilities.isLeftMouseButton(e)) {
            canvas.tool().pressed(convert(e));
        }
    }

    @Override
    public void mouseDragged(MouseEvent e) {
        if (panning) {
            canvas.pan(e.getX() - lastX, e.getY() - lastY);
            lastX = e.getX();
            lastY = e.getY();
        } else if (SwingUtilities.isLeftMouseButton(e)) {
            canvas.tool().dragged(convert(e));
        }
    }

    @Override
    public void mouseReleased(MouseEvent e) {
        if (panning) {
            panning = false;
        } else if (SwingUtilities.isLeftMouseButton(e)) {
            canvas.tool().released(convert(e));
        }
    }

    @Override
    public void mouseWheelMoved(MouseWheelEvent e) {
        if (e.getWheelRotation() != 0) {
            canvas.zoomAround(e.getWheelRotation() < 0, e.getX(), e.getY());
        }
    }
}
