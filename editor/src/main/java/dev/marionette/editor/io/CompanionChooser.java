package dev.marionette.editor.io;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Asks the user for a file another file needs and did not find beside it: the sprite sheet of an ACT, the skeleton
 * of an Acclaim motion or of Sims skills. The one chooser of every tab kind; called on the worker thread that opens
 * the file ({@link #SWING} hops to the event thread and waits for the answer), or on the event thread.
 */
@FunctionalInterface
public interface CompanionChooser {

    /** Never asks: the file opens without its companion when it can, else it is refused with a message. */
    CompanionChooser NEVER = (file, role, why) -> Optional.empty();

    /** A file chooser opened in {@code file}'s folder, over the active window. */
    CompanionChooser SWING = (file, role, why) -> new CompanionFileChooser(role.title(file, why), role.filter(),
            role.suggested(file), role.tooltip(why)).ask(file);

    /**
     * The {@code role} file chosen to go with {@code file}, or empty when the user cancelled.
     *
     * @param why why it is asked for (shown in the dialog), e.g. {@link CompanionRole#notBeside}
     */
    Optional<Path> choose(Path file, CompanionRole role, String why);
}
