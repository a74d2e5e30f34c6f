package dev.marionette.io.format;

import dev.marionette.io.FileFormat;
import dev.marionette.io.source.FileSource;

/**
 * A file a {@link FormatPlugin} opened with the files it needs beside it: the family's own bundle (a Ragnarok ACT
 * with its SPR, an Agent character with its ACA or project files, a motion with its skeleton...), declared in the
 * family's package. Whoever opened the file (the command line's export, the editor's tab, the archive browser)
 * takes the bundle of the family it handles with {@link #as}.
 */
public interface OpenedFile {

    /** Where the file was read from. */
    FileSource source();

    /** The format it was recognised as. */
    FileFormat format();

    /**
     * This bundle as the family's type {@code type}.
     *
     * @throws IllegalArgumentException when it is another family's (a caller handed a detection to the wrong reader)
     */
    default <T extends OpenedFile> T as(Class<T> type) {
        if (!type.isInstance(this)) {
            throw new IllegalArgumentException(source().name() + " was opened as " + getClass().getSimpleName()
                    + ", not " + type.getSimpleName());
        }
        return type.cast(this);
    }
}
