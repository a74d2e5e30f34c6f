package dev.marionette.io.source;

import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * What a format handler ({@code dev.marionette.io.FormatHandler}) whose files need companions (the skeleton of a
 * motion) adds: the same three jobs on a file's bytes, with its {@link FileSource} to find the companions through,
 * so a file inside an archive finds them in the same archive. The commands use these methods when a handler has
 * them, the whole-file ones otherwise.
 */
public interface SourceFormatHandler {

    /** Describes {@code data}, the bytes of {@code file}, finding its companions beside {@code file}. */
    Map<String, String> describe(FileSource file, byte[] data, ReadOptions options) throws IOException;

    /** Checks {@code data}, the bytes of {@code file}, finding its companions beside {@code file}. */
    List<ReadWarning> check(FileSource file, byte[] data, ReadOptions options) throws IOException;

    /** Writes {@code data}, the bytes of {@code file}, again unchanged, finding its companions beside {@code file}. */
    byte[] rewrite(FileSource file, byte[] data, ReadOptions options) throws IOException;
}
