package dev.marionette.editor.canvas;

/** Pans the view by dragging (Space+drag, middle or right drag). Touches only the viewport. */
public final class PanTool implements CanvasTool {

    private final Viewport viewport;
    private int lastX;
    private int lastY;
    private int travelled;

    public PanTool(Viewport viewport) {
        this.viewport = viewport;
    }

    @Override
    public void pressed(CanvasMouse e) {
        lastX = e.x();
        lastY = e.y();
    }

    @Override
    public void dragged(CanvasMouse e) {
        int dx = e.x() - lastX;
        int dy = e.y() - lastY;
        if (dx == 0 && dy == 0) {
            return;
        }
        travelled += Math.abs(dx) + Math.abs(dy);
        viewport.panBy(dx, dy);
        lastX = e.x();
        lastY = e.y();
    }

    @Override
    public void released(CanvasMouse e) {
    }

    /** How far the view was dragged, in pixels (a right click that barely moved opens the menu instead). */
    public int travelled() {
        return travelled;
    }
}
