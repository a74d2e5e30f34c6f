package dev.marionette.editor.kit;

import dev.marionette.model.doc.Document;
import java.awt.Component;
import java.awt.Window;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.RootPaneContainer;
import javax.swing.SwingUtilities;

/**
 * The main window's commands on one document, for the windows a tab opens beside it (the pixel editor): Ctrl+S there
 * saves the document that window edits, as File &gt; Save does in the main window. The main window keeps them on its
 * root pane ({@link #install}); a window it owns finds them there ({@link #of}), as file choosers find their start.
 */
public final class DocumentCommands {

    private static final String KEY = DocumentCommands.class.getName();

    private final Consumer<Document<?>> save;

    /** @param save saves the document (its tab becomes the active one, so the status line tells of it) */
    public DocumentCommands(Consumer<Document<?>> save) {
        this.save = save;
    }

    /** Makes these the commands of {@code window} and of the windows it owns. */
    public void install(RootPaneContainer window) {
        window.getRootPane().putClientProperty(KEY, this);
    }

    /** Saves {@code document} as File &gt; Save does. */
    public void save(Document<?> document) {
        save.accept(document);
    }

    /** The commands of the window {@code near} is in, or of the window owning it. */
    public static Optional<DocumentCommands> of(Component near) {
        Window window = near == null ? null : near instanceof Window w ? w : SwingUtilities.getWindowAncestor(near);
        for (; window != null; window = window.getOwner()) {
            if (window instanceof RootPaneContainer container
                    && container.getRootPane().getClientProperty(KEY) instanceof DocumentCommands commands) {
                return Optional.of(commands);
            }
        }
        return Optional.empty();
    }
}
