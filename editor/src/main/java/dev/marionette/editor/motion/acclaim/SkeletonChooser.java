package dev.marionette.editor.motion.acclaim;

import dev.marionette.editor.io.CompanionFileChooser;
import java.nio.file.Path;
import java.util.Optional;
import javax.swing.filechooser.FileNameExtensionFilter;

/**
 * Asks the user for the skeleton of a motion when none is found beside it. Called on the worker thread that
 * opens the motion; {@link #SWING} hops to the event thread and waits for the answer.
 */
@FunctionalInterface
public interface SkeletonChooser {

    /** Never asks: a motion without its skeleton beside it is refused with a message. */
    SkeletonChooser NEVER = motion -> Optional.empty();

    /** A file chooser opened in the motion's folder, over the active window. */
    SkeletonChooser SWING = SkeletonChooser::askWithFileChooser;

    /** The skeleton (ASF) for {@code motion}, or empty when the user cancelled. */
    Optional<Path> chooseSkeletonFor(Path motion);

    private static Optional<Path> askWithFileChooser(Path motion) {
        return new CompanionFileChooser("Skeleton for " + motion.getFileName(),
                new FileNameExtensionFilter("Acclaim skeleton (*.asf)", "asf"), null,
                "No skeleton of the same name lies beside " + motion.getFileName()
                        + ": choose the ASF its motion plays on").ask(motion);
    }
}
