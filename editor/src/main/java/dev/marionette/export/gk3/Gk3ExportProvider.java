package dev.marionette.export.gk3;

import dev.marionette.export.ExportProvider;
import dev.marionette.export.Exporter;
import dev.marionette.export.SourceLoader;
import dev.marionette.export.motion.MotionExports;
import java.util.List;

/**
 * The Gabriel Knight 3 family's exports: ACT mesh animations as motion sources (one bone per mesh), with the motion
 * exports.
 */
public final class Gk3ExportProvider implements ExportProvider {

    @Override
    public List<SourceLoader<?>> loaders() {
        return List.of(new Gk3SourceLoader());
    }

    @Override
    public List<Exporter<?>> exporters() {
        return MotionExports.exporters();
    }
}
