package dev.marionette.io.grf;

import dev.marionette.io.FormatException;
import dev.marionette.io.archive.ArchiveEntry;
import java.nio.charset.CharacterCodingException;
import java.util.Arrays;

/**
 * One entry of an archive's table, as stored: its name bytes, sizes, flags and data offset. Made on demand
 * from the compact table ({@link GrfArchive#entry}); nothing here reads the entry's data.
 */
public final class GrfEntry implements ArchiveEntry {

    private final String archive;
    private final int index;
    private final byte[] name;
    private final long compressedSize;
    private final long alignedSize;
    private final long realSize;
    private final int flags;
    private final long offset;
    private final long tableAt;

    GrfEntry(String archive, long tableAt, int index, byte[] name, long compressedSize, long alignedSize,
            long realSize, int flags, long offset) {
        this.archive = archive;
        this.tableAt = tableAt;
        this.index = index;
        this.name = name;
        this.compressedSize = compressedSize;
        this.alignedSize = alignedSize;
        this.realSize = realSize;
        this.flags = flags;
        this.offset = offset;
    }

    /** Position in the table, from 0. */
    @Override
    public int index() {
        return index;
    }

    /** The name exactly as stored (CP949 bytes, backslashes, no NUL). */
    @Override
    public byte[] nameBytes() {
        return name.clone();
    }

    /**
     * The name decoded from CP949, backslashes kept ({@code data\sprite\...}).
     *
     * @throws FormatException when the stored bytes are not CP949
     */
    @Override
    public String path() throws FormatException {
        try {
            return GrfNames.decode(name, 0, name.length);
        } catch (CharacterCodingException e) {
            throw FormatException.of(archive, tableAt, "entry " + index + " (" + displayName()
                    + ") name", "bytes that are not CP949 (the Korean code page names are stored in)");
        }
    }

    /** The name for messages: decoded, with control characters and bytes that are not CP949 as {@code \xNN}. */
    @Override
    public String displayName() {
        return GrfNames.describe(name, 0, name.length);
    }

    /** Size of the stored zlib data. */
    @Override
    public long compressedSize() {
        return compressedSize;
    }

    /** The stored size padded by the writer (usually to a multiple of 8); the encoded length of DES entries. */
    public long alignedSize() {
        return alignedSize;
    }

    /** The aligned size: the bytes the writer reserved for the entry. */
    @Override
    public long storedSize() {
        return alignedSize;
    }

    /** Size of the data once inflated. */
    @Override
    public long realSize() {
        return realSize;
    }

    /** The flags byte: 1 a file, 2 DES mixed, 4 DES header. */
    @Override
    public int flags() {
        return flags;
    }

    /** Where the data starts, counted from byte 46. */
    public long offset() {
        return offset;
    }

    /**
     * Where the data starts in the file; {@link Long#MAX_VALUE} for a 0x300 offset so large that byte 46 plus it
     * would wrap around (such an entry is refused before it is read).
     */
    public long dataStart() {
        return offset < 0 || offset > Long.MAX_VALUE - GrfFormat.HEADER_SIZE ? Long.MAX_VALUE
                : GrfFormat.HEADER_SIZE + offset;
    }

    /** True for a file; false for a folder entry, which has no data. */
    @Override
    public boolean isFile() {
        return (flags & GrfFormat.FLAG_FILE) != 0;
    }

    /** True when the data is DES-encoded (flag 2 or 4). */
    public boolean isEncrypted() {
        return (flags & (GrfFormat.FLAG_DES_MIXED | GrfFormat.FLAG_DES_HEADER)) != 0;
    }

    /** How many bytes of the file the entry's stored data occupies: the aligned size when encoded, else compressed. */
    long storedLength() {
        return isEncrypted() ? alignedSize : compressedSize;
    }

    /** "entry N (name)", the way messages name an entry. */
    String label() {
        return "entry " + index + " (" + displayName() + ")";
    }

    /** The archive's name as given when opened. */
    String archive() {
        return archive;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GrfEntry e && index == e.index && Arrays.equals(name, e.name)
                && compressedSize == e.compressedSize && alignedSize == e.alignedSize && realSize == e.realSize
                && flags == e.flags && offset == e.offset && archive.equals(e.archive);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(name) * 31 + index;
    }

    @Override
    public String toString() {
        return displayName() + " [" + realSize + " bytes, flags 0x" + Integer.toHexString(flags) + "]";
    }
}
