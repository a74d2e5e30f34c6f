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

    /**
     * Whether a file cut short may itself be a valid file of the format (a text format ends at any line after its
     * header, an SPR may lack its palette, a GK3 ACT its trailer, a CFP checked alone ends at any code). The contract
     * tests refuse a valid prefix of a format that says no. False by default.
     */
    default boolean shorterFileMayBeValid() {
        return false;
    }

    /**
     * Whether {@link #rewrite} of a file read strictly gives its very bytes; false for a format whose writer lays a
     * file out its own way (an ACS whose blocks lie elsewhere reads the same and is rewritten in Microsoft's layout),
     * where rewriting the rewrite gives the same bytes. True by default.
     */
    default boolean rewriteIsExact() {
        return true;
    }
}
