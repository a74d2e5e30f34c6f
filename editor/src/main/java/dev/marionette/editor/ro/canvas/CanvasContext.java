package dev.marionette.editor.ro.canvas;

import dev.marionette.editor.ro.view.SpriteEditorState;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.render.Viewport;
import java.util.List;

/** What the canvas tools work with: the document, the shared state, the scene drawn and the viewport. */
public interface CanvasContext {

    SpriteDocument document();

    SpriteEditorState state();

    CanvasScene scene();

    Viewport viewport();

    CanvasOptions options();

    /** The parts of the frame shown, as drawn now (edited part previewed). */
    List<CanvasScene.Part> parts();

    /** Repaints the canvas only (never the other panels). */
    void repaintCanvas();

    /** Shows a message for the user (an edit the format refused). */
    void message(String text);
}
