package dev.marionette.io.archive;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Writes a new archive of one kind into a channel, an entry at a time, streaming: only the table is kept in
 * memory. {@link ArchivePlugin#writer} makes one; the caller writes through {@code SafeFileWriter} so a failed
 * write leaves no partial archive.
 */
public interface ArchiveWriter {

    /** Adds a file named {@code name} (CP949 bytes, backslashes) whose content is read from {@code data}. */
    void add(byte[] name, InputStream data) throws IOException;

    /**
     * Adds a file of {@code size} bytes (known beforehand: a file on disk): kinds that store the size before the data
     * in a stream they cannot go back in (RGZ) then need not hold the data in memory. {@code data} must give exactly
     * {@code size} bytes.
     */
    default void add(byte[] name, InputStream data, long size) throws IOException {
        add(name, data);
    }

    /** Adds a file whose whole content is {@code data}. */
    default void add(byte[] name, byte[] data) throws IOException {
        add(name, new ByteArrayInputStream(data), data.length);
    }

    /**
     * Adds a record deleting {@code name} when the patch is applied.
     *
     * @throws dev.marionette.io.WriteLimitException when the kind has no removal records
     */
    void remove(byte[] name) throws IOException;

    /** Writes the table and whatever closes the archive. The channel then holds the whole archive. */
    void finish() throws IOException;
}
