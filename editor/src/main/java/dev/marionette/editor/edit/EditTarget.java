package dev.marionette.editor.edit;

import javax.swing.event.ChangeListener;

/**
 * Receives Edit &gt; Cut, Copy, Paste, Delete and Select All for the active view. A view implements only the
 * commands it supports (the others stay disabled) and fires a change whenever what is possible changes (the
 * selection, the clipboard), so the menu items and their shortcuts follow.
 */
public interface EditTarget {

    /** Supports nothing. */
    EditTarget NONE = new EditTarget() {
    };

    default boolean canCut() {
        return false;
    }

    default void cut() {
    }

    default boolean canCopy() {
        return false;
    }

    default void copy() {
    }

    default boolean canPaste() {
        return false;
    }

    default void paste() {
    }

    default boolean canDelete() {
        return false;
    }

    default void delete() {
    }

    default boolean canSelectAll() {
        return false;
    }

    default void selectAll() {
    }

    /** Listens for changes of what the target can do. */
    default void addChangeListener(ChangeListener listener) {
    }

    default void removeChangeListener(ChangeListener listener) {
    }
}
