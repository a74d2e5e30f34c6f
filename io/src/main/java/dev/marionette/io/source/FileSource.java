package dev.marionette.io.source;

import dev.marionette.io.ReadOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where one file's bytes come from and how the files beside it are found: a file on disk
 * ({@link #of(Path)}) or an entry of an archive ({@code patch.gpf!data\sprite\x.act}). The commands and the
 * readers that need companions (the SPR of an ACT, the skeleton of a motion) take a source, so a sprite inside an
 * archive finds its sheet in the same archive as a sprite on disk finds it in the same folder.
 *
 * <p>Safe to use from several threads at once.
 */
public interface FileSource {

    /** The name to show in messages and output lines: the path as given, or {@code ARCHIVE!ENTRY}. */
    String name();

    /** The last part of the name, without folders: {@code x.act}. */
    String fileName();

    /** The size of the file's bytes (the inflated size of an archive entry). */
    long size() throws IOException;

    /**
     * All of the file's bytes, refused before reading when they are more than {@code options.maxFileSize()}.
     *
     * @throws dev.marionette.io.FormatException when the file is larger than the cap, or its stored data is damaged
     * @throws IOException                       when it cannot be read
     */
    byte[] read(ReadOptions options) throws IOException;

    /**
     * The file named {@code fileName} in the same folder (of the disk, or of the archive), letters in any case; the
     * exact spelling wins when both exist. Empty when there is none.
     */
    Optional<FileSource> sibling(String fileName) throws IOException;

    /** The file on disk, when the source is one: a reader that streams large files reads it directly. */
    default Optional<Path> path() {
        return Optional.empty();
    }

    /** The file's name without its extension: what an output made from it is called. */
    default String baseName() {
        String name = fileName();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    /** A file on disk, named by its path as given. */
    static FileSource of(Path file) {
        return new DiskFileSource(file);
    }

    /**
     * A file on disk named {@code name} in messages (the editor names a file by its name alone, its tab shows where it
     * is); the files beside it are named by their paths.
     */
    static FileSource of(Path file, String name) {
        return new DiskFileSource(file, name);
    }
}
