package dev.marionette.editor.canvas;

import dev.marionette.render.motion.OrbitCamera;

/**
 * Turns an {@link OrbitCamera} by dragging: right turns the figure to the right (the camera goes left), down
 * raises the camera, {@link #DEGREES_PER_PIXEL} degrees per component pixel. Changes only the camera.
 */
public final class OrbitTool extends DragTool {

    public static final double DEGREES_PER_PIXEL = 0.5;

    private final OrbitCamera camera;

    public OrbitTool(OrbitCamera camera) {
        this.camera = camera;
    }

    @Override
    protected void dragBy(int dx, int dy) {
        camera.turnBy(-dx * DEGREES_PER_PIXEL, dy * DEGREES_PER_PIXEL);
    }
}
