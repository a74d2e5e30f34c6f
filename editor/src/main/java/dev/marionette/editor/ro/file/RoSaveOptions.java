package dev.marionette.editor.ro.file;

import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.model.act.ActVersion;

/**
 * How a sprite is saved: the ACT format version to write. A version other than the document's converts the
 * document first (with the effects the Save As dialog listed), as one undoable step.
 *
 * @param actVersion e.g. 0x205
 */
public record RoSaveOptions(int actVersion) implements SaveOptions {

    public RoSaveOptions {
        if (!ActVersion.isKnown(actVersion)) {
            throw new IllegalArgumentException(String.format("unsupported ACT version 0x%X", actVersion));
        }
    }
}
