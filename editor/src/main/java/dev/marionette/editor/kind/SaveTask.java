package dev.marionette.editor.kind;

import java.io.IOException;

/**
 * The writing half of a save. {@link DocumentKind#prepareSave} builds it on the event thread from a snapshot
 * of the document (typically the encoded bytes), so that {@link #write} can run on a worker thread while the
 * user goes on editing. The write must leave the target intact when it fails: kinds use
 * {@code dev.marionette.io.SafeFileWriter} (temporary file, then an atomic move).
 */
@FunctionalInterface
public interface SaveTask {

    /** Writes the file (or files). Runs off the event thread; must not touch the document. */
    void write(TaskProgress progress) throws IOException;
}
