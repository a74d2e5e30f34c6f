package dev.marionette.editor.ro.palette;

import dev.marionette.editor.ro.canvas.SpriteCanvas;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.io.File;
import java.util.function.Consumer;

/**
 * What the palette editor and the dye preview need of the sprite tab they belong to: the document, the frame
 * shown, the canvas (to pick colours from and to draw a dye on) and the tab's palette import and status line.
 *
 * @param paletteImport reads a palette file off the event thread and makes it the sheet's (asking about a short
 *                      file first)
 * @param status        shows a short message on the tab's status line
 */
public record PaletteHost(SpriteDocument document, SpriteEditorState state, SpriteCanvas canvas,
        Consumer<File> paletteImport, Consumer<String> status) {

    /** Reads a palette file off the event thread and makes it the sheet's (asking about a short file first). */
    public void importPalette(File file) {
        paletteImport.accept(file);
    }

    /** Shows a short message on the tab's status line. */
    public void message(String text) {
        status.accept(text);
    }
}
