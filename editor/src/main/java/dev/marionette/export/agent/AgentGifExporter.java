package dev.marionette.export.agent;

import dev.marionette.export.CommonSettings;
import dev.marionette.export.AbstractExporter;
import dev.marionette.export.Background;
import dev.marionette.export.ExportException;
import dev.marionette.export.ExportFiles;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportPreview;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.OutputKind;
import dev.marionette.export.gif.AnimatedGifWriter;
import dev.marionette.export.gif.GifFrame;
import dev.marionette.export.gif.GifPalette;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * An animated GIF of an Agent animation ({@code --all}: one per animation, {@code NAME_Animation.gif} in the
 * folder OUT): the frame-size picture Agent draws for each frame, in the character's own palette (exact, no
 * colour is lost) with its transparent colour as the GIF's transparent index, each frame lasting its duration
 * (Agent counts in hundredths of a second, as GIF does). The path is the animation's frames in order, or with
 * {@code --seed} a branching run as Agent plays it. Frames of 0 ms are left out: Agent shows them for no time,
 * and browsers would show them for 100 ms.
 */
public final class AgentGifExporter extends AbstractExporter<AgentSource> {

    /** Made once by {@link dev.marionette.export.registry.Exporters#standard()}. */
    public AgentGifExporter() {
        super(AgentSource.class, ExportFormat.file("gif", "Animated GIF", "gif"),
                List.of(AgentSettings.ANIMATION, CommonSettings.ALL, CommonSettings.BACKGROUND, CommonSettings.SCALE,
                        AgentSettings.SEED, AgentSettings.STEPS));
    }

    @Override
    public OutputKind output(ExportOptions options) {
        return options.get(CommonSettings.ALL) ? OutputKind.FILES : OutputKind.FILE;
    }

    /** One animation as GIF frames, with a summary and notes. */
    record Encoded(List<GifFrame> frames, String summary, List<String> notes) {
    }

    static Encoded encode(AgentCharacter c, int animation, ExportOptions options, ExportProgress progress)
            throws IOException {
        List<AgentFrames.Step> path = AgentFrames.path(c, animation, options);
        GifPalette palette = palette(c, options.get(CommonSettings.BACKGROUND));
        List<GifFrame> frames = new ArrayList<>();
        int skipped = 0;
        int total = 0;
        for (int i = 0; i < path.size(); i++) {
            progress.step(i, path.size());
            AgentFrames.Step step = path.get(i);
            int delay = step.frame().duration();
            if (delay == 0) {
                skipped++;
                continue;
            }
            byte[] indices = AgentFrames.topDown(c, step.frame());
            frames.add(new GifFrame(c.frameWidth(), c.frameHeight(), indices, palette, delay)
                    .scaled(options.get(CommonSettings.SCALE)));
            total += delay;
        }
        String name = c.animations().get(animation).name();
        if (frames.isEmpty()) {
            throw new ExportException("animation " + name + " shows nothing: " + (path.isEmpty() ? "it has no frames"
                    : "every frame lasts 0 ms"));
        }
        List<String> notes = new ArrayList<>();
        if (skipped > 0) {
            notes.add(name + ": " + skipped + " frame(s) of 0 ms left out (Agent shows them for no time)");
        }
        String summary = plural(frames.size(), "frame") + ", " + frames.get(0).width() + "x" + frames.get(0).height() + ", "
                + String.format(Locale.ROOT, "%.2f s", total / 100.0) + (options.find(AgentSettings.SEED).isPresent()
                        ? ", branching run (seed " + options.get(AgentSettings.SEED) + ")" : "")
                + ", the character's palette";
        return new Encoded(frames, summary, notes);
    }

    private static String plural(int count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }

    /** The character's palette; its transparent colour transparent, or the background colour. */
    static GifPalette palette(AgentCharacter c, Background background) {
        int[] rgb = AgentFrames.palette(c);
        if (background.transparent()) {
            return new GifPalette(rgb, c.transparentIndex());
        }
        rgb[c.transparentIndex()] = background.rgb();
        return new GifPalette(rgb, -1);
    }

    @Override
    public ExportResult export(AgentSource source, ExportOptions options, Path out, ExportProgress progress)
            throws IOException {
        AgentCharacter c = source.character();
        if (!options.get(CommonSettings.ALL)) {
            Encoded encoded = encode(c, AgentFrames.animation(c, options), options, progress.part(0, 0.5));
            byte[] gif = AnimatedGifWriter.write(encoded.frames());
            progress.checkCancelled();
            ExportFiles.writeFile(out, gif);
            return new ExportResult(List.of(out), encoded.summary(), encoded.notes());
        }
        if (c.animations().isEmpty()) {
            throw new ExportException("the character has no animations");
        }
        LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        int count = c.animations().size();
        for (int a = 0; a < count; a++) {
            AgentAnimation animation = c.animations().get(a);
            Encoded encoded;
            try {
                encoded = encode(c, a, options, progress.part((double) a / count, (a + 1.0) / count));
            } catch (ExportException e) {
                notes.add(animation.name() + " left out: it shows nothing");
                continue;
            }
            files.put(out.resolve(source.name() + "_" + AgentFrames.fileName(animation.name()) + ".gif"),
                    AnimatedGifWriter.write(encoded.frames()));
            notes.addAll(encoded.notes());
        }
        progress.checkCancelled();
        return new ExportResult(ExportFiles.writeGroup(files), "", notes);
    }

    @Override
    public Optional<ExportPreview> preview(AgentSource source, ExportOptions options, ExportProgress progress)
            throws IOException {
        AgentCharacter c = source.character();
        Encoded encoded = encode(c, AgentFrames.animation(c, options), options, progress);
        return Optional.of(GifFrame.preview(encoded.frames(), encoded.summary()));
    }
}
