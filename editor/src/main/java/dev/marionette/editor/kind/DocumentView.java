package dev.marionette.editor.kind;

import dev.marionette.editor.edit.EditTarget;
import javax.swing.JComponent;

/**
 * What a kind shows in a document's tab. The view listens to its document (never the other way round) and
 * exposes an {@link EditTarget} so Edit &gt; Cut/Copy/Paste/Delete/Select All reach it.
 */
public interface DocumentView {

    /** The tab's content; built once, on the event thread. */
    JComponent component();

    /** Where the clipboard commands of the Edit menu go while this view is active. */
    default EditTarget editTarget() {
        return EditTarget.NONE;
    }

    /** Called once when the tab closes: remove listeners from the document, stop timers (playback). */
    default void dispose() {
    }
}
