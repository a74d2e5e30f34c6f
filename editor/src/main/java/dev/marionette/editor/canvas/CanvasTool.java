package dev.marionette.editor.canvas;

import java.awt.Graphics2D;

/**
 * One mouse gesture on a canvas, from a button press to its release (a strategy object: the tab's
 * {@link ToolDispatcher.ToolChooser} picks one for each press; panning is the dispatcher's own
 * {@link PanTool}). A tool that edits previews while dragging and posts one edit on release, so a drag is
 * one undo step.
 */
public interface CanvasTool {

    void pressed(CanvasMouse e);

    void dragged(CanvasMouse e);

    void released(CanvasMouse e);

    /** Ends the gesture without doing anything (Escape, or the document changed under it). */
    default void cancel() {
    }

    /** Draws the tool's feedback (a rubber band...) in component space, so it stays crisp at any zoom. */
    default void paintOverlay(Graphics2D g) {
    }
}
