package dev.marionette.io.ragnarok;

import dev.marionette.io.FileFormat;
import dev.marionette.io.format.OpenedFile;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.spr.SpriteSheet;
import java.util.Optional;

/**
 * A Ragnarok sprite as {@link RagnarokPlugin#open} opens it: an ACT and the sheet it draws from, whichever of the two
 * files was opened.
 *
 * @param source    the file opened (the ACT or the SPR)
 * @param format    {@link RagnarokFormats#ACT} or {@link RagnarokFormats#SPR}
 * @param act       the animation; generated ({@link SpritePairs#sheetViewer}) when an SPR was opened without an ACT
 * @param sheet     the sprite sheet
 * @param actSource where the ACT came from; empty when the sheet had none and {@code act} was generated
 * @param sprSource where the sheet came from
 */
public record SpritePair(FileSource source, FileFormat format, ActDocument act, SpriteSheet sheet,
        Optional<FileSource> actSource, FileSource sprSource) implements OpenedFile {
}
