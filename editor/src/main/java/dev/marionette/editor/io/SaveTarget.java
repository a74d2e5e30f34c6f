package dev.marionette.editor.io;

import dev.marionette.editor.kind.SaveOptions;
import java.nio.file.Path;

/**
 * Where and how Save As writes, as chosen in its dialog.
 *
 * @param file    the target, with the format's extension
 * @param options the kind's options for the write
 */
public record SaveTarget(Path file, SaveOptions options) {
}
