package dev.marionette.editor.kind;

import javax.swing.JComponent;

/**
 * What a kind adds to the Save As dialog, e.g. a choice of format version. The shell shows
 * {@link #component()} beside the file chooser and, once the user confirms, reads {@link #options()}.
 */
public interface SaveOptionsPanel {

    /** The controls, built once per dialog. */
    JComponent component();

    /**
     * Tells the panel which format the user picked in the chooser's filter, so it can show the choices that
     * apply to it. Called on the event thread before {@link #options()}, and again on every filter change.
     */
    default void formatSelected(FileType format) {
    }

    /** The options as the user left them. */
    SaveOptions options();
}
