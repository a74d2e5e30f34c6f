package dev.marionette.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A {@link FormatHandler} for a format whose files may be larger than memory (motion capture runs to gigabytes):
 * besides the whole-file methods, it reads a file as a stream, holding a bounded window of it, so the command line
 * handles files of any size. Its whole-file methods give the same answers for a file held in memory.
 *
 * <p>Which formats stream is told by their content's first bytes (text formats are recognised from their first
 * lines, {@link FormatDetector#detectFile}), so a large file is never read whole just to be recognised.
 */
public interface StreamingFormatHandler extends FormatHandler {

    /** {@link #describe(byte[], String, ReadOptions)} of {@code file}, read as a stream. */
    Map<String, String> describe(Path file, ReadOptions options) throws IOException;

    /** {@link #check(byte[], String, ReadOptions)} of {@code file}, read as a stream. */
    List<ReadWarning> check(Path file, ReadOptions options) throws IOException;

    /**
     * Reads {@code file} as a stream and writes it to {@code out} unchanged, as {@link #rewrite(byte[], String,
     * ReadOptions)} would, part by part.
     *
     * @return the warnings of reading it
     */
    List<ReadWarning> rewrite(Path file, ReadOptions options, OutputStream out) throws IOException;
}
