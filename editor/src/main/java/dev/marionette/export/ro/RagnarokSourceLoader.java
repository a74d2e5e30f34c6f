package dev.marionette.export.ro;

import dev.marionette.export.AbstractSourceLoader;
import dev.marionette.export.ExportException;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.SourceLoader;
import dev.marionette.io.FileFormat;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.ragnarok.RagnarokFormats;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.render.ro.PartRole;
import dev.marionette.render.ro.SprChooser;
import dev.marionette.render.ro.SpriteFiles;
import dev.marionette.render.ro.SpriteKind;
import dev.marionette.render.ro.SpritePairs;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a Ragnarok sprite for export as the editor opens it ({@link SpriteFiles}): an ACT with the SPR of the
 * same name beside it, or an SPR alone (one frame per image). The {@code --reference} files are read the same
 * way and attached by their anchors; roles are told as the editor tells them ({@link SpriteKind#roleOf}:
 * the client's folders, the file name, the content): bodies behind, everything else in front, and when a
 * reference is a body the exported sprite counts as a head.
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

    @Override
    public RagnarokSource load(Path file, ExportOptions options) throws IOException {
        SpriteDocument doc = SpriteFiles.open(file, SprChooser.NEVER, TaskProgress.NONE);
        return source(SourceLoader.baseName(file), file.toString(), doc.act(), doc.model(), options);
    }

    /** Reads an ACT or SPR on disk, or inside an archive with its SPR (or ACT) from the same folder of it. */
    @Override
    public RagnarokSource load(FileSource file, ExportOptions options) throws IOException {
        if (file.path().isPresent()) {
            return load(file.path().get(), options);
        }
        ActSprPair sprite = open(file);
        return source(file.baseName(), file.name(), sprite.act(), sprite, options);
    }

    /** The pair {@code file} belongs to, as {@link SpritePairs} reads it for the archive browser too. */
    private static ActSprPair open(FileSource file) throws IOException {
        try {
            SpritePairs.Pair pair = SpritePairs.open(file);
            return new ActSprPair(pair.act(), pair.sheet());
        } catch (SpritePairs.MissingSheetException e) {
            throw new ExportException("not exported: it needs its sprite sheet, " + e.sheetName()
                    + ", and there is none in the same folder");
        }
    }

    /** The source of {@code sprite} read from {@code where}, with the {@code --reference} sprites attached. */
    private static RagnarokSource source(String name, String where, ActDocument act, ActSprPair sprite,
            ExportOptions options) throws IOException {
        List<RagnarokSource.Part> references = new ArrayList<>();
        PartRole role = SpriteKind.detect(where, act).role();
        for (Path reference : options.find(RagnarokSettings.REFERENCES).orElse(List.of())) {
            SpriteDocument r = SpriteFiles.open(reference, SprChooser.NEVER, TaskProgress.NONE);
            String referenceName = String.valueOf(reference.getFileName());
            PartRole referenceRole = SpriteKind.roleOf(reference, r.act());
            references.add(new RagnarokSource.Part(referenceName, r.model(), referenceRole,
                    referenceRole != PartRole.BODY));
            if (referenceRole == PartRole.BODY && role == PartRole.BODY) {
                role = PartRole.HEAD;
            }
        }
        return new RagnarokSource(name, sprite, role, references);
    }
}
