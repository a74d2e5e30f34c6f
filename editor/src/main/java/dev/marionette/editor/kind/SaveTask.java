package dev.marionette.editor.kind;

import dev.marionette.io.TaskProgress;
import java.io.IOException;

/**
 * The writing half of a save. {@link DocumentKind#prepareSave} builds it on the event thread from a snapshot
 * of the document (typically the encoded bytes), so that {@link #write} can run on a worker thread while the
 * user goes on editing. The write must leave the target intact when it fails: kinds use
 * {@code dev.marionette.io.SafeFileWriter} (temporary file, then an atomic move).
 *
 * <p>A task made with {@link #copy} writes the document converted into a format it cannot become (one skill of a
 * Sims file as a The Sims Online {@code .anim}): the tab stays on its own file and its unsaved changes stay
 * unsaved.
 */
@FunctionalInterface
public interface SaveTask {

    /** Writes the file (or files). Runs off the event thread; must not touch the document. */
    void write(TaskProgress progress) throws IOException;

    /**
     * True when the task writes a converted copy: the shell then neither points the tab at the target nor marks
     * the document saved. False for a plain save.
     */
    default boolean writesCopy() {
        return false;
    }

    /** {@code write} as a task that writes a converted copy ({@link #writesCopy()}). */
    static SaveTask copy(SaveTask write) {
        return new SaveTask() {
            @Override
            public void write(TaskProgress progress) throws IOException {
                write.write(progress);
            }

            @Override
            public boolean writesCopy() {
                return true;
            }
        };
    }
}
