package dev.marionette.io.archive;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.source.FileSource;
import java.io.IOException;
import java.util.Optional;

/**
 * A {@link FileSource} that is one entry of an open archive of any kind, named {@code ARCHIVE!data\sprite\x.act}.
 * Its bytes are inflated when read (bounded by the entry's declared size and the reader's cap); its siblings are
 * the entries of the same folder of the same archive, found as the client finds names (any case, either
 * separator). The archive stays open as long as the source is used; whoever opened it closes it.
 */
public final class ArchiveEntrySource implements FileSource {

    /** What separates the archive from the entry in a name: {@code patch.gpf!data\sprite\x.act}. */
    public static final char SEPARATOR = '!';

    private final Archive archive;
    private final ArchiveEntry entry;

    /** Entry {@code entry} of {@code archive}. */
    public ArchiveEntrySource(Archive archive, ArchiveEntry entry) {
        this.archive = archive;
        this.entry = entry;
    }

    /** The file entry of {@code archive} named {@code path} (any case, either separator), if it has one. */
    public static Optional<FileSource> find(Archive archive, String path) {
        return archive.find(path).filter(ArchiveEntry::isFile).map(e -> new ArchiveEntrySource(archive, e));
    }

    /** The entry this source reads. */
    public ArchiveEntry entry() {
        return entry;
    }

    /** The archive the entry is in. */
    public Archive archive() {
        return archive;
    }

    @Override
    public String name() {
        return archive.source() + SEPARATOR + entry.displayName();
    }

    @Override
    public String fileName() {
        String path = entry.displayName();
        return path.substring(Math.max(path.lastIndexOf('\\'), path.lastIndexOf('/')) + 1);
    }

    @Override
    public long size() {
        return entry.realSize();
    }

    @Override
    public byte[] read(ReadOptions options) throws IOException {
        return archive.read(entry, options.maxFileSize());
    }

    @Override
    public Optional<FileSource> sibling(String fileName) throws IOException {
        String path = entry.path();
        String folder = path.substring(0, Math.max(path.lastIndexOf('\\'), path.lastIndexOf('/')) + 1);
        return find(archive, folder + fileName);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ArchiveEntrySource other && other.archive == archive
                && other.entry.index() == entry.index();
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(archive) * 31 + entry.index();
    }

    @Override
    public String toString() {
        return name();
    }
}
