package dev.marionette.io.thor;

import dev.marionette.io.FormatException;
import dev.marionette.io.archive.ArchiveEntry;
import dev.marionette.io.archive.ArchiveNames;
import java.nio.charset.CharacterCodingException;

/** One record of a THOR patch: a file (zlib data at an offset from byte 0) or a removal of its path. */
public final class ThorEntry implements ArchiveEntry {

    private final String archive;
    private final int index;
    private final byte[] name;
    private final long offset;
    private final long compressedSize;
    private final long realSize;
    private final int flags;

    ThorEntry(String archive, int index, byte[] name, long offset, long compressedSize, long realSize, int flags) {
        this.archive = archive;
        this.index = index;
        this.name = name;
        this.offset = offset;
        this.compressedSize = compressedSize;
        this.realSize = realSize;
        this.flags = flags;
    }

    @Override
    public int index() {
        return index;
    }

    @Override
    public byte[] nameBytes() {
        return name.clone();
    }

    @Override
    public String path() throws FormatException {
        try {
            return ArchiveNames.decode(name, 0, name.length);
        } catch (CharacterCodingException e) {
            throw FormatException.of(archive, 0, label() + " name", "bytes that are not CP949 (the Korean code page"
                    + " names are stored in)");
        }
    }

    @Override
    public String displayName() {
        return ArchiveNames.describe(name, 0, name.length);
    }

    @Override
    public long realSize() {
        return realSize;
    }

    @Override
    public long compressedSize() {
        return compressedSize;
    }

    @Override
    public long storedSize() {
        return compressedSize;
    }

    /** Where the data starts, counted from byte 0. */
    public long offset() {
        return offset;
    }

    @Override
    public int flags() {
        return flags;
    }

    @Override
    public boolean isFile() {
        return !isRemoval();
    }

    @Override
    public boolean isRemoval() {
        return (flags & ThorFormat.FLAG_REMOVE) != 0;
    }

    /** "entry N (name)", the way messages name a record. */
    String label() {
        return "entry " + index + " (" + displayName() + ")";
    }

    String archive() {
        return archive;
    }

    @Override
    public String toString() {
        return displayName() + (isRemoval() ? " [removed]" : " [" + realSize + " bytes]");
    }
}
