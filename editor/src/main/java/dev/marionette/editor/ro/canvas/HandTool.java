package dev.marionette.editor.ro.canvas;

/** Pans the view: space-drag, middle drag or right drag. Touches only the viewport. */
public final class HandTool implements CanvasTool {

    private final CanvasContext context;
    private int lastX;
    private int lastY;
    private int travelled;

    HandTool(SpriteCanvas context) {
        this((CanvasContext) context);
        context.userPlacedView();
    }

    public HandTool(CanvasContext context) {
        this.context = context;
    }

    @Override
    public void pressed(CanvasMouseEvent e) {
        lastX = e.x();
        lastY = e.y();
    }

    @Override
    public void dragged(CanvasMouseEvent e) {
        int dx = e.x() - lastX;
        int dy = e.y() - lastY;
        travelled += Math.abs(dx) + Math.abs(dy);
        context.viewport().panBy(dx, dy);
        lastX = e.x();
        lastY = e.y();
        context.repaintCanvas();
    }

    @Override
    public void released(CanvasMouseEvent e) {
    }

    /** How far the view was dragged, in pixels (a right click that barely moved opens the menu instead). */
    public int travelled() {
        return travelled;
    }
}
