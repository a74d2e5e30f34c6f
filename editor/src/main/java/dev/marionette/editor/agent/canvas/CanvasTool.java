package dev.marionette.editor.agent.canvas;

import java.awt.Graphics2D;

/**
 * What the left mouse button does on the frame canvas: a strategy the canvas routes presses, drags and
 * releases to (panning with the space bar, the middle or the right button is handled before tools see
 * anything). A drag changes the document once, on release.
 */
public interface CanvasTool {

    void pressed(CanvasMouse e);

    void dragged(CanvasMouse e);

    void released(CanvasMouse e);

    /** Feedback drawn over the frame in view coordinates (crisp at any zoom). */
    default void paintOverlay(Graphics2D g, ZoomModel zoom) {
    }

    /** Abandons a drag in progress (Escape, the tab closing) without changing the document. */
    default void cancel() {
    }
}
