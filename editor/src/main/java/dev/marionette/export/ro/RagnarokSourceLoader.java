package dev.marionette.export.ro;

import dev.marionette.export.AbstractSourceLoader;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.SourceLoader;
import dev.marionette.io.FileFormat;
import dev.marionette.io.TaskProgress;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.render.ro.PartRole;
import dev.marionette.render.ro.SprChooser;
import dev.marionette.render.ro.SpriteFiles;
import dev.marionette.render.ro.SpriteKind;
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
        return new RagnarokSourceLoader(FileFormat.RAGNAROK_ACT);
    }

    /** Reads an SPR (with the ACT beside it when there is one). */
    public static RagnarokSourceLoader spr() {
        return new RagnarokSourceLoader(FileFormat.RAGNAROK_SPR);
    }

    @Override
    public RagnarokSource load(Path file, ExportOptions options) throws IOException {
        SpriteDocument doc = SpriteFiles.open(file, SprChooser.NEVER, TaskProgress.NONE);
        List<RagnarokSource.Part> references = new ArrayList<>();
        PartRole role = SpriteKind.roleOf(file, doc.act());
        for (Path reference : options.references()) {
            SpriteDocument r = SpriteFiles.open(reference, SprChooser.NEVER, TaskProgress.NONE);
            String name = String.valueOf(reference.getFileName());
            PartRole referenceRole = SpriteKind.roleOf(reference, r.act());
            references.add(new RagnarokSource.Part(name, r.model(), referenceRole, referenceRole != PartRole.BODY));
            if (referenceRole == PartRole.BODY && role == PartRole.BODY) {
                role = PartRole.HEAD;
            }
        }
        return new RagnarokSource(SourceLoader.baseName(file), doc.model(), role, references);
    }
}
