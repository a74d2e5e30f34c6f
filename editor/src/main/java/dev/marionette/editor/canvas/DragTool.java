package dev.marionette.editor.canvas;

/**
 * A gesture that follows the pointer's motion rather than its position: each drag event hands the distance
 * moved since the last one, in component pixels, to {@link #dragBy} (panning the view, turning a camera).
 */
public abstract class DragTool implements CanvasTool {

    private int lastX;
    private int lastY;
    private int travelled;

    @Override
    public final void pressed(CanvasMouse e) {
        lastX = e.x();
        lastY = e.y();
    }

    @Override
    public final void dragged(CanvasMouse e) {
        int dx = e.x() - lastX;
        int dy = e.y() - lastY;
        if (dx == 0 && dy == 0) {
            return;
        }
        travelled += Math.abs(dx) + Math.abs(dy);
        lastX = e.x();
        lastY = e.y();
        dragBy(dx, dy);
    }

    @Override
    public void released(CanvasMouse e) {
    }

    /** The pointer moved by (dx, dy) component pixels since the last drag event. */
    protected abstract void dragBy(int dx, int dy);

    /** How far the pointer was dragged in all, in pixels (a right click that barely moved opens a menu). */
    public final int travelled() {
        return travelled;
    }
}
