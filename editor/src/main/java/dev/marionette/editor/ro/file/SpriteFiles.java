package dev.marionette.editor.ro.file;

import dev.marionette.io.Companions;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.ragnarok.SpritePair;
import dev.marionette.io.ragnarok.SpritePairs;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.SpriteSheet;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Reads an ACT+SPR pair on disk into a new {@link SpriteDocument}, starting from either file, through the Ragnarok
 * plug-in's open ({@code detection.open}, the same for the {@code export} command and archives):
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

    /** Opens the pair {@code file} belongs to, recognising it first (a caller that has no detection). */
    public static SpriteDocument open(Path file, SprChooser chooser, TaskProgress progress) throws IOException {
        return open(file, FormatRegistry.installed().detect(FileHead.of(file)), chooser, progress);
    }

    /**
     * Opens the pair {@code file} belongs to, already recognised as {@code detection}: through the Ragnarok plug-in's
     * open ({@link Detection#open}, the same for the {@code export} command and archives), asking {@code chooser}
     * for the sheet when it is not beside the ACT.
     */
    public static SpriteDocument open(Path file, Detection detection, SprChooser chooser, TaskProgress progress)
            throws IOException {
        progress.progress(0.1);
        FileSource source = FileSource.of(file);
        SpritePair pair;
        try {
            pair = detection.open(source, Companions.NONE).as(SpritePair.class);
        } catch (SpritePairs.MissingSheetException e) {
            progress.checkCancelled();
            Optional<Path> chosen = chooser.chooseSprFor(file);
            if (chosen.isEmpty()) {
                throw new IOException(file.getFileName() + " needs its sprite sheet, " + e.sheetName()
                        + ", and there is none in the same folder (and none was chosen).");
            }
            pair = detection.open(source, Companions.sheet(chosen.get())).as(SpritePair.class);
        }
        progress.progress(1);
        Path spr = pair.sprSource().path().orElseThrow();
        Path act = pair.actSource().isPresent() ? pair.actSource().get().path().orElseThrow()
                : PairNames.sibling(file, "act");
        return new SpriteDocument(pair.act(), pair.sheet(), act, spr);
    }

    /** The ACT made for an SPR opened alone: one action, one frame per image, each image at the origin. */
    public static ActDocument sheetViewer(SpriteSheet sheet) {
        return SpritePairs.sheetViewer(sheet);
    }
}
