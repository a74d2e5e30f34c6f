package dev.marionette.editor.sims;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Asks the user for the skeleton a skill file's skills play on, when neither the file nor its folder has one. Any
 * thread (the Swing implementation asks on the event thread).
 */
@FunctionalInterface
public interface SkeletonChooser {

    /** Never asks: the skills open without a skeleton (the tab says so and offers to choose one). */
    SkeletonChooser NEVER = (file, why) -> Optional.empty();

    /**
     * The skeleton file (CMX or BCF) for the skills of {@code file}, or empty when the user cancelled.
     *
     * @param why why none was found ("adult-skeleton.cmx is not beside the file; ...")
     */
    Optional<Path> chooseSkeletonFor(Path file, String why);
}
