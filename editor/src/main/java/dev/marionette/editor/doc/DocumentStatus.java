package dev.marionette.editor.doc;

import dev.marionette.editor.util.StatusLine;
import dev.marionette.model.doc.DocumentListener;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Keeps the status line on the active document: messages are said about sessions ({@link StatusLine#say}); this
 * tells the line which session is active and when one changes (an edit, an undo) or closes, so a message about
 * a document shows only over its own tab and only until the document changes. Event thread.
 */
public final class DocumentStatus {

    private final Map<DocumentSession, DocumentListener> watched = new IdentityHashMap<>();

    public DocumentStatus(DocumentManager documents, StatusLine status) {
        documents.addListener(new DocumentManagerListener() {
            @Override
            public void sessionAdded(DocumentSession session, int index) {
                DocumentListener changed = e -> status.changed(session);
                watched.put(session, changed);
                session.document().addDocumentListener(changed);
            }

            @Override
            public void sessionRemoved(DocumentSession session, int index) {
                DocumentListener changed = watched.remove(session);
                if (changed != null) {
                    session.document().removeDocumentListener(changed);
                }
                status.changed(session);
            }

            @Override
            public void activeSessionChanged(DocumentSession previous, DocumentSession current) {
                status.activeChanged(current);
            }
        });
    }
}
