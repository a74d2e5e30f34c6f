package dev.marionette.editor.ro.file;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Asks the user for the sprite sheet of an ACT when none lies beside it. Called on the worker thread that
 * opens the file; implementations that show a dialog hop to the event thread and wait.
 */
@FunctionalInterface
public interface SprChooser {

    /** Never asks: an ACT without its SPR beside it is refused. */
    SprChooser NEVER = act -> Optional.empty();

    /** The SPR to pair with {@code act}, or empty when the user cancelled. */
    Optional<Path> chooseSprFor(Path act);
}
