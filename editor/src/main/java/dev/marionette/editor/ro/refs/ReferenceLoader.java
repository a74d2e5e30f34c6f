package dev.marionette.editor.ro.refs;

import dev.marionette.editor.kind.TaskProgress;
import dev.marionette.editor.ro.file.SprChooser;
import dev.marionette.editor.ro.file.SpriteFiles;
import dev.marionette.editor.ro.render.ActSprite;
import dev.marionette.editor.ro.render.PartRole;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Reads a reference sprite from an ACT (its SPR beside it) or an SPR, and guesses its role from the file
 * name as the client names its sprites: {@code body}/{@code 몸통} bodies, {@code head}/{@code 머리} heads and
 * headgear ({@code hg_}, {@code 악세사리}) as heads, anything else as other. Worker thread.
 */
public final class ReferenceLoader {

    private ReferenceLoader() {
    }

    /** The reference in {@code file}, shown in front unless it is a body. */
    public static Reference load(Path file) throws IOException {
        SpriteDocument doc = SpriteFiles.open(file, SprChooser.NEVER, TaskProgress.NONE);
        PartRole role = guessRole(String.valueOf(file.getFileName()));
        return new Reference(String.valueOf(file.getFileName()), new ActSprite(doc.act(), doc.sheet()), role,
                role != PartRole.BODY, true);
    }

    /** The role a sprite of this file name most likely has. */
    public static PartRole guessRole(String fileName) {
        String name = fileName.toLowerCase(Locale.ROOT);
        if (name.contains("body") || name.contains("\ubab8\ud1b5")) {
            return PartRole.BODY;
        }
        if (name.contains("head") || name.startsWith("hg_") || name.contains("\uba38\ub9ac")
                || name.contains("\uc545\uc138\uc0ac\ub9ac")) {
            return PartRole.HEAD;
        }
        return PartRole.OTHER;
    }
}
