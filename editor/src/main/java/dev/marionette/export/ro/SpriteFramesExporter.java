package dev.marionette.export.ro;

import dev.marionette.export.motion.MotionSettings;
import dev.marionette.export.motion.MotionSource;

import dev.marionette.export.AbstractExporter;
import dev.marionette.export.ExportFiles;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportPreview;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.spr.SprWriter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;

/**
 * Sprite reference frames ({@code sprite}, {@code OUT.act} with {@code OUT.spr} beside it): the motion drawn from
 * 1, 4 or 8 directions into a Ragnarok ACT + SPR ({@link SpriteFrames}), ready to open and draw over. Both files
 * are written together or not at all.
 */
public final class SpriteFramesExporter extends AbstractExporter<MotionSource> {

    /** Made once by {@link dev.marionette.export.registry.Exporters#standard()}. */
    public SpriteFramesExporter() {
        super(MotionSource.class, ExportFormat.file("sprite", "Sprite reference frames (ACT + SPR)",
            "act"),
                List.of(MotionSettings.YAW, MotionSettings.PITCH, MotionSettings.VIEW, MotionSettings.DIRECTIONS,
                        MotionSettings.SIZE, MotionSettings.LINE_WIDTH, MotionSettings.OUTPUT_RATE,
                        MotionSettings.FRAMES, MotionSettings.FRAME_RATE, MotionSettings.SKELETON,
                        MotionSettings.SKILL));
    }

    @Override
    public ExportResult export(MotionSource source, ExportOptions options, Path out, ExportProgress progress)
            throws IOException {
        SpriteFrames frames = SpriteFrames.make(source, options, progress.part(0, 0.8));
        String name = String.valueOf(out.getFileName());
        int dot = name.lastIndexOf('.');
        Path spr = out.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".spr");
        LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
        files.put(spr, SprWriter.toBytes(frames.sprite().sheet()));
        files.put(out, ActWriter.toBytes(frames.sprite().act()));
        progress.checkCancelled();
        List<Path> written = ExportFiles.writeGroup(files);
        return new ExportResult(List.of(written.get(1), written.get(0)), frames.summary(), List.of());
    }

    @Override
    public Optional<ExportPreview> preview(MotionSource source, ExportOptions options, ExportProgress progress)
            throws IOException {
        SpriteFrames frames = SpriteFrames.make(source, options, progress.part(0, 0.5));
        return Optional.of(SpritePreview.of(frames, progress.part(0.5, 1)));
    }
}
