package dev.marionette.io;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Files a file depends on but does not contain, as chosen by the user: the skeleton an Acclaim AMC motion or a
 * Sims skill plays on ({@code --skeleton FILE} on the command line, a file chooser in the editor). A reader that
 * needs a companion the user did not choose looks for it beside the file, by the rules of its format.
 *
 * @param skeleton the skeleton file to use, or null to find it beside the file
 */
public record Companions(Path skeleton) {

    /** Nothing chosen: every companion is found beside the file. */
    public static final Companions NONE = new Companions(null);

    /** The skeleton the user chose, if any. */
    public Optional<Path> chosenSkeleton() {
        return Optional.ofNullable(skeleton);
    }
}
