package dev.marionette.render.ro;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.act.ActReader;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.ragnarok.RagnarokFormats;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.spr.SprReader;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.util.Optional;

/**
 * Reads the ACT+SPR pair a {@link FileSource} belongs to, wherever the source is: an entry of an archive finds its
 * companion in the same folder of the archive as a file on disk finds it in its folder (same base name, any case, as
 * the client looks it up). An ACT needs its SPR; an SPR without an ACT gets the generated one-frame-per-image ACT
 * ({@link SpriteFiles#sheetViewer}). Reading is strict, so an unchanged sprite writes back to the same bytes. The one
 * way the archive browser's Open, its Export and the {@code export} command read a sprite that is not a file on disk
 * (files on disk go through {@link SpriteFiles}, which can ask the user for a missing sheet). Worker thread.
 */
public final class SpritePairs {

    private SpritePairs() {
    }

    /**
     * A sprite read from a source.
     *
     * @param actSource where the ACT came from; empty when the sheet had none and {@code act} was generated
     * @param sprSource where the sheet came from
     */
    public record Pair(ActDocument act, SpriteSheet sheet, Optional<FileSource> actSource, FileSource sprSource) {
    }

    /** An ACT whose sprite sheet is not beside it: nothing can be drawn or saved without one. */
    public static final class MissingSheetException extends IOException {
        private static final long serialVersionUID = 1L;
        private final String sheetName;

        MissingSheetException(String actName, String sheetName) {
            super(actName + " needs its sprite sheet, " + sheetName + ", and there is none in the same folder");
            this.sheetName = sheetName;
        }

        /** The file name the sheet should have: the ACT's base name with {@code .spr}. */
        public String sheetName() {
            return sheetName;
        }
    }

    /** Reads the pair {@code file}, an ACT or an SPR (recognised by content), belongs to. */
    public static Pair open(FileSource file) throws IOException {
        byte[] data = file.read(ReadOptions.STRICT);
        FileFormat format = FormatRegistry.installed().detect(data, file.name()).format();
        if (format == RagnarokFormats.ACT) {
            ActDocument act = ActReader.read(data, file.name(), ReadOptions.STRICT).value();
            String sprName = file.baseName() + ".spr";
            FileSource spr = file.sibling(sprName).orElseThrow(() -> new MissingSheetException(file.name(), sprName));
            SpriteSheet sheet = SprReader.read(spr.read(ReadOptions.STRICT), spr.name(), ReadOptions.STRICT).value();
            return new Pair(act, sheet, Optional.of(file), spr);
        }
        if (format == RagnarokFormats.SPR) {
            SpriteSheet sheet = SprReader.read(data, file.name(), ReadOptions.STRICT).value();
            Optional<FileSource> act = file.sibling(file.baseName() + ".act");
            ActDocument actDocument = act.isPresent()
                    ? ActReader.read(act.get().read(ReadOptions.STRICT), act.get().name(), ReadOptions.STRICT).value()
                    : SpriteFiles.sheetViewer(sheet);
            return new Pair(actDocument, sheet, act, file);
        }
        throw new FormatException(file.name(), 0, "file format", "a Ragnarok ACT or SPR file", format.toString());
    }
}
