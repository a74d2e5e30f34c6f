package dev.marionette.editor.io;

import dev.marionette.editor.doc.DocumentSession;

/**
 * Asks what to do with a document that has unsaved changes before it is closed. The dialog implementation is
 * {@link DialogUnsavedChangesPrompt}; tests answer through their own.
 */
@FunctionalInterface
public interface UnsavedChangesPrompt {

    /** The user's choice. */
    enum Answer {
        /** Save, then close (a failed or cancelled save keeps it open). */
        SAVE,
        /** Close and lose the changes. */
        DONT_SAVE,
        /** Keep it open and stop closing anything else too. */
        CANCEL
    }

    /** Asks about {@code session}, which has unsaved changes. Event thread. */
    Answer ask(DocumentSession session);
}
