package dev.marionette.export.motion;

import dev.marionette.export.CommonSettings;
import dev.marionette.export.AbstractExporter;
import dev.marionette.export.Background;
import dev.marionette.export.ExportFiles;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportPreview;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;

/**
 * PNG frames of a motion ({@code png}, into the folder OUT): the pictures of {@link MotionPictures} as
 * {@code NAME_MMM.png}, smooth edges and transparency kept, every frame the same size so they line up.
 */
public final class MotionPngExporter extends AbstractExporter<MotionSource> {

    /** Made once by {@link dev.marionette.export.registry.Exporters#standard()}. */
    public MotionPngExporter() {
        super(MotionSource.class, ExportFormat.files("png", "PNG frames"),
                List.of(CommonSettings.BACKGROUND, MotionSettings.YAW, MotionSettings.PITCH, MotionSettings.VIEW,
                        MotionSettings.SIZE, MotionSettings.LINE_WIDTH, MotionSettings.OUTPUT_RATE,
                        MotionSettings.FRAMES, MotionSettings.IN_PLACE, MotionSettings.FRAME_RATE,
                        MotionSettings.SKELETON, MotionSettings.SKILL));
    }

    /** The file name of picture {@code k} of {@code count}. */
    static String fileName(String name, int k, int count) {
        int digits = Math.max(3, String.valueOf(count - 1).length());
        return String.format("%s_%0" + digits + "d.png", name, k);
    }

    @Override
    public ExportResult export(MotionSource source, ExportOptions options, Path out, ExportProgress progress)
            throws IOException {
        MotionPictures pictures = MotionPictures.render(source, options, progress.part(0, 0.6));
        LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
        int count = pictures.frames().size();
        for (int k = 0; k < count; k++) {
            progress.part(0.6, 1).step(k, count);
            files.put(out.resolve(fileName(source.name(), k, count)), ExportFiles.png(pictures.image(k)));
        }
        progress.checkCancelled();
        return new ExportResult(ExportFiles.writeGroup(files), MotionExports.plural(count, "frame") + ", "
                + pictures.size() + "x" + pictures.size() + ", " + MotionExports.rate(pictures.sampling().rate())
                + " per second of motion", List.of());
    }

    @Override
    public Optional<ExportPreview> preview(MotionSource source, ExportOptions options, ExportProgress progress)
            throws IOException {
        MotionPictures pictures = MotionPictures.render(source, options, progress);
        List<BufferedImage> images = new ArrayList<>();
        List<Integer> delays = new ArrayList<>();
        for (int k = 0; k < pictures.frames().size(); k++) {
            images.add(pictures.image(k));
            delays.add((int) Math.round(pictures.sampling().pictureMillis()));
        }
        Background background = options.get(CommonSettings.BACKGROUND);
        return Optional.of(new ExportPreview(images, delays, images.size() + " PNG frames, " + pictures.size() + "x"
                + pictures.size() + (background.transparent() ? ", transparent" : "")));
    }
}
