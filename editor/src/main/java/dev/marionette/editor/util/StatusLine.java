package dev.marionette.editor.util;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The latest short message for the status bar ("Saved idle.act"), kept apart from the bar itself. A message may
 * be about one document ({@link #say}): the line then follows the active document. Switching to another document
 * shows the last message about that one (or nothing), and a change to a document (an edit, an undo) ends what
 * was said about it, so "Opened b.act" never outlives the edits, nor shows over another document's tab. Event
 * thread.
 */
public final class StatusLine implements Consumer<String> {

    private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();
    /** The last message about each document (by identity), until it changes or closes. */
    private final Map<Object, String> byDocument = new IdentityHashMap<>();
    private String message = "";
    /** The document the message shown is about, or null for a message about the window. */
    private Object about;

    /** Shows {@code text}, a message about no document in particular ("Could not open x.act"). */
    @Override
    public void accept(String text) {
        show(text, null);
    }

    /** Shows {@code text}, a message about {@code document}, and keeps it as that document's last message. */
    public void say(Object document, String text) {
        String shown = text == null ? "" : text;
        byDocument.put(document, shown);
        show(shown, document);
    }

    /** The active document is now {@code document} (null: none): the line shows its last message, or nothing. */
    public void activeChanged(Object document) {
        if (document != null && about != document) {
            show(byDocument.getOrDefault(document, ""), document);
        }
    }

    /** {@code document} changed or closed: what was said about it no longer holds. */
    public void changed(Object document) {
        if (byDocument.remove(document) != null && about == document) {
            show("", document);
        }
    }

    private void show(String text, Object document) {
        message = text == null ? "" : text;
        about = document;
        listeners.forEach(l -> l.accept(message));
    }

    public String message() {
        return message;
    }

    public void addListener(Consumer<String> listener) {
        listeners.add(listener);
    }
}
