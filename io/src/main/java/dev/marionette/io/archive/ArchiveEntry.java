package dev.marionette.io.archive;

import dev.marionette.io.FormatException;

/**
 * One record of an archive's table, as stored: its name bytes, sizes and flags. Nothing here reads the entry's
 * data ({@link Archive#open}).
 */
public interface ArchiveEntry {

    /** Position in the table, from 0. */
    int index();

    /** The name exactly as stored (CP949 bytes, backslashes, no NUL). */
    byte[] nameBytes();

    /**
     * The name decoded from CP949, backslashes kept ({@code data\sprite\...}).
     *
     * @throws FormatException when the stored bytes are not CP949
     */
    String path() throws FormatException;

    /**
     * The name for messages and listings: decoded, with every byte that is not CP949 and every control character
     * shown as {@code \xNN}, so no name reaches a terminal raw.
     */
    String displayName();

    /** Size of the data once inflated. */
    long realSize();

    /** Size of the stored (compressed) data. */
    long compressedSize();

    /** How many bytes the entry occupies in the archive (a GRF's aligned size; the compressed size elsewhere). */
    long storedSize();

    /** The entry's flags as its kind stores them (GRF: 1 a file, 2 and 4 DES; THOR: 1 a removal; RGZ: 1 a file). */
    int flags();

    /** True for an entry with data; false for a folder record or a removal. */
    boolean isFile();

    /** True for a record that deletes its path when the patch is applied (THOR); it has no data. */
    default boolean isRemoval() {
        return false;
    }
}
