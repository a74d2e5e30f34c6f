package dev.marionette.editor.kind;

import dev.marionette.io.textform.TextOutline;

import dev.marionette.editor.edit.EditTarget;
import java.util.List;
import java.util.Optional;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JMenu;

/**
 * What a kind shows in a document's tab. The view listens to its document (never the other way round) and
 * exposes an {@link EditTarget} so Edit &gt; Cut/Copy/Paste/Delete/Select All reach it.
 */
public interface DocumentView {

    /** The tab's content; built once, on the event thread. */
    JComponent component();

    /** Where the clipboard commands of the Edit menu go while this view is active. */
    default EditTarget editTarget() {
        return EditTarget.NONE;
    }

    /**
     * Menus of the view's own commands ("Animation", "Palette"), shown in the menu bar between View and Help
     * while the view's tab is active. Built once; the items are the view's actions, so they enable and disable
     * with its state.
     */
    default List<JMenu> menus() {
        return List.of();
    }

    /**
     * The view's own command for File &gt; Export… (Ctrl+E), for a view whose document is not itself exported: an
     * archive exports the sprites chosen in it. The menu item runs it and enables with it. Empty: File &gt; Export…
     * exports the document ({@code DocumentKind.exportSource}).
     */
    default Optional<Action> exportCommand() {
        return Optional.empty();
    }

    /** The keys and gestures of this tab, for Help &gt; Keyboard Shortcuts. */
    default List<Shortcut> shortcuts() {
        return List.of();
    }

    /**
     * Shows the part of the document a line of its text form is about (File &gt; Compare with…): {@code path} is the
     * line's place in the text's structure, outermost first ({@code action} 3, {@code frame} 1, {@code layer} 0).
     * Returns false when the view has no such place to show. Event thread.
     */
    default boolean reveal(List<TextOutline.Step> path) {
        return false;
    }

    /** Called once when the tab closes: remove listeners from the document, stop timers (playback). */
    default void dispose() {
    }
}
