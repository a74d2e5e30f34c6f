package dev.marionette.export.motion;

import dev.marionette.export.AbstractExporter;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.io.motion.BvhWriter;
import dev.marionette.model.motion.Skeleton;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Biovision hierarchy ({@code bvh}, {@code .bvh}), the interchange format 3D tools import, written by
 * {@link BvhWriter}: the same skeleton and motion, so a BVH reader puts every joint where the joint-positions CSV
 * does; {@code Frame Time} is one over the frame rate ({@code --fps}).
 */
public final class BvhExporter extends AbstractExporter<MotionSource> {

    /** Made once by {@link dev.marionette.export.registry.Exporters#standard()}. */
    public BvhExporter() {
        super(MotionSource.class, ExportFormat.file("bvh", "Biovision hierarchy (BVH)", "bvh"),
                MotionExports.DATA_SETTINGS);
    }

    @Override
    public ExportResult export(MotionSource source, ExportOptions options, Path out, ExportProgress progress)
            throws IOException {
        Skeleton skeleton = MotionExports.skeleton(source, "BVH");
        MotionExports.writeStreamed(source, skeleton, out, progress, BvhWriter::write);
        return new ExportResult(List.of(out), MotionExports.summary(source), source.dataNotes());
    }
}
