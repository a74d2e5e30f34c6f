package dev.marionette.export;

import java.util.List;

/**
 * What one format family offers the export layer: the {@link SourceLoader}s of its formats and the {@link Exporter}s
 * of its source models. Named by the family's format plug-in ({@code FormatPlugin.parts(EXPORT_PARTS)}), so a family
 * adds its exports without an edit to any shared file; {@code export.registry.Exporters} assembles them. Exporters
 * several families offer (the motion exports of the Acclaim, Sims and GK3 families) are registered once. Needs a
 * public no-argument constructor.
 */
public interface ExportProvider {

    /** The loaders of the family's formats. */
    List<SourceLoader<?>> loaders();

    /** The exporters of the family's source models. */
    List<Exporter<?>> exporters();
}
