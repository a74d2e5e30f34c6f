package dev.marionette.editor.ro.canvas;

import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.ro.shared.SpriteEditorState;
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

    /** Shows a message for the user (what a gesture did). */
    void message(String text);

    /** Runs the edits of gestures; a refusal is shown to the user. */
    TabEdits edits();
}
