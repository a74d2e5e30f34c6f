package dev.marionette.export;

import dev.marionette.io.FileFormat;
import dev.marionette.io.source.FileSource;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads a file of one {@link FileFormat} into the source model exporters take, for the command line (the
 * editor takes its sources from open documents instead: {@code DocumentKind.exportSource}). A Ragnarok ACT
 * becomes the ACT with the SPR beside it and the {@code --reference} sprites; an Agent ACS the character.
 *
 * @param <S> the source model it makes
 */
public interface SourceLoader<S> {

    /** The file format it reads. */
    FileFormat format();

    /** The source model it makes. */
    Class<S> sourceType();

    /**
     * Reads {@code file} (and the companion files it needs), strictly and within the size caps. The source is
     * named after the file, without its extension: outputs of a batch are named after it.
     *
     * @throws dev.marionette.io.FormatException when a file is invalid (naming file, offset and field)
     * @throws IOException                       when a file cannot be read
     */
    S load(Path file, ExportOptions options) throws IOException;

    /**
     * Reads {@code file} as {@link #load(Path, ExportOptions)} does, wherever it is: a loader that can read a file
     * inside an archive (finding its companions there) overrides this; the others read files on disk only.
     *
     * @throws ExportException when {@code file} is not on disk and this loader reads only files on disk
     */
    default S load(FileSource file, ExportOptions options) throws IOException {
        if (file.path().isPresent()) {
            return load(file.path().get(), options);
        }
        throw new ExportException("not exported: " + format().displayName() + " is exported from files on disk only"
                + " (extract it first: marionette archive extract)");
    }

    /** The file's name without its extension: what a source read from it is called. */
    static String baseName(Path file) {
        String name = String.valueOf(file.getFileName());
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
