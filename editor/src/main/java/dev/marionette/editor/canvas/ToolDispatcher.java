package dev.marionette.editor.canvas;

import dev.marionette.render.Viewport;
import java.awt.Cursor;
import java.awt.Graphics2D;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.KeyStroke;

/**
 * Routes a canvas's mouse and keys to gestures, whatever the canvas paints. Panning comes first: the middle
 * or right button, or any button while Space is held, drags the view ({@link PanTool}); every other press
 * goes to the tab's {@link ToolChooser}, and the {@link CanvasTool} it picks gets the drags and the release
 * of that button. The wheel zooms around the pointer. Escape cancels the gesture under way; the arrow keys
 * (Shift: ten times) go to the tab's {@link Nudge}. Optional hooks: a right click that did not pan opens the
 * tab's {@link ContextMenu}; Space tapped without panning runs an action (play/pause); an editing gesture
 * starting runs an action (pause playback, so the frame stays put). Event thread.
 */
public final class ToolDispatcher {

    /** How far (component pixels) a right drag may travel and still count as a click that opens the menu. */
    public static final int CLICK_SLOP = 4;

    /** Picks the gesture for a press that is not a pan. */
    @FunctionalInterface
    public interface ToolChooser {
        /** The tool for this press, or null when the press does nothing more (a click that only selected). */
        CanvasTool choose(CanvasMouse e);
    }

    /** The canvas's context menu. */
    public interface ContextMenu {
        /** The right button went down here (e.g. select what is under it, so the menu acts on it). */
        default void pressed(CanvasMouse e) {
        }

        /** A right click that did not pan: show the menu at ({@code e.x()}, {@code e.y()}). */
        void show(CanvasMouse e);
    }

    /** What the arrow keys do: move the selection by (dx, dy) model pixels. */
    @FunctionalInterface
    public interface Nudge {
        void nudge(int dx, int dy);
    }

    private final JComponent canvas;
    private final Viewport viewport;
    private ToolChooser chooser = e -> null;
    private ContextMenu contextMenu;
    private Runnable spaceTap = () -> { };
    private Runnable gestureStarted = () -> { };
    private CanvasTool tool;
    private int toolButton;
    private boolean spaceHeld;
    private boolean pannedWhileSpace;
    private boolean rightButtonPans = true;

    public ToolDispatcher(JComponent canvas, Viewport viewport) {
        this.canvas = canvas;
        this.viewport = viewport;
    }

    /** Who picks the tool for a press. */
    public void setChooser(ToolChooser chooser) {
        this.chooser = chooser;
    }

    /**
     * Whether the right button pans (the default) or goes to the tool chooser like the left one, as a pixel
     * editor's right button paints with the second colour. The middle button and Space still pan.
     */
    public void setRightButtonPans(boolean pans) {
        this.rightButtonPans = pans;
    }

    /** The menu a right click without panning opens (none by default). */
    public void setContextMenu(ContextMenu menu) {
        this.contextMenu = menu;
    }

    /** Runs when Space is tapped on the canvas rather than held to pan. */
    public void setSpaceTap(Runnable action) {
        this.spaceTap = action;
    }

    /** Runs just before a chosen (non-pan) gesture starts. */
    public void setGestureStarted(Runnable action) {
        this.gestureStarted = action;
    }

    /** Binds the arrow keys (one model pixel; with Shift ten) to {@code nudge}, ignored during a gesture. */
    public void setNudge(Nudge nudge) {
        int[][] arrows = {{KeyEvent.VK_LEFT, -1, 0}, {KeyEvent.VK_RIGHT, 1, 0}, {KeyEvent.VK_UP, 0, -1},
            {KeyEvent.VK_DOWN, 0, 1}};
        for (int[] a : arrows) {
            bind(KeyStroke.getKeyStroke(a[0], 0), "nudge" + a[0], () -> nudgeUnlessBusy(nudge, a[1], a[2]));
            bind(KeyStroke.getKeyStroke(a[0], InputEvent.SHIFT_DOWN_MASK), "nudge10-" + a[0],
                    () -> nudgeUnlessBusy(nudge, 10 * a[1], 10 * a[2]));
        }
    }

    private void nudgeUnlessBusy(Nudge nudge, int dx, int dy) {
        if (tool == null) {
            nudge.nudge(dx, dy);
        }
    }

    /** True while a gesture is under way. */
    public boolean busy() {
        return tool != null;
    }

    /** The gesture under way, or null. */
    public CanvasTool tool() {
        return tool;
    }

    /** Ends any gesture without effect. */
    public void cancel() {
        if (tool != null) {
            CanvasTool ending = tool;
            tool = null;
            ending.cancel();
            canvas.repaint();
        }
    }

    /** Draws the feedback of the gesture under way, in component space. */
    public void paintOverlay(Graphics2D g) {
        if (tool != null) {
            tool.paintOverlay(g);
        }
    }

    /** Starts listening to the canvas. */
    public void install() {
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                canvas.requestFocusInWindow();
                press(e);
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                if (tool != null) {
                    tool.dragged(CanvasMouse.of(e, viewport));
                }
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                release(e);
            }

            @Override
            public void mouseWheelMoved(MouseWheelEvent e) {
                if (e.getWheelRotation() != 0) {
                    viewport.zoomStep(e.getWheelRotation() < 0, e.getX(), e.getY());
                }
            }
        };
        canvas.addMouseListener(mouse);
        canvas.addMouseMotionListener(mouse);
        canvas.addMouseWheelListener(mouse);
        // Bound on the canvas itself (not listened to) so the tab's keys see that the canvas keeps Space.
        bind(KeyStroke.getKeyStroke(KeyEvent.VK_SPACE, 0, false), "spacePressed", this::spacePressed);
        bind(KeyStroke.getKeyStroke(KeyEvent.VK_SPACE, 0, true), "spaceReleased", this::spaceReleased);
        bind(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "cancelGesture", this::cancel);
    }

    private void spacePressed() {
        if (!spaceHeld) {
            spaceHeld = true;
            pannedWhileSpace = false;
            canvas.setCursor(Cursor.getPredefinedCursor(Cursor.MOVE_CURSOR));
        }
    }

    private void spaceReleased() {
        if (spaceHeld) {
            spaceHeld = false;
            canvas.setCursor(Cursor.getDefaultCursor());
            if (!pannedWhileSpace) {
                spaceTap.run();
            }
        }
    }

    private void bind(KeyStroke key, String name, Runnable action) {
        canvas.getInputMap(JComponent.WHEN_FOCUSED).put(key, name);
        canvas.getActionMap().put(name, new AbstractAction(name) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                action.run();
            }
        });
    }

    private void press(MouseEvent raw) {
        if (tool != null) {
            return;
        }
        CanvasMouse e = CanvasMouse.of(raw, viewport);
        if (e.middleButton() || e.rightButton() && rightButtonPans || spaceHeld) {
            if (e.rightButton() && contextMenu != null) {
                contextMenu.pressed(e);
            }
            tool = new PanTool(viewport);
        } else {
            tool = chooser.choose(e);
            if (tool != null) {
                gestureStarted.run();
            }
        }
        if (tool != null) {
            toolButton = raw.getButton();
            tool.pressed(e);
            canvas.repaint();
        }
    }

    /** Only the button that started a gesture ends it (when the events say which button it was). */
    private boolean endsGesture(int button) {
        return button == toolButton || button == MouseEvent.NOBUTTON || toolButton == MouseEvent.NOBUTTON;
    }

    private void release(MouseEvent raw) {
        if (tool == null || !endsGesture(raw.getButton())) {
            return;
        }
        CanvasMouse e = CanvasMouse.of(raw, viewport);
        CanvasTool ending = tool;
        tool = null;
        ending.released(e);
        if (ending instanceof PanTool pan) {
            if (spaceHeld) {
                pannedWhileSpace = true;
            } else if (e.rightButton() && contextMenu != null && pan.travelled() < CLICK_SLOP) {
                contextMenu.show(e);
            }
        }
        canvas.repaint();
    }
}
