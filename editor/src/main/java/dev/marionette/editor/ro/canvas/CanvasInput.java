package dev.marionette.editor.ro.canvas;

import dev.marionette.editor.canvas.CanvasMouse;
import dev.marionette.editor.canvas.CanvasTool;
import dev.marionette.editor.canvas.ToolDispatcher;
import dev.marionette.editor.ro.canvas.CanvasOptions.Option;
import dev.marionette.model.ro.AnchorRef;
import dev.marionette.model.ro.LayerRef;
import dev.marionette.render.ro.PlacedLayer;
import java.awt.Point;
import java.awt.geom.Point2D;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * What the mouse and keys do on the sprite canvas, given to the kit's {@link ToolDispatcher} (which pans with
 * the middle or right button or Space, zooms with the wheel and cancels with Escape). A left press picks the
 * tool, a strategy that previews through the scene's {@link LayerPreview} and posts one edit on release, so
 * a drag is one undo step and the document's listeners (tree, table) hear nothing until then:
 * <ul>
 * <li>a selection handle: {@link TransformTool} (corners and sides scale, the knob rotates);</li>
 * <li>an anchor (when shown): {@link AnchorTool};</li>
 * <li>a visible pixel of a layer: Ctrl toggles it in the selection; otherwise it is selected (Shift adds) and
 *     dragged with {@link MoveTool}, or with Alt turned ({@link TransformTool}; Alt+Shift scales uniformly);</li>
 * <li>nothing: {@link RubberBandTool}.</li>
 * </ul>
 * A right press selects the layer under it, and a right click that did not pan opens the context menu. Arrow
 * keys nudge the selected layers (or anchor) by one pixel, ten with Shift; consecutive nudges are one undo step.
 */
public final class CanvasInput implements ToolDispatcher.ToolChooser, ToolDispatcher.ContextMenu {

    private final SpriteCanvas canvas;
    private Consumer<Point> contextMenu = p -> { };
    private Runnable editStarted = () -> { };
    /** Takes the next left press instead of any tool (the palette's "pick from the canvas"), or null. */
    private Consumer<CanvasMouse> picker;

    CanvasInput(SpriteCanvas canvas) {
        this.canvas = canvas;
    }

    void install() {
        ToolDispatcher tools = canvas.tools();
        tools.setChooser(this);
        tools.setContextMenu(this);
        tools.setNudge(this::nudge);
    }

    void setContextMenu(Consumer<Point> menu) {
        this.contextMenu = menu;
    }

    /** Runs when a gesture that edits starts (the view pauses playback, so the frame stays put). */
    void setEditStarted(Runnable action) {
        this.editStarted = action;
        canvas.tools().setGestureStarted(action);
    }

    /** True while a gesture is under way. */
    public boolean busy() {
        return canvas.tools().busy();
    }

    /** The gesture under way, or null. */
    public CanvasTool tool() {
        return canvas.tools().tool();
    }

    /** Ends any gesture without effect, and a pick armed with {@link #armPicker}. */
    public void cancel() {
        canvas.tools().cancel();
        disarmPicker();
    }

    /**
     * Hands the next left press on the canvas to {@code pick} instead of selecting or moving anything (a
     * crosshair shows until then). Looking only: the pick itself changes no document.
     */
    public void armPicker(Consumer<CanvasMouse> pick) {
        picker = pick;
        canvas.setCursor(java.awt.Cursor.getPredefinedCursor(java.awt.Cursor.CROSSHAIR_CURSOR));
    }

    /** True while a pick is armed. */
    public boolean pickerArmed() {
        return picker != null;
    }

    /** Forgets an armed pick. */
    public void disarmPicker() {
        if (picker != null) {
            picker = null;
            canvas.setCursor(java.awt.Cursor.getDefaultCursor());
        }
    }

    /** Moves the selected layers, or the selected anchor, by (dx, dy); merges with the nudges before. */
    public void nudge(int dx, int dy) {
        if (busy()) {
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
        CanvasTool tool = tool();
        return !canvas.state().selectedLayers().isEmpty() && (tool == null || tool instanceof TransformTool);
    }

    @Override
    public CanvasTool choose(CanvasMouse e) {
        if (!e.leftButton()) {
            return null;
        }
        if (picker != null) {
            Consumer<CanvasMouse> pick = picker;
            disarmPicker();
            pick.accept(e);
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
                Set<Integer> more = new TreeSet<>(canvas.state().selectedLayers());
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

    /** A right press on an unselected layer selects it first, so the menu acts on what was clicked. */
    @Override
    public void pressed(CanvasMouse e) {
        int layer = layerAt(e);
        if (layer >= 0 && !canvas.state().isLayerSelected(layer)) {
            canvas.state().selectLayers(List.of(layer));
        }
    }

    @Override
    public void show(CanvasMouse e) {
        contextMenu.accept(new Point(e.x(), e.y()));
    }

    /** The layer drawing the sprite pixel under the pointer, tested at the pixel's centre as it is drawn. */
    private int layerAt(CanvasMouse e) {
        return canvas.scene().composition().driverLayerAt(canvas.state().action(), canvas.state().frame(),
                e.pixelX() + 0.5, e.pixelY() + 0.5);
    }

    /** The anchor drawn within reach of component point (x, y), or -1. */
    int anchorAt(int x, int y) {
        if (!canvas.options().isOn(Option.ANCHORS)) {
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
}
