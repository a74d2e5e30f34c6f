package dev.marionette.export.acclaim;

import dev.marionette.export.ExportProvider;
import dev.marionette.export.Exporter;
import dev.marionette.export.SourceLoader;
import dev.marionette.export.motion.MotionExports;
import java.util.List;

/**
 * The Acclaim family's exports: AMC motions (with their skeleton) and ASF skeletons as motion sources, with the
 * motion exports.
 */
public final class AcclaimExportProvider implements ExportProvider {

    @Override
    public List<SourceLoader<?>> loaders() {
        return List.of(MotionSourceLoader.amc(), MotionSourceLoader.asf());
    }

    @Override
    public List<Exporter<?>> exporters() {
        return MotionExports.exporters();
    }
}
