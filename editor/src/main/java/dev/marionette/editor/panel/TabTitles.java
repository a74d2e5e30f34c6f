package dev.marionette.editor.panel;

import dev.marionette.editor.doc.DocumentSession;

/** What a document's tab says: its name, marked while it has unsaved changes, and where it lives. */
public final class TabTitles {

    /** Put before the name of a document with unsaved changes. */
    public static final String DIRTY_MARK = "• ";

    private TabTitles() {
    }

    /** "idle.act", or "• idle.act" with unsaved changes. */
    public static String title(DocumentSession session) {
        return (session.hasUnsavedChanges() ? DIRTY_MARK : "") + session.displayName();
    }

    /** The full path, or a note that the document was never saved. */
    public static String tooltip(DocumentSession session) {
        return session.isUntitled() ? session.displayName() + " (not saved yet)" : session.file().toString();
    }

    /** The window title: "• idle.act — Marionette", or just "Marionette". */
    public static String windowTitle(DocumentSession activeOrNull) {
        return activeOrNull == null ? "Marionette" : title(activeOrNull) + " — Marionette";
    }
}
