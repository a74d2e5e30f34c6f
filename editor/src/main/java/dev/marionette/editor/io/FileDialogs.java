package dev.marionette.editor.io;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.kind.DocumentKinds;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The file choosers, behind an interface so tests can answer them without driving a {@code JFileChooser}. The
 * Swing implementation is {@link SwingFileDialogs}.
 */
public interface FileDialogs {

    /** Asks which files to open; empty when the user cancelled. Event thread. */
    List<Path> chooseFilesToOpen(DocumentKinds kinds);

    /** Asks where (and with which options) to save {@code session}; empty when cancelled. Event thread. */
    Optional<SaveTarget> chooseSaveTarget(DocumentSession session);
}
