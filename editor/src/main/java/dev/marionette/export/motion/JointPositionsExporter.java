package dev.marionette.export.motion;

import dev.marionette.export.AbstractExporter;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.io.motion.JointPositionsCsv;
import dev.marionette.model.motion.Skeleton;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Joint positions as CSV ({@code csv}, {@code .csv}), written by {@link JointPositionsCsv}: header
 * {@code frame,bone,x,y,z}, one row per frame and bone, frames counted from 0 in file order, bones in hierarchy
 * order ({@code root} first), each bone's distal end in the file's raw units with 6 decimals.
 */
public final class JointPositionsExporter extends AbstractExporter<MotionSource> {

    /** Made once by {@link dev.marionette.export.registry.Exporters#standard()}. */
    public JointPositionsExporter() {
        super(MotionSource.class, ExportFormat.file("csv", "Joint positions (CSV)", "csv"),
                MotionExports.DATA_SETTINGS);
    }

    @Override
    public ExportResult export(MotionSource source, ExportOptions options, Path out, ExportProgress progress)
            throws IOException {
        Skeleton skeleton = MotionExports.skeleton(source, "a joint-positions CSV");
        MotionExports.writeStreamed(source, skeleton, out, progress, JointPositionsCsv::write);
        long rows = (long) source.frameCount() * skeleton.boneCount();
        return new ExportResult(List.of(out), MotionExports.plural(source.frameCount(), "frame") + " x "
                + MotionExports.plural(skeleton.boneCount(), "bone") + " = " + MotionExports.plural(rows, "row"),
                source.dataNotes());
    }
}
