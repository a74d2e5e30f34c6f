package dev.marionette.editor.doc;

import java.beans.PropertyChangeListener;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One place to hear "something about the open documents changed": a document opened, closed or activated,
 * and the documents' dirty state, history, file or busy state. Action states, the window title and the tab
 * titles listen here instead of each following documents as they come and go. Event thread.
 */
public final class ActiveDocumentWatcher {

    private final DocumentManager documents;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final PropertyChangeListener relay = e -> fire();

    public ActiveDocumentWatcher(DocumentManager documents) {
        this.documents = documents;
        documents.addListener(new DocumentManagerListener() {
            @Override
            public void sessionAdded(DocumentSession session, int index) {
                watch(session);
                fire();
            }

            @Override
            public void sessionRemoved(DocumentSession session, int index) {
                unwatch(session);
                fire();
            }

            @Override
            public void activeSessionChanged(DocumentSession previous, DocumentSession current) {
                fire();
            }
        });
        documents.sessions().forEach(this::watch);
    }

    public DocumentManager documents() {
        return documents;
    }

    /** Every open document is watched, not only the active one: Save All depends on all of them. */
    private void watch(DocumentSession session) {
        session.addPropertyChangeListener(relay);
        // unnamed: Document can only remove listeners added without a property name
        session.document().addPropertyChangeListener(relay);
    }

    private void unwatch(DocumentSession session) {
        session.removePropertyChangeListener(relay);
        session.document().removePropertyChangeListener(relay);
    }

    /** Called after each change. */
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    private void fire() {
        listeners.forEach(Runnable::run);
    }
}
