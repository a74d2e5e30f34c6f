package dev.marionette.editor.ro.refs;

import dev.marionette.editor.ro.file.SprChooser;
import dev.marionette.editor.ro.file.SpriteFiles;
import dev.marionette.io.TaskProgress;
import dev.marionette.model.act.ActDocument;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.render.ro.ActSprite;
import dev.marionette.render.ro.PartRole;
import dev.marionette.render.ro.SpriteKind;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads a reference sprite from an ACT (its SPR beside it) or an SPR, and tells its role as the editor tells
 * an opened sprite's ({@link SpriteKind#detect}: the client's folders, the file name, the content). Worker
 * thread.
 */
public final class ReferenceLoader {

    private ReferenceLoader() {
    }

    /** The reference in {@code file}, shown in front unless it is a body. */
    public static Reference load(Path file) throws IOException {
        SpriteDocument doc = SpriteFiles.open(file, SprChooser.NEVER, TaskProgress.NONE);
        PartRole role = roleOf(file, doc.act());
        return new Reference(String.valueOf(file.getFileName()), new ActSprite(doc.act(), doc.sheet()), role,
                role != PartRole.BODY, true);
    }

    /** The role of the sprite in {@code file} holding {@code act} in a composed character. */
    public static PartRole roleOf(Path file, ActDocument act) {
        return SpriteKind.roleOf(file, act);
    }
}
