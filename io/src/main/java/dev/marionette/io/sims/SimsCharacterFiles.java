package dev.marionette.io.sims;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FileFormat;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import java.io.IOException;
import java.nio.file.Path;

/** Reads a TS1 character file whichever form it has, CMX text or BCF binary, recognised by content. */
public final class SimsCharacterFiles {

    private SimsCharacterFiles() {
    }

    /** Reads {@code file}, CMX or BCF. */
    public static ReadResult<SimsCharacterFile> read(Path file, ReadOptions options) throws IOException {
        return read(FileBytes.read(file, options), file.toString(), options);
    }

    /**
     * Reads a CMX or BCF held in memory.
     *
     * @throws FormatException when the content is neither, or is damaged
     */
    public static ReadResult<SimsCharacterFile> read(byte[] data, String source, ReadOptions options)
            throws FormatException {
        return read(FormatRegistry.installed().detect(data, source).format(), data, source, options);
    }

    /**
     * Reads a CMX or BCF held in memory, already recognised as {@code format}.
     *
     * @throws FormatException when {@code format} is neither, or the content is damaged
     */
    public static ReadResult<SimsCharacterFile> read(FileFormat format, byte[] data, String source,
            ReadOptions options) throws FormatException {
        if (format.equals(SimsFormats.CMX)) {
            return CmxReader.read(data, source, options);
        }
        if (format.equals(SimsFormats.BCF)) {
            return BcfReader.read(data, source, options);
        }
        throw new FormatException(source, 0, "file format", "a The Sims CMX or BCF file", format.displayName());
    }
}
