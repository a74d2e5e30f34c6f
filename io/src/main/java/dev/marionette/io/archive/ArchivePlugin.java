package dev.marionette.io.archive;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.List;

/**
 * One kind of archive Marionette reads and writes: GRF/GPF, THOR, RGZ, or another, each in a package of its own
 * and found at run time by {@link java.util.ServiceLoader} from a line in
 * {@code META-INF/services/dev.marionette.io.archive.ArchivePlugin} ({@link ArchiveRegistry}). The commands
 * ({@code archive list|extract|pack|update}, {@code check}, {@code info}, {@code roundtrip}, {@code export},
 * {@code ARCHIVE!ENTRY}) and the editor's archive browser reach every kind through this interface.
 *
 * <p>A plug-in has a public no-argument constructor and keeps no state.
 */
public interface ArchivePlugin {

    /** A short lower-case name, what {@code --format} takes: {@code grf}, {@code thor}, {@code rgz}. */
    String id();

    /** The kind in words, for messages and file choosers: "THOR patch". */
    String displayName();

    /** The file extensions of the kind, lower case, without the dot; the first is the one written by default. */
    List<String> extensions();

    /** How many bytes of a file's start {@link #recognizes} needs at most. */
    default int headLength() {
        return 64;
    }

    /**
     * True when a file starting with {@code head} (its first {@link #headLength} bytes, or fewer when the file is
     * shorter) is an archive of this kind: a signature, not a name.
     */
    boolean recognizes(byte[] head);

    /** Opens {@code file} and reads its table; {@code source} names it in messages. */
    Archive open(Path file, String source) throws IOException;

    /**
     * A writer of a new archive of this kind into {@code channel} (emptied first).
     *
     * @throws dev.marionette.io.WriteLimitException when {@code options} ask for something the kind cannot hold
     */
    ArchiveWriter writer(FileChannel channel, WriteOptions options) throws IOException;

    /**
     * Applies {@code update} to the archive {@code file} of this kind: a new archive is written beside it and moved
     * over it, keeping every entry not replaced as it was.
     *
     * @throws dev.marionette.io.WriteLimitException before anything is written, when a name cannot be stored or the
     *                                               kind cannot hold what is asked
     * @throws dev.marionette.io.FormatException     when the archive cannot be read or kept as it is
     */
    ArchiveUpdate.Result update(Path file, ArchiveUpdate update, WriteOptions options) throws IOException;
}
