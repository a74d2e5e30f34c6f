package dev.marionette.editor.doc;

import java.util.EventListener;

/** Hears which documents are open and which one is active. Event thread. */
public interface DocumentManagerListener extends EventListener {

    /** {@code session} was opened, at {@code index}. */
    default void sessionAdded(DocumentSession session, int index) {
    }

    /** {@code session} was closed; it was at {@code index}. */
    default void sessionRemoved(DocumentSession session, int index) {
    }

    /** The active document changed; either may be null. */
    default void activeSessionChanged(DocumentSession previous, DocumentSession current) {
    }
}
