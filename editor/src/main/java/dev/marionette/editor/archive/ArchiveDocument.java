package dev.marionette.editor.archive;

import dev.marionette.model.doc.Document;
import java.nio.file.Path;

/**
 * An archive open in the browser. The browser only looks: nothing edits it, so it is never modified and
 * closing its tab never asks. Its model is the {@link ArchiveIndex}; the archive file stays open (for reading
 * entries) until the tab is closed.
 */
public final class ArchiveDocument extends Document<ArchiveIndex> {

    private final Path file;

    public ArchiveDocument(ArchiveIndex index, Path file) {
        super(index);
        this.file = file;
    }

    /** The archive file. */
    public Path file() {
        return file;
    }

    @Override
    public String displayName() {
        return String.valueOf(file.getFileName());
    }
}
