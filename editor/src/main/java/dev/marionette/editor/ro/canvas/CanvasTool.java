package dev.marionette.editor.ro.canvas;

import java.awt.Graphics2D;

/**
 * One mouse gesture on the canvas (a strategy object, chosen by the canvas when a button goes down): select
 * with a rubber band, move layers, scale or rotate them, drag an anchor, pan. A tool previews what it does
 * through the scene's {@link LayerPreview} and posts one edit when the button is released, so a drag is one
 * undo step and the document's listeners (tree, table) hear nothing until then.
 */
public interface CanvasTool {

    void pressed(CanvasMouseEvent e);

    void dragged(CanvasMouseEvent e);

    void released(CanvasMouseEvent e);

    /** Ends the gesture without doing anything (Escape, or the frame changed under it). */
    default void cancel() {
    }

    /** Draws the tool's feedback (a rubber band...) in component space. */
    default void paintOverlay(Graphics2D g) {
    }
}
