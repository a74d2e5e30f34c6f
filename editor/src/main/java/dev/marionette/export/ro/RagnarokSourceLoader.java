package dev.marionette.export.ro;

import dev.marionette.export.AbstractSourceLoader;
import dev.marionette.export.ExportException;
import dev.marionette.export.ExportOptions;
import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.format.OpenedFile;
import dev.marionette.io.ragnarok.RagnarokFormats;
import dev.marionette.io.ragnarok.RagnarokPlugin;
import dev.marionette.io.ragnarok.SpritePair;
import dev.marionette.io.ragnarok.SpritePairs;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.render.ro.PartRole;
import dev.marionette.render.ro.SpriteKind;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Makes a Ragnarok sprite's export source from the pair the Ragnarok plug-in opened ({@link RagnarokPlugin#open}, as
 * the editor and the archive browser open it): an ACT with the SPR of the same name beside it (on disk, or in the
 * same folder of an archive), or an SPR alone (one frame per image). The {@code --reference} files are opened the
 * same way and attached by their anchors; roles are told as the editor tells them ({@link SpriteKind#roleOf}: the
 * client's folders, the file name, the content): bodies behind, everything else in front, and when a reference is a
 * body the exported sprite counts as a head.
 */
public final class RagnarokSourceLoader extends AbstractSourceLoader<RagnarokSource> {

    private RagnarokSourceLoader(FileFormat format) {
        super(format, RagnarokSource.class);
    }

    /** Reads an ACT with its SPR. */
    public static RagnarokSourceLoader act() {
        return new RagnarokSourceLoader(RagnarokFormats.ACT);
    }

    /** Reads an SPR (with the ACT beside it when there is one). */
    public static RagnarokSourceLoader spr() {
        return new RagnarokSourceLoader(RagnarokFormats.SPR);
    }

    /** Opens {@code file} as the plug-in does; an ACT without its sheet is not exported, naming the sheet. */
    @Override
    public RagnarokSource load(FileSource file, Detection detection, ExportOptions options) throws IOException {
        return load(pair(() -> detection.open(file, companions(options)), file), options);
    }

    @Override
    public RagnarokSource load(OpenedFile opened, ExportOptions options) throws IOException {
        SpritePair sprite = opened.as(SpritePair.class);
        FileSource file = sprite.source();
        List<RagnarokSource.Part> references = new ArrayList<>();
        PartRole role = SpriteKind.detect(file.name(), sprite.act()).role();
        for (Path reference : options.find(RagnarokSettings.REFERENCES).orElse(List.of())) {
            FileSource from = FileSource.of(reference);
            SpritePair r = pair(() -> FormatRegistry.installed().detect(FileHead.of(from, ReadOptions.STRICT))
                    .open(from, Companions.NONE), from);
            String referenceName = String.valueOf(reference.getFileName());
            PartRole referenceRole = SpriteKind.roleOf(reference, r.act());
            references.add(new RagnarokSource.Part(referenceName, new ActSprPair(r.act(), r.sheet()), referenceRole,
                    referenceRole != PartRole.BODY));
            if (referenceRole == PartRole.BODY && role == PartRole.BODY) {
                role = PartRole.HEAD;
            }
        }
        return new RagnarokSource(file.baseName(), new ActSprPair(sprite.act(), sprite.sheet()), role, references);
    }

    private interface Opening {
        OpenedFile open() throws IOException;
    }

    /** The pair {@code opening} opens; a missing sheet said as export says it. */
    private static SpritePair pair(Opening opening, FileSource file) throws IOException {
        try {
            return opening.open().as(SpritePair.class);
        } catch (SpritePairs.MissingSheetException e) {
            if (file.path().isPresent()) {
                // As it has always read for a file on disk (the editor's words, when no sheet is chosen).
                throw new IOException(file.fileName() + " needs its sprite sheet, " + e.sheetName()
                        + ", and there is none in the same folder (and none was chosen).");
            }
            throw new ExportException("not exported: it needs its sprite sheet, " + e.sheetName()
                    + ", and there is none in the same folder");
        }
    }
}
