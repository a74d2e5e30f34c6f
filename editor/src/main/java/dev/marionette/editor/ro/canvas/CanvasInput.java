package dev.marionette.editor.ro.canvas;

import dev.marionette.editor.ro.render.PlacedLayer;
import dev.marionette.model.ro.AnchorRef;
import dev.marionette.model.ro.LayerRef;
import java.awt.Cursor;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.geom.Point2D;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.KeyStroke;

/**
 * Turns mouse and keys on the canvas into gestures. A button press picks the tool:
 * <ul>
 * <li>middle or right button, or the left one while Space is held: {@link HandTool} (a right click that does
 *     not move opens the context menu instead);</li>
 * <li>a selection handle: {@link TransformTool} (corners and sides scale, the knob rotates);</li>
 * <li>an anchor (when shown): {@link AnchorTool};</li>
 * <li>a visible pixel of a layer: Ctrl toggles it in the selection; otherwise it is selected (Shift adds) and
 *     dragged with {@link MoveTool}, or with Alt turned ({@link TransformTool}; Alt+Shift scales uniformly);</li>
 * <li>nothing: {@link RubberBandTool}.</li>
 * </ul>
 * The wheel zooms around the pointer. Arrow keys nudge the selected layers (or anchor) by one pixel, ten
 * with Shift; consecutive nudges are one undo step. Escape cancels a drag.
 */
public final class CanvasInput {

    private final SpriteCanvas canvas;
    private CanvasTool tool;
    private boolean spaceHeld;
    private boolean pannedWhileSpace;
    private Runnable spaceAction = () -> { };
    private Consumer<Point> contextMenu = p -> { };
    private Runnable editStarted = () -> { };

    CanvasInput(SpriteCanvas canvas) {
        this.canvas = canvas;
    }

    void setSpaceAction(Runnable action) {
        this.spaceAction = action;
    }

    void setContextMenu(Consumer<Point> menu) {
        this.contextMenu = menu;
    }

    /** Runs when a gesture that edits starts (the view pauses playback, so the frame stays put). */
    void setEditStarted(Runnable action) {
        this.editStarted = action;
    }

    /** True while a gesture is under way. */
    public boolean busy() {
        return tool != null;
    }

    void install() {
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                canvas.requestFocusInWindow();
                press(e);
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                if (tool != null) {
                    tool.dragged(CanvasMouseEvent.of(e, canvas.viewport()));
                }
            }

            @Override
            public void mouseReleased(MouseEvent e) {
                release(e);
            }

            @Override
            public void mouseWheelMoved(MouseWheelEvent e) {
                Viewport v = canvas.viewport();
                canvas.userPlacedView();
                v.zoomAround(e.getWheelRotation() < 0 ? v.nextLevel() : v.previousLevel(), e.getX(), e.getY());
                canvas.repaint();
            }
        };
        canvas.addMouseListener(mouse);
        canvas.addMouseMotionListener(mouse);
        canvas.addMouseWheelListener(mouse);
        canvas.addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                if (e.getKeyCode() == KeyEvent.VK_SPACE && e.getModifiersEx() == 0) {
                    if (!spaceHeld) {
                        spaceHeld = true;
                        pannedWhileSpace = false;
                        canvas.setCursor(Cursor.getPredefinedCursor(Cursor.MOVE_CURSOR));
                    }
                    e.consume();
                }
            }

            @Override
            public void keyReleased(KeyEvent e) {
                if (e.getKeyCode() == KeyEvent.VK_SPACE && spaceHeld) {
                    spaceHeld = false;
                    canvas.setCursor(Cursor.getDefaultCursor());
                    if (!pannedWhileSpace) {
                        spaceAction.run();
                    }
                    e.consume();
                }
            }
        });
        bindNudge(KeyEvent.VK_LEFT, -1, 0);
        bindNudge(KeyEvent.VK_RIGHT, 1, 0);
        bindNudge(KeyEvent.VK_UP, 0, -1);
        bindNudge(KeyEvent.VK_DOWN, 0, 1);
        bind(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "cancelGesture", this::cancel);
    }

    private void bindNudge(int key, int dx, int dy) {
        bind(KeyStroke.getKeyStroke(key, 0), "nudge" + key, () -> nudge(dx, dy));
        bind(KeyStroke.getKeyStroke(key, InputEvent.SHIFT_DOWN_MASK), "nudge10-" + key, () -> nudge(10 * dx, 10 * dy));
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

    /** Moves the selected layers, or the selected anchor, by (dx, dy); merges with the nudges before. */
    public void nudge(int dx, int dy) {
        if (tool != null) {
            return;
        }
        editStarted.run();
        AnchorRef anchor = canvas.state().selectedAnchorRef();
        if (anchor != null) {
            Edits.nudge(canvas, () -> canvas.document().editor().frames().moveAnchor(anchor, dx, dy));
            return;
        }
        List<LayerRef> layers = canvas.state().selectedLayerRefs();
        if (!layers.isEmpty()) {
            Edits.nudge(canvas, () -> canvas.document().editor().layers().moveLayers(layers, dx, dy));
        }
    }

    /** True while the selection's handles should be drawn (a selection, and no move or pan under way). */
    boolean showsHandles() {
        return !canvas.state().selectedLayers().isEmpty()
                && (tool == null || tool instanceof TransformTool);
    }

    void paintOverlay(Graphics2D g) {
        if (tool != null) {
            tool.paintOverlay(g);
        }
    }

    /** Ends any gesture without effect. */
    public void cancel() {
        if (tool != null) {
            tool.cancel();
            tool = null;
            canvas.repaint();
        }
    }

    private void press(MouseEvent raw) {
        if (tool != null) {
            return;
        }
        CanvasMouseEvent e = CanvasMouseEvent.of(raw, canvas.viewport());
        tool = choose(e);
        if (tool != null) {
            if (!(tool instanceof HandTool)) {
                editStarted.run();
            }
            tool.pressed(e);
            canvas.repaint();
        }
    }

    private void release(MouseEvent raw) {
        if (tool == null) {
            return;
        }
        CanvasMouseEvent e = CanvasMouseEvent.of(raw, canvas.viewport());
        CanvasTool ending = tool;
        tool = null;
        ending.released(e);
        if (ending instanceof HandTool hand) {
            if (spaceHeld) {
                pannedWhileSpace = true;
            } else if (e.rightButton() && hand.travelled() < 4) {
                contextMenu.accept(new Point(e.x(), e.y()));
            }
        }
        canvas.repaint();
    }

    private CanvasTool choose(CanvasMouseEvent e) {
        if (e.middleButton() || e.rightButton() || spaceHeld) {
            if (e.rightButton()) {
                selectUnderPointerForMenu(e);
            }
            return new HandTool(canvas);
        }
        if (!e.leftButton()) {
            return null;
        }
        List<PlacedLayer> layers = CanvasScene.editedPart(canvas.parts()).map(CanvasScene.Part::layers)
                .orElse(List.of());
        Optional<SelectionHandles> handles = SelectionHandles.of(layers, canvas.state().selectedLayers(),
                canvas.viewport());
        SelectionHandles.Handle handle = handles.map(h -> h.hit(e.x(), e.y())).orElse(null);
        if (handle != null) {
            return new TransformTool(canvas, handle, handle == SelectionHandles.Handle.ROTATE, false, false);
        }
        int anchor = anchorAt(e.x(), e.y());
        if (anchor >= 0) {
            return new AnchorTool(canvas, anchor);
        }
        int layer = layerAt(e);
        if (layer < 0) {
            return new RubberBandTool(canvas);
        }
        if (e.toggleModifier() && !e.alt()) {
            canvas.state().toggleLayer(layer);
            return null;
        }
        if (!canvas.state().isLayerSelected(layer)) {
            if (e.shift()) {
                java.util.Set<Integer> more = new java.util.TreeSet<>(canvas.state().selectedLayers());
                more.add(layer);
                canvas.state().selectLayers(more);
            } else {
                canvas.state().selectLayers(List.of(layer));
            }
        }
        if (e.alt()) {
            boolean scale = e.shift();
            return new TransformTool(canvas, null, !scale, scale, e.toggleModifier());
        }
        return new MoveTool(canvas);
    }

    /** A right click on an unselected layer selects it first, so the menu acts on what was clicked. */
    private void selectUnderPointerForMenu(CanvasMouseEvent e) {
        int layer = layerAt(e);
        if (layer >= 0 && !canvas.state().isLayerSelected(layer)) {
            canvas.state().selectLayers(List.of(layer));
        }
    }

    /** The layer drawing the sprite pixel under the pointer, tested at the pixel's centre as it is drawn. */
    private int layerAt(CanvasMouseEvent e) {
        return canvas.scene().composition().driverLayerAt(canvas.state().action(), canvas.state().frame(),
                e.pixelX() + 0.5, e.pixelY() + 0.5);
    }

    /** The anchor drawn within reach of component point (x, y), or -1. */
    int anchorAt(int x, int y) {
        if (!canvas.options().anchors()) {
            return -1;
        }
        List<int[]> anchors = canvas.anchorPositions();
        for (int i = anchors.size() - 1; i >= 0; i--) {
            Point2D c = new Point2D.Double(canvas.viewport().toComponentX(anchors.get(i)[0] + 0.5),
                    canvas.viewport().toComponentY(anchors.get(i)[1] + 0.5));
            if (c.distance(x, y) <= AnchorTool.PICK_RADIUS) {
                return i;
            }
        }
        return -1;
    }

    /** The gesture under way, or null. */
    public CanvasTool tool() {
        return tool;
    }
}
