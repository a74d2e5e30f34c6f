package dev.marionette.io.rgz;

import dev.marionette.io.FormatException;
import dev.marionette.io.archive.ArchiveEntry;
import dev.marionette.io.archive.ArchiveNames;
import java.nio.charset.CharacterCodingException;

/** One record of an RGZ patch: a file (its bytes stored as they are in the inflated stream) or a folder. */
public final class RgzEntry implements ArchiveEntry {

    private final String archive;
    private final int index;
    private final byte[] name;
    private final long offset;
    private final long size;
    private final int flags;

    RgzEntry(String archive, int index, byte[] name, long offset, long size, int flags) {
        this.archive = archive;
        this.index = index;
        this.name = name;
        this.offset = offset;
        this.size = size;
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

    /** The file's size (its bytes are stored uncompressed inside the gzip stream). */
    @Override
    public long realSize() {
        return size;
    }

    @Override
    public long compressedSize() {
        return size;
    }

    @Override
    public long storedSize() {
        return size;
    }

    /** Where the file's bytes start in the inflated stream. */
    long offset() {
        return offset;
    }

    @Override
    public int flags() {
        return flags;
    }

    @Override
    public boolean isFile() {
        return (flags & RgzFormat.FLAG_FILE) != 0;
    }

    String label() {
        return "entry " + index + " (" + displayName() + ")";
    }

    String archive() {
        return archive;
    }

    @Override
    public String toString() {
        return displayName() + (isFile() ? " [" + size + " bytes]" : " [folder]");
    }
}
