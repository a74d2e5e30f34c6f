package dev.marionette.export.sims;

import dev.marionette.export.ExportProvider;
import dev.marionette.export.Exporter;
import dev.marionette.export.SourceLoader;
import dev.marionette.export.motion.MotionExports;
import java.util.List;

/**
 * The Sims family's exports: skills of CMX, BCF and The Sims Online .anim files as motion sources, with the motion
 * exports.
 */
public final class SimsExportProvider implements ExportProvider {

    @Override
    public List<SourceLoader<?>> loaders() {
        return List.of(SimsSourceLoader.cmx(), SimsSourceLoader.bcf(), SimsSourceLoader.anim());
    }

    @Override
    public List<Exporter<?>> exporters() {
        return MotionExports.exporters();
    }
}
