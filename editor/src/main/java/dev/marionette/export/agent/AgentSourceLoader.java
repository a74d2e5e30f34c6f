package dev.marionette.export.agent;

import dev.marionette.io.agent.AgentFormats;
import dev.marionette.export.AbstractSourceLoader;
import dev.marionette.export.ExportException;
import dev.marionette.export.ExportOptions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.agent.AgentPlugin;
import dev.marionette.io.agent.OpenedCharacter;
import dev.marionette.io.format.OpenedFile;
import java.io.IOException;

/**
 * Makes a Microsoft Agent character's export source from what the Agent plug-in opened: an ACS, an ACF with its ACA files beside it, or an ACD project
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

    /**
     * The character the Agent plug-in opened ({@link AgentPlugin#open}); a project naming files that are missing is
     * refused, naming them.
     */
    @Override
    public AgentSource load(OpenedFile opened, ExportOptions options) throws IOException {
        OpenedCharacter file = opened.as(OpenedCharacter.class);
        if (!file.missing().isEmpty()) {
            // The message follows the file's name ("Genie.acd: not exported: ...").
            throw new ExportException(file.missing().reportAfterName(file.source().name(), "not exported"));
        }
        return new AgentSource(file.source().baseName(), file.character());
    }
}
