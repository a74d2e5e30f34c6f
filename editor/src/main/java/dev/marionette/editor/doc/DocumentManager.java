package dev.marionette.editor.doc;

import dev.marionette.editor.util.Edt;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The documents open in one window, in tab order, and which one is active. It only keeps the list: asking
 * about unsaved changes before a close is {@link dev.marionette.editor.io.SessionCloser}'s job. Event thread.
 */
public final class DocumentManager {

    private final List<DocumentSession> sessions = new ArrayList<>();
    private final List<DocumentManagerListener> listeners = new CopyOnWriteArrayList<>();
    private DocumentSession active;

    /** The open documents in tab order. */
    public List<DocumentSession> sessions() {
        return List.copyOf(sessions);
    }

    public boolean isEmpty() {
        return sessions.isEmpty();
    }

    public Optional<DocumentSession> active() {
        return Optional.ofNullable(active);
    }

    /** The open document read from or saved to {@code file}, if any. */
    public Optional<DocumentSession> findByFile(Path file) {
        Path normal = file.toAbsolutePath().normalize();
        return sessions.stream().filter(s -> normal.equals(s.file())).findFirst();
    }

    /** Adds {@code session} as the last tab and makes it active. */
    public void add(DocumentSession session) {
        Edt.check();
        if (sessions.contains(session)) {
            throw new IllegalArgumentException("already open: " + session);
        }
        sessions.add(session);
        int index = sessions.size() - 1;
        for (DocumentManagerListener l : listeners) {
            l.sessionAdded(session, index);
        }
        setActive(session);
    }

    /**
     * Removes {@code session} without asking anything, and disposes its view. The neighbour to the right (or
     * else the left) becomes active.
     */
    public void remove(DocumentSession session) {
        Edt.check();
        int index = sessions.indexOf(session);
        if (index < 0) {
            return;
        }
        if (session == active) {
            DocumentSession next = sessions.size() == 1 ? null
                    : sessions.get(index + 1 < sessions.size() ? index + 1 : index - 1);
            setActive(next);
        }
        sessions.remove(index);
        for (DocumentManagerListener l : listeners) {
            l.sessionRemoved(session, index);
        }
        session.dispose();
    }

    /** Makes {@code session} (an open one, or null) the active document. */
    public void setActive(DocumentSession session) {
        Edt.check();
        if (session != null && !sessions.contains(session)) {
            throw new IllegalArgumentException("not open: " + session);
        }
        if (session == active) {
            return;
        }
        DocumentSession previous = active;
        active = session;
        for (DocumentManagerListener l : listeners) {
            l.activeSessionChanged(previous, session);
        }
    }

    public void addListener(DocumentManagerListener l) {
        listeners.add(l);
    }

    public void removeListener(DocumentManagerListener l) {
        listeners.remove(l);
    }
}
