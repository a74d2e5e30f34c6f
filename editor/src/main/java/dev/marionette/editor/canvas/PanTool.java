package dev.marionette.editor.canvas;

import dev.marionette.render.Viewport;

/** Pans the view by dragging (Space+drag, middle or right drag). Touches only the viewport. */
public final class PanTool extends DragTool {

    private final Viewport viewport;

    public PanTool(Viewport viewport) {
        this.viewport = viewport;
    }

    @Override
    protected void dragBy(int dx, int dy) {
        viewport.panBy(dx, dy);
    }
}
