package dev.marionette.export.agent;

import dev.marionette.export.ExportProvider;
import dev.marionette.export.Exporter;
import dev.marionette.export.SourceLoader;
import java.util.List;

/** The Microsoft Agent family's exports: ACS, ACF and ACD as sources; an animation as a GIF, a web character. */
public final class AgentExportProvider implements ExportProvider {

    @Override
    public List<SourceLoader<?>> loaders() {
        return List.of(AgentSourceLoader.acs(), AgentSourceLoader.acf(), AgentSourceLoader.acd());
    }

    @Override
    public List<Exporter<?>> exporters() {
        return List.of(new AgentGifExporter(), new WebCharacterExporter());
    }
}
