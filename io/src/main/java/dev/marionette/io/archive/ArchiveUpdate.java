package dev.marionette.io.archive;

import java.nio.file.Path;
import java.util.List;

/**
 * A change to an existing archive ({@code archive update}, Save into a patch): files to add or to replace entries of
 * the same name (any case, either separator), and paths to remove (kinds with removal records).
 *
 * @param additions the files to put in; a later one of the same name wins
 * @param removals  the paths to record as removed (THOR); refused by kinds that have no removal records
 */
public record ArchiveUpdate(List<Addition> additions, List<String> removals) {

    public ArchiveUpdate {
        additions = List.copyOf(additions);
        removals = List.copyOf(removals);
    }

    /** Only additions. */
    public static ArchiveUpdate of(List<Addition> additions) {
        return new ArchiveUpdate(additions, List.of());
    }

    /**
     * A file to put into the archive.
     *
     * @param name the entry name, with either separator (stored with backslashes)
     * @param file the file whose content it gets
     */
    public record Addition(String name, Path file) {
    }

    /** What an update did. */
    public record Result(int added, int replaced, int kept) {
    }
}
