package dev.marionette.render.ro;

import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.ragnarok.RagnarokFormats;
import dev.marionette.io.FileBytes;
import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.act.ActReader;
import dev.marionette.io.spr.SprReader;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.LayerSizes;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Reads an ACT+SPR pair into a new {@link SpriteDocument}, starting from either file:
 * <ul>
 * <li>an ACT opens with the SPR beside it (same base name, any case); when there is none the
 *     {@link SprChooser} asks for one, and without an answer the ACT is refused with a message, since its
 *     layers would have nothing to show and saving would have no sheet to write;</li>
 * <li>an SPR opens with the ACT beside it when there is one (the same pair as opening the ACT);</li>
 * <li>an SPR alone opens with a generated ACT, not on disk yet: one action whose frame {@code i} shows image
 *     {@code i} at the origin (indexed images first, then RGBA), so the sheet can be browsed, played through and
 *     laid out. The first save writes that ACT beside the SPR, under the same base name.</li>
 * </ul>
 * Reading is strict: what the editor shows is exactly what the files hold, so saving unchanged writes the
 * same bytes. Worker thread.
 */
public final class SpriteFiles {

    private SpriteFiles() {
    }

    /** Opens the pair {@code file} belongs to. */
    public static SpriteDocument open(Path file, SprChooser chooser, TaskProgress progress) throws IOException {
        byte[] data = FileBytes.read(file, ReadOptions.STRICT);
        return open(file, FormatRegistry.installed().detect(data, file.toString()).format(), data, chooser, progress);
    }

    /** Opens the pair {@code file} belongs to, already recognised as {@code format}: it is not recognised again. */
    public static SpriteDocument open(Path file, FileFormat format, SprChooser chooser, TaskProgress progress)
            throws IOException {
        return open(file, format, FileBytes.read(file, ReadOptions.STRICT), chooser, progress);
    }

    private static SpriteDocument open(Path file, FileFormat format, byte[] data, SprChooser chooser,
            TaskProgress progress) throws IOException {
        progress.progress(0.1);
        if (format == RagnarokFormats.ACT) {
            ActDocument act = ActReader.read(data, file.toString(), ReadOptions.STRICT).value();
            progress.checkCancelled();
            Optional<Path> spr = Companions.find(file, "spr");
            if (spr.isEmpty()) {
                spr = chooser.chooseSprFor(file);
            }
            if (spr.isEmpty()) {
                throw new IOException(file.getFileName() + " needs its sprite sheet, " + Companions.baseName(file)
                        + ".spr, and there is none in the same folder (and none was chosen).");
            }
            SpriteSheet sheet = SprReader.read(spr.get(), ReadOptions.STRICT).value();
            progress.progress(1);
            return new SpriteDocument(act, sheet, file, spr.get());
        }
        if (format == RagnarokFormats.SPR) {
            SpriteSheet sheet = SprReader.read(data, file.toString(), ReadOptions.STRICT).value();
            progress.checkCancelled();
            Optional<Path> actFile = Companions.find(file, "act");
            if (actFile.isPresent()) {
                ActDocument act = ActReader.read(actFile.get(), ReadOptions.STRICT).value();
                progress.progress(1);
                return new SpriteDocument(act, sheet, actFile.get(), file);
            }
            progress.progress(1);
            return new SpriteDocument(sheetViewer(sheet), sheet, Companions.sibling(file, "act"), file);
        }
        throw new FormatException(file.toString(), 0, "file format", "a Ragnarok ACT or SPR file", format.toString());
    }

    /** The ACT made for an SPR opened alone: one action, one frame per image, each image at the origin. */
    public static ActDocument sheetViewer(SpriteSheet sheet) {
        ActDocument act = new ActDocument();
        ActAnimation action = new ActAnimation();
        addFrames(action, sheet.indexedImages().size(), SpriteLayer.TYPE_INDEXED);
        addFrames(action, sheet.rgbaImages().size(), SpriteLayer.TYPE_RGBA);
        if (action.frames().isEmpty()) {
            action.frames().add(new ActFrame());
        }
        act.animations().add(action);
        LayerSizes.syncWithSheet(act, sheet);
        return act;
    }

    private static void addFrames(ActAnimation action, int count, int type) {
        for (int i = 0; i < count; i++) {
            ActFrame frame = new ActFrame();
            frame.layers().add(new SpriteLayer(0, 0, i, type));
            action.frames().add(frame);
        }
    }
}
