package dev.marionette.io.agent;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.acd.AcdMissingFiles;
import dev.marionette.io.acd.AcdReader;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AgentConversions;
import dev.marionette.io.source.FileSource;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Opens a Microsoft Agent character with the files it needs ({@link AgentPlugin#open}): an ACS alone; an ACF with
 * the ACA file of each animation beside it ({@link AgentConversions#readAcf}); an ACD project with the pictures,
 * sounds, colour table and icon it names, reporting the ones that are missing ({@link AcdMissingFiles}: each caller
 * decides whether placeholders will do, as the editor does, or the file is refused, as export and convert do). The
 * one way the editor's Agent tab and the {@code export} command read a character. ACF and ACD files are read from
 * disk only (their companions are named by paths on disk). Worker thread.
 */
public final class AgentFiles {

    private AgentFiles() {
    }

    /** Opens {@code source}, recognised as {@code format} (ACS, ACF or ACD). */
    public static OpenedCharacter open(FileSource source, FileFormat format) throws IOException {
        return open(source, format, format.equals(AgentFormats.ACF) ? null : source.read(ReadOptions.STRICT));
    }

    /**
     * {@link #open(FileSource, FileFormat)} of a file whose bytes, {@code data}, are already read (null for an ACF,
     * which is read with its ACA files).
     */
    public static OpenedCharacter open(FileSource source, FileFormat format, byte[] data) throws IOException {
        if (format.equals(AgentFormats.ACS)) {
            return new OpenedCharacter(source, format, AcsReader.read(data, source.name()), null,
                    AcdMissingFiles.NONE);
        }
        if (format.equals(AgentFormats.ACF)) {
            return new OpenedCharacter(source, format, AgentConversions.readAcf(onDisk(source, format)), null,
                    AcdMissingFiles.NONE);
        }
        if (format.equals(AgentFormats.ACD)) {
            Path file = onDisk(source, format);
            AcdReader.Result r = AcdReader.read(data, file, source.name());
            return new OpenedCharacter(source, format, r.character(), r.project(), AcdMissingFiles.of(r.project()));
        }
        throw new IOException(source.fileName() + " is a " + format.displayName()
                + ", not an Agent character (ACS, ACF or ACD).");
    }

    private static Path onDisk(FileSource source, FileFormat format) throws FormatException {
        return source.path().orElseThrow(() -> FormatException.of(source.name(), 0, "file format", "a "
                + format.displayName() + " is opened from files on disk only (its companions are named by paths"
                + " on disk); extract it first"));
    }
}
