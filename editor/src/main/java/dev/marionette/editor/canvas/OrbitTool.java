package dev.marionette.editor.canvas;

/**
 * Turns an {@link OrbitCamera} by dragging: right turns the figure to the right (the camera goes left), down
 * raises the camera, {@link #DEGREES_PER_PIXEL} degrees per component pixel. Changes only the camera.
 */
public final class OrbitTool implements CanvasTool {

    public static final double DEGREES_PER_PIXEL = 0.5;

    private final OrbitCamera camera;
    private int lastX;
    private int lastY;

    public OrbitTool(OrbitCamera camera) {
        this.camera = camera;
    }

    @Override
    public void pressed(CanvasMouse e) {
        lastX = e.x();
        lastY = e.y();
    }

    @Override
    public void dragged(CanvasMouse e) {
        camera.turnBy(-(e.x() - lastX) * DEGREES_PER_PIXEL, (e.y() - lastY) * DEGREES_PER_PIXEL);
        lastX = e.x();
        lastY = e.y();
    }

    @Override
    public void released(CanvasMouse e) {
    }
}
