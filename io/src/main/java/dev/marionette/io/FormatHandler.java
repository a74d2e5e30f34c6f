package dev.marionette.io;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * What the command-line tools (and other whole-file tasks) need from one file format. Each readable
 * format implements it once and is registered in {@link dev.marionette.io.format.FormatHandlers} under its
 * {@link FileFormat}; the tools dispatch through the registry and never switch on the format themselves.
 *
 * <p>Every method gets the whole file in memory (already size-checked) and the name to show in messages.
 * Invalid files fail with a {@link FormatException} whose message names file, offset and field.
 */
public interface FormatHandler {

    /**
     * Reads the file and summarises it: format, version and counts, as ordered label/value pairs
     * (e.g. "version" &rarr; "0x205 (2.5)", "actions" &rarr; "104").
     */
    Map<String, String> describe(byte[] data, String source, ReadOptions options) throws FormatException;

    /**
     * Reads and validates the file completely.
     *
     * @return warnings about things the file does that are allowed but noteworthy; empty for a clean file
     */
    List<ReadWarning> check(byte[] data, String source, ReadOptions options) throws FormatException;

    /**
     * Reads the file and writes it again unchanged, in the same version.
     *
     * @return the bytes to save; for a file read strictly they equal the input
     * @throws WriteLimitException when what was read cannot be written back (possible after lenient reading)
     */
    byte[] rewrite(byte[] data, String source, ReadOptions options) throws IOException;
}
