package dev.marionette.io.archive;

import dev.marionette.io.FormatException;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An open archive of any kind (GRF/GPF, THOR, RGZ, or a kind a plug-in adds): its table, read once when opened,
 * and its entries' data, streamed on demand. Every command and the archive browser work through this interface.
 * Every problem of the file is a {@link FormatException} naming the archive, the entry and the field.
 *
 * <p>Safe for reading entries from several threads at once.
 */
public interface Archive extends Closeable {

    /** The kind this archive is. */
    ArchivePlugin kind();

    /** The archive's name as given when opened. */
    String source();

    /** Size of the archive file in bytes. */
    long fileSize();

    /** The number of records in the table (folder and removal records included). */
    int size();

    /** Record {@code index} of the table, in table order. */
    ArchiveEntry entry(int index);

    /** The length in bytes of record {@code index}'s stored name (its decoded name has at most as many chars). */
    int nameLength(int index);

    /**
     * Decodes record {@code index}'s name from CP949 into {@code out} from {@code at} without making a String (for
     * listing large tables); {@code out} needs room for {@link #nameLength} chars.
     *
     * @return the position after the name in {@code out}
     * @throws FormatException when the stored bytes are not CP949
     */
    int decodePath(int index, char[] out, int at) throws FormatException;

    /**
     * The record the client (or the patcher) would use for {@code path}: compared byte-wise in CP949 with ASCII
     * letters in either case and {@code /} or {@code \} alike; of several, the last in the table. Empty when none
     * matches or CP949 cannot hold the path.
     */
    Optional<? extends ArchiveEntry> find(String path);

    /**
     * Streams the data of {@code entry}: exactly its real size, or a {@link FormatException} (from this call or a
     * read) naming the entry and the field that lies. Checks the entry's place and sizes before any byte is read.
     */
    InputStream open(ArchiveEntry entry) throws IOException;

    /** The whole data of {@code entry}, refused when its real size is over {@code maxBytes}. */
    default byte[] read(ArchiveEntry entry, long maxBytes) throws IOException {
        if (entry.realSize() > maxBytes || entry.realSize() > Integer.MAX_VALUE - 16) {
            throw new FormatException(source(), 0, "entry " + entry.index() + " (" + entry.displayName()
                    + ") real size", "at most " + Math.min(maxBytes, Integer.MAX_VALUE - 16)
                    + " bytes to read into memory", Long.toString(entry.realSize()));
        }
        try (InputStream in = open(entry)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream((int) Math.min(entry.realSize(), 1 << 20));
            in.transferTo(out);
            return out.toByteArray();
        }
    }

    /**
     * What the archive says of itself beyond its entries, in the order to show it: version, target GRF, merge
     * mode... (for {@code info} and the browser).
     */
    Map<String, String> facts();

    /**
     * Problems of the archive as a whole that reading each entry does not find, for {@code check}: a THOR patch's
     * {@code data.integrity} checksums that do not match. Empty when there are none (or the kind has no such
     * check).
     *
     * @throws IOException when the archive cannot be read
     */
    default List<String> verify() throws IOException {
        return List.of();
    }
}
