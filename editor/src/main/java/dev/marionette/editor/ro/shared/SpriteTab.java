package dev.marionette.editor.ro.shared;

import dev.marionette.editor.kit.TabEdits;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.awt.Component;

/**
 * What the commands, menus and tools of one sprite tab work on, without the tab itself: the document, what is
 * shown and selected, the tab's commands, where edits run and messages go, a parent for dialogs, the user's
 * settings. The view builds it once and hands it to its parts.
 *
 * @param parent the tab's component, the parent of the dialogs its tools open
 */
public record SpriteTab(SpriteDocument document, SpriteEditorState state, RoActions actions, TabEdits edits,
        Component parent, RoSettings settings) {

    /** Shows a short message under the tab. */
    public void message(String text) {
        edits.message(text);
    }
}
