package dev.marionette.export.ro;

import dev.marionette.export.CommonSettings;
import dev.marionette.export.AbstractExporter;
import dev.marionette.export.Background;
import dev.marionette.export.ExportFiles;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportPreview;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.render.ro.Composition;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;

/**
 * PNG frames of a Ragnarok action ({@code --all}: of every action), written into the folder OUT as
 * {@code NAME_actionN_MM.png}: the renderer's pixels exactly, partial transparency included, each frame cropped
 * to the same rectangle (the union of the action's pixels), so they line up when played or stacked.
 */
public final class PngFramesExporter extends AbstractExporter<RagnarokSource> {

    /** Made once by {@link dev.marionette.export.registry.Exporters#standard()}. */
    public PngFramesExporter() {
        super(RagnarokSource.class, ExportFormat.files("png", "PNG frames"),
                List.of(RagnarokSettings.ACTION, CommonSettings.ALL, RagnarokSettings.REFERENCES,
                        CommonSettings.BACKGROUND, CommonSettings.SCALE));
    }

    /** The file name of frame {@code frame} of {@code count} in {@code action}. */
    static String fileName(String name, int action, int frame, int count) {
        int digits = Math.max(2, String.valueOf(count - 1).length());
        return String.format("%s_action%d_%0" + digits + "d.png", name, action, frame);
    }

    @Override
    public ExportResult export(RagnarokSource source, ExportOptions options, Path out, ExportProgress progress)
            throws IOException {
        List<Integer> actions = RagnarokExports.actions(source, options);
        Composition composition = source.compose();
        LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        int width = 0;
        int height = 0;
        for (int i = 0; i < actions.size(); i++) {
            ActionFrames rendered = ActionFrames.render(source, composition, actions.get(i),
                    progress.part((double) i / actions.size(), (double) (i + 1) / actions.size()));
            if (rendered.note() != null) {
                notes.add(rendered.note());
            }
            for (int f = 0; f < rendered.frames().size(); f++) {
                BufferedImage image = picture(rendered, f, options);
                width = image.getWidth();
                height = image.getHeight();
                files.put(out.resolve(fileName(source.name(), rendered.action(), f, rendered.frames().size())),
                        ExportFiles.png(image));
            }
        }
        progress.checkCancelled();
        String summary = actions.size() == 1 ? RagnarokExports.plural(files.size(), "frame") + ", " + width + "x"
                + height : "";
        return new ExportResult(ExportFiles.writeGroup(files), summary, notes);
    }

    /** Frame {@code f} on the background, enlarged. */
    static BufferedImage picture(ActionFrames rendered, int f, ExportOptions options) {
        int[] argb = rendered.frames().get(f);
        Background background = options.get(CommonSettings.BACKGROUND);
        if (!background.transparent()) {
            argb = onBackground(argb, background.rgb());
        }
        int scale = options.get(CommonSettings.SCALE);
        int w = rendered.width() * scale;
        int h = rendered.height() * scale;
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        image.setRGB(0, 0, w, h, ActionFrames.scale(argb, rendered.width(), rendered.height(), scale), 0, w);
        return image;
    }

    /** Non-premultiplied ARGB blended onto an opaque colour. */
    static int[] onBackground(int[] argb, int rgb) {
        int[] out = new int[argb.length];
        for (int i = 0; i < argb.length; i++) {
            int p = argb[i];
            int a = p >>> 24;
            int r = ((p >>> 16 & 0xFF) * a + (rgb >>> 16 & 0xFF) * (255 - a) + 127) / 255;
            int g = ((p >>> 8 & 0xFF) * a + (rgb >>> 8 & 0xFF) * (255 - a) + 127) / 255;
            int b = ((p & 0xFF) * a + (rgb & 0xFF) * (255 - a) + 127) / 255;
            out[i] = 0xFF00_0000 | r << 16 | g << 8 | b;
        }
        return out;
    }

    @Override
    public Optional<ExportPreview> preview(RagnarokSource source, ExportOptions options, ExportProgress progress)
            throws IOException {
        int action = RagnarokExports.actions(source, options).get(0);
        ActionFrames rendered = ActionFrames.render(source, source.compose(), action, progress);
        List<BufferedImage> images = new ArrayList<>();
        List<Integer> delays = new ArrayList<>();
        for (int f = 0; f < rendered.frames().size(); f++) {
            images.add(picture(rendered, f, options));
            delays.add((int) Math.round(rendered.intervalMillis()));
        }
        return Optional.of(new ExportPreview(images, delays, images.size() + " PNG frames of action " + action + ", "
                + images.get(0).getWidth() + "x" + images.get(0).getHeight()
                + (options.get(CommonSettings.ALL) ? ", and the frames of every other action" : "")));
    }
}
