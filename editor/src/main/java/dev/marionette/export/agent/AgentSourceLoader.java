package dev.marionette.export.agent;

import dev.marionette.io.agent.AgentFormats;
import dev.marionette.export.AbstractSourceLoader;
import dev.marionette.export.ExportException;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.SourceLoader;
import dev.marionette.io.FileBytes;
import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.acd.AcdMissingFiles;
import dev.marionette.io.acd.AcdReader;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AgentConversions;
import dev.marionette.model.acs.AgentCharacter;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads a Microsoft Agent character for export: an ACS, an ACF with its ACA files beside it, or an ACD project
 * with its pictures and sounds (refused, naming them, when files it names are missing: the export would show
 * placeholders, as {@code convert} refuses to compile them).
 */
public final class AgentSourceLoader extends AbstractSourceLoader<AgentSource> {

    private AgentSourceLoader(FileFormat format) {
        super(format, AgentSource.class);
    }

    /** Reads an ACS. */
    public static AgentSourceLoader acs() {
        return new AgentSourceLoader(AgentFormats.ACS);
    }

    /** Reads an ACF and its ACA files. */
    public static AgentSourceLoader acf() {
        return new AgentSourceLoader(AgentFormats.ACF);
    }

    /** Reads an ACD project. */
    public static AgentSourceLoader acd() {
        return new AgentSourceLoader(AgentFormats.ACD);
    }

    @Override
    public AgentSource load(Path file, ExportOptions options) throws IOException {
        AgentCharacter character = format().equals(AgentFormats.ACF) ? AgentConversions.readAcf(file)
                : format().equals(AgentFormats.ACD) ? project(file)
                : AcsReader.read(FileBytes.read(file, ReadOptions.STRICT), file.toString());
        return new AgentSource(SourceLoader.baseName(file), character);
    }

    private static AgentCharacter project(Path file) throws IOException {
        AcdReader.Result r = AcdReader.read(FileBytes.read(file, ReadOptions.STRICT), file, file.toString());
        AcdMissingFiles missing = AcdMissingFiles.of(r.project());
        if (!missing.isEmpty()) {
            // The message follows the file's name ("Genie.acd: not exported: ...").
            throw new ExportException(missing.reportAfterName(file.toString(), "not exported"));
        }
        return r.character();
    }
}
