package dev.marionette.io.ragnarok;

import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.act.ActReader;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.spr.SprReader;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.LayerSizes;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.util.Optional;

/**
 * Opens the ACT+SPR pair a {@link FileSource} belongs to ({@link RagnarokPlugin#open}), wherever the source is: an
 * entry of an archive finds its companion in the same folder of the archive as a file on disk finds it in its folder
 * (same base name, any case, as the client looks it up).
 * <ul>
 * <li>an ACT opens with the SPR beside it, or the one chosen ({@link Companions#sheet}); without one it is refused
 *     ({@link MissingSheetException}), since its layers would have nothing to show and saving would have no sheet to
 *     write;</li>
 * <li>an SPR opens with the ACT beside it when there is one (the same pair as opening the ACT);</li>
 * <li>an SPR alone opens with a generated ACT ({@link #sheetViewer}), not on disk yet.</li>
 * </ul>
 * Reading is strict, so an unchanged sprite writes back to the same bytes. The one way the editor's Ragnarok tab, the
 * archive browser (Open, preview, Export) and the {@code export} command read a sprite. Worker thread.
 */
public final class SpritePairs {

    private SpritePairs() {
    }

    /** An ACT whose sprite sheet is not beside it (and none was chosen): nothing can be drawn or saved without one. */
    public static final class MissingSheetException extends IOException {
        private static final long serialVersionUID = 1L;
        private final String sheetName;
        private final transient ActDocument act;

        MissingSheetException(String actName, String sheetName, ActDocument act) {
            super(actName + " needs its sprite sheet, " + sheetName + ", and there is none in the same folder");
            this.sheetName = sheetName;
            this.act = act;
        }

        /** The file name the sheet should have: the ACT's base name with {@code .spr}. */
        public String sheetName() {
            return sheetName;
        }

        /** The ACT, read: what it holds can be told without its sheet. */
        public ActDocument act() {
            return act;
        }
    }

    /** Opens the pair {@code file}, an ACT or an SPR recognised by content, belongs to, finding its companion. */
    public static SpritePair open(FileSource file) throws IOException {
        byte[] data = file.read(ReadOptions.STRICT);
        FileFormat format = FormatRegistry.installed().detect(data, file.name()).format();
        return open(file, format, data, Companions.NONE);
    }

    /** Opens the pair {@code file}, already recognised as {@code format}, belongs to; {@code chosen} may name the SPR. */
    public static SpritePair open(FileSource file, FileFormat format, Companions chosen) throws IOException {
        if (format != RagnarokFormats.ACT && format != RagnarokFormats.SPR) {
            throw notASprite(file, format);
        }
        return open(file, format, file.read(ReadOptions.STRICT), chosen);
    }

    /** {@link #open(FileSource, FileFormat, Companions)} of a file whose bytes, {@code data}, are already read. */
    public static SpritePair open(FileSource file, FileFormat format, byte[] data, Companions chosen)
            throws IOException {
        if (format == RagnarokFormats.ACT) {
            ActDocument act = ActReader.read(data, file.name(), ReadOptions.STRICT).value();
            String sprName = file.baseName() + ".spr";
            Optional<FileSource> spr = chosen.chosenSheet().map(FileSource::of);
            if (spr.isEmpty()) {
                spr = file.sibling(sprName);
            }
            if (spr.isEmpty()) {
                throw new MissingSheetException(file.name(), sprName, act);
            }
            SpriteSheet sheet = SprReader.read(spr.get().read(ReadOptions.STRICT), spr.get().name(),
                    ReadOptions.STRICT).value();
            return new SpritePair(file, format, act, sheet, Optional.of(file), spr.get());
        }
        if (format == RagnarokFormats.SPR) {
            SpriteSheet sheet = SprReader.read(data, file.name(), ReadOptions.STRICT).value();
            Optional<FileSource> act = file.sibling(file.baseName() + ".act");
            ActDocument actDocument = act.isPresent()
                    ? ActReader.read(act.get().read(ReadOptions.STRICT), act.get().name(), ReadOptions.STRICT).value()
                    : sheetViewer(sheet);
            return new SpritePair(file, format, actDocument, sheet, act, file);
        }
        throw notASprite(file, format);
    }

    private static FormatException notASprite(FileSource file, FileFormat format) {
        return new FormatException(file.name(), 0, "file format", "a Ragnarok ACT or SPR file", format.toString());
    }

    /**
     * The ACT made for an SPR opened alone: one action whose frame {@code i} shows image {@code i} at the origin
     * (indexed images first, then RGBA), so the sheet can be browsed, played through and laid out.
     */
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
