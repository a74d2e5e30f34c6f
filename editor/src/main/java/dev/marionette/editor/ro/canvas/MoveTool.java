package dev.marionette.editor.ro.canvas;

import dev.marionette.editor.canvas.CanvasMouse;
import dev.marionette.editor.canvas.CanvasTool;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.LayerRef;
import java.util.List;

/**
 * Moves the selected layers by dragging, in whole sprite pixels (layer positions are integers in every ACT
 * version). Shift keeps the move on the dominant axis. The move is previewed while dragging and posted as
 * one edit on release, only when something moved.
 */
public final class MoveTool implements CanvasTool {

    private final CanvasContext context;
    private double startX;
    private double startY;
    private int dx;
    private int dy;
    private List<Integer> layers;
    private List<LayerRef> refs;

    public MoveTool(CanvasContext context) {
        this.context = context;
    }

    @Override
    public void pressed(CanvasMouse e) {
        startX = e.modelX();
        startY = e.modelY();
        layers = List.copyOf(context.state().selectedLayers());
        refs = context.state().selectedLayerRefs();
    }

    @Override
    public void dragged(CanvasMouse e) {
        int nx = (int) Math.round(e.modelX() - startX);
        int ny = (int) Math.round(e.modelY() - startY);
        if (e.shift()) {
            if (Math.abs(nx) >= Math.abs(ny)) {
                ny = 0;
            } else {
                nx = 0;
            }
        }
        if (nx == dx && ny == dy) {
            return;
        }
        dx = nx;
        dy = ny;
        ActFrame frame = context.state().currentFrame();
        LayerPreview preview = context.scene().preview();
        preview.clear();
        if (frame != null) {
            for (int i : layers) {
                SpriteLayer moved = frame.layers().get(i).copy();
                moved.setX(moved.x() + dx);
                moved.setY(moved.y() + dy);
                preview.setLayer(i, moved);
            }
        }
        context.repaintCanvas();
    }

    @Override
    public void released(CanvasMouse e) {
        context.scene().preview().clear();
        if ((dx != 0 || dy != 0) && !layers.isEmpty()) {
            int mx = dx;
            int my = dy;
            Edits.post(context, () -> context.document().editor().layers().moveLayers(refs, mx, my));
        }
        context.repaintCanvas();
    }

    @Override
    public void cancel() {
        context.scene().preview().clear();
        dx = 0;
        dy = 0;
    }
}
