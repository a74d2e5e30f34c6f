package dev.marionette.export.ro;

import dev.marionette.export.CommonSettings;
import dev.marionette.export.AbstractExporter;
import dev.marionette.export.ExportFiles;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportPreview;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.OutputKind;
import dev.marionette.export.gif.AnimatedGifWriter;
import dev.marionette.export.gif.ColorReducer;
import dev.marionette.export.gif.GifFrame;
import dev.marionette.export.gif.GifTiming;
import dev.marionette.render.ro.Composition;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;

/**
 * An animated GIF of a Ragnarok action (or, with {@code --all}, one GIF per action, {@code NAME_actionN.gif}
 * in the folder OUT): the frames as the editor draws them, references attached, cropped to the union of every
 * frame's pixels; each frame lasts the action's interval at 25 ms per tick, in GIF's 10 ms units with the
 * rounding carried so the whole lasts what it should ({@link GifTiming}); colours as {@link ColorReducer} keeps
 * them (the sprite's own palette when it holds every colour, exact palettes otherwise, median cut only for
 * frames with more than 255 colours).
 */
public final class RagnarokGifExporter extends AbstractExporter<RagnarokSource> {

    /** Made once by {@link dev.marionette.export.registry.Exporters#standard()}. */
    public RagnarokGifExporter() {
        super(RagnarokSource.class, ExportFormat.file("gif", "Animated GIF", "gif"),
                List.of(RagnarokSettings.ACTION, CommonSettings.ALL, RagnarokSettings.REFERENCES,
                        CommonSettings.BACKGROUND, CommonSettings.SCALE, CommonSettings.DITHER));
    }

    @Override
    public OutputKind output(ExportOptions options) {
        return options.get(CommonSettings.ALL) ? OutputKind.FILES : OutputKind.FILE;
    }

    /** One action encoded: the GIF's frames, what it holds, what it lost. */
    record Encoded(List<GifFrame> frames, ActionFrames rendered, String summary, List<String> notes,
            ColorReducer.Result reduced) {
    }

    /** Renders and reduces one action. */
    static Encoded encode(RagnarokSource source, Composition composition, int action, ExportOptions options,
            ExportProgress progress) throws IOException {
        // On a transparent background a GIF shows no pixel under half opaque: crop to what it shows.
        int shown = options.get(CommonSettings.BACKGROUND).transparent() ? ColorReducer.OPAQUE_FROM : 1;
        ActionFrames rendered = ActionFrames.render(source, composition, action, progress.part(0, 0.6), shown);
        int[] delays = GifTiming.centiseconds(rendered.frames().size(), rendered.intervalMillis());
        ColorReducer.Result reduced = ColorReducer.reduce(rendered.frames(), rendered.width(), rendered.height(),
                delays, options.get(CommonSettings.BACKGROUND), RagnarokExports.ownPalette(source.sprite().sheet()),
                options.get(CommonSettings.DITHER));
        List<GifFrame> frames = new ArrayList<>(reduced.frames().size());
        for (GifFrame f : reduced.frames()) {
            frames.add(f.scaled(options.get(CommonSettings.SCALE)));
        }
        List<String> notes = new ArrayList<>();
        if (rendered.note() != null) {
            notes.add(rendered.note());
        }
        notes.addAll(reduced.notes());
        String shortDelays = GifTiming.shortDelayNote(delays);
        if (shortDelays != null) {
            notes.add(shortDelays);
        }
        int total = Arrays.stream(delays).sum() * 10;
        String summary = RagnarokExports.plural(frames.size(), "frame") + ", " + frames.get(0).width() + "x" + frames.get(0).height() + ", "
                + RagnarokExports.duration(total) + ", " + reduced.colors();
        return new Encoded(frames, rendered, summary, notes, reduced);
    }

    @Override
    public ExportResult export(RagnarokSource source, ExportOptions options, Path out, ExportProgress progress)
            throws IOException {
        List<Integer> actions = RagnarokExports.actions(source, options);
        Composition composition = source.compose();
        if (!options.get(CommonSettings.ALL)) {
            Encoded encoded = encode(source, composition, actions.get(0), options, progress.part(0, 0.7));
            byte[] gif = write(encoded.frames(), progress.part(0.7, 1));
            progress.checkCancelled();
            ExportFiles.writeFile(out, gif);
            return new ExportResult(List.of(out), encoded.summary(), encoded.notes());
        }
        LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
        ActionNotes notes = new ActionNotes();
        for (int i = 0; i < actions.size(); i++) {
            int action = actions.get(i);
            ExportProgress part = progress.part((double) i / actions.size(), (double) (i + 1) / actions.size());
            Encoded encoded = encode(source, composition, action, options, part.part(0, 0.7));
            files.put(out.resolve(source.name() + "_action" + action + ".gif"), write(encoded.frames(),
                    part.part(0.7, 1)));
            notes.add(action, encoded.notes(), encoded.reduced());
        }
        progress.checkCancelled();
        return new ExportResult(ExportFiles.writeGroup(files), "", notes.lines());
    }

    private static byte[] write(List<GifFrame> frames, ExportProgress progress) throws IOException {
        try {
            return AnimatedGifWriter.write(frames, i -> {
                try {
                    progress.step(i + 1, frames.size());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    @Override
    public Optional<ExportPreview> preview(RagnarokSource source, ExportOptions options, ExportProgress progress)
            throws IOException {
        int action = RagnarokExports.actions(source, options).get(0);
        Encoded encoded = encode(source, source.compose(), action, options, progress);
        String what = (options.get(CommonSettings.ALL) ? "Action " + action + " of every action written: " : "") + encoded.summary();
        return Optional.of(GifFrame.preview(encoded.frames(), what));
    }
}
