package dev.marionette.editor.kind;

import dev.marionette.model.doc.Document;

/**
 * What the editor window lets a kind's views do beyond their own tab, handed to each kind once
 * ({@link DocumentKind#attach}): open a document a view made (sprite frames drawn from a motion) in a new tab,
 * and show a message in the window's status bar. Event thread.
 */
public interface EditorShell {

    /** A shell that does nothing (tests that need none, kinds used outside a window). */
    EditorShell NONE = new EditorShell() {
        @Override
        public boolean openNew(String kindId, Document<?> document) {
            return false;
        }

        @Override
        public void status(String message) {
        }
    };

    /**
     * Opens {@code document}, new and untitled, in a new tab shown by the kind whose {@link DocumentKind#id()} is
     * {@code kindId}. False when no such kind is installed.
     */
    boolean openNew(String kindId, Document<?> document);

    /** Shows {@code message} in the status bar. */
    void status(String message);

    /** Brings the tab showing {@code document} to the front; false when no open tab shows it. */
    default boolean show(Document<?> document) {
        return false;
    }
}
