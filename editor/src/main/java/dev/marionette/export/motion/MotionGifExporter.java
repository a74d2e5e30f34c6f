package dev.marionette.export.motion;

import dev.marionette.export.CommonSettings;
import dev.marionette.export.AbstractExporter;
import dev.marionette.export.ExportFiles;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportPreview;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.gif.AnimatedGifWriter;
import dev.marionette.export.gif.ColorReducer;
import dev.marionette.export.gif.GifFrame;
import dev.marionette.export.gif.GifTiming;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * An animated GIF of a motion ({@code gif}, {@code .gif}): the pictures of {@link MotionPictures} (25 per second
 * of motion unless told otherwise), each lasting its share of the playing time in GIF's hundredths with the
 * rounding carried ({@link GifTiming}), colours kept by the shared encoder ({@link ColorReducer}: exact when they
 * fit, median cut otherwise), looping. On a transparent background lines are drawn with hard edges, since a GIF
 * has no partly transparent pixels: the colours stay exact.
 */
public final class MotionGifExporter extends AbstractExporter<MotionSource> {

    /** Made once by {@link dev.marionette.export.registry.Exporters#standard()}. */
    public MotionGifExporter() {
        super(MotionSource.class, ExportFormat.file("gif", "Animated GIF", "gif"),
                List.of(CommonSettings.BACKGROUND, CommonSettings.SCALE, CommonSettings.DITHER, MotionSettings.YAW,
                        MotionSettings.PITCH, MotionSettings.VIEW, MotionSettings.SIZE, MotionSettings.LINE_WIDTH,
                        MotionSettings.OUTPUT_RATE, MotionSettings.FRAMES, MotionSettings.IN_PLACE,
                        MotionSettings.FRAME_RATE, MotionSettings.SKELETON, MotionSettings.SKILL));
    }

    /** The GIF's frames and what they hold. */
    record Encoded(List<GifFrame> frames, String summary, List<String> notes) {
    }

    static Encoded encode(MotionSource source, ExportOptions options, ExportProgress progress) throws IOException {
        MotionPictures pictures = MotionPictures.render(source, options,
                options.get(CommonSettings.BACKGROUND).transparent(),
                progress.part(0, 0.6));
        int[] delays = GifTiming.centiseconds(pictures.sampling().count(), pictures.sampling().pictureMillis());
        ColorReducer.Result reduced = ColorReducer.reduce(pictures.frames(), pictures.size(), pictures.size(),
                delays, options.get(CommonSettings.BACKGROUND), null, options.get(CommonSettings.DITHER));
        List<GifFrame> frames = new ArrayList<>(reduced.frames().size());
        for (GifFrame f : reduced.frames()) {
            frames.add(f.scaled(options.get(CommonSettings.SCALE)));
        }
        List<String> notes = new ArrayList<>(reduced.notes());
        String shortDelays = GifTiming.shortDelayNote(delays);
        if (shortDelays != null) {
            notes.add(shortDelays);
        }
        int side = pictures.size() * options.get(CommonSettings.SCALE);
        String summary = MotionExports.plural(frames.size(), "frame") + ", " + side + "x" + side + ", "
                + Arrays.stream(delays).sum() * 10 + " ms, " + reduced.colors();
        return new Encoded(frames, summary, notes);
    }

    @Override
    public ExportResult export(MotionSource source, ExportOptions options, Path out, ExportProgress progress)
            throws IOException {
        Encoded encoded = encode(source, options, progress.part(0, 0.8));
        byte[] gif = AnimatedGifWriter.write(encoded.frames());
        progress.checkCancelled();
        ExportFiles.writeFile(out, gif);
        return new ExportResult(List.of(out), encoded.summary(), encoded.notes());
    }

    @Override
    public Optional<ExportPreview> preview(MotionSource source, ExportOptions options, ExportProgress progress)
            throws IOException {
        Encoded encoded = encode(source, options, progress);
        return Optional.of(GifFrame.preview(encoded.frames(), encoded.summary()));
    }
}
