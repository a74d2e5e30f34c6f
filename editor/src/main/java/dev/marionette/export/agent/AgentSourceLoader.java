package dev.marionette.export.agent;

import dev.marionette.export.AbstractSourceLoader;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.SourceLoader;
import dev.marionette.io.FileBytes;
import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.acs.AgentConversions;
import dev.marionette.model.acs.AgentCharacter;
import java.io.IOException;
import java.nio.file.Path;

/** Reads a Microsoft Agent character for export: an ACS, or an ACF with its ACA files beside it. */
public final class AgentSourceLoader extends AbstractSourceLoader<AgentSource> {

    private AgentSourceLoader(FileFormat format) {
        super(format, AgentSource.class);
    }

    /** Reads an ACS. */
    public static AgentSourceLoader acs() {
        return new AgentSourceLoader(FileFormat.AGENT_ACS);
    }

    /** Reads an ACF and its ACA files. */
    public static AgentSourceLoader acf() {
        return new AgentSourceLoader(FileFormat.AGENT_ACF);
    }

    @Override
    public AgentSource load(Path file, ExportOptions options) throws IOException {
        AgentCharacter character = format() == FileFormat.AGENT_ACF ? AgentConversions.readAcf(file)
                : AcsReader.read(FileBytes.read(file, ReadOptions.STRICT), file.toString());
        return new AgentSource(SourceLoader.baseName(file), character);
    }
}
