package dev.marionette.io;

import java.nio.file.Path;
import java.util.Optional;

/**
 * What the user chose for a file beyond its bytes: files it depends on but does not contain, such as the skeleton an
 * Acclaim AMC motion or a Sims skill plays on ({@code --skeleton FILE} on the command line, a file chooser in the
 * editor), and the part of a file holding several to look at (a skill of a Sims CMX or BCF, {@code --skill N|NAME}).
 * A reader that needs a companion the user did not choose looks for it beside the file, by the rules of its format.
 *
 * @param skeleton the skeleton file to use, or null to find it beside the file
 * @param skill    the skill of a file holding several (its index from 0 or its name, any case), or null for all
 */
public record Companions(Path skeleton, String skill) {

    /** Nothing chosen: every companion is found beside the file. */
    public static final Companions NONE = new Companions(null, null);

    /** A chosen skeleton (or null), no skill. */
    public Companions(Path skeleton) {
        this(skeleton, null);
    }

    /** The skill the user chose, if any. */
    public Optional<String> chosenSkill() {
        return skill == null || skill.isBlank() ? Optional.empty() : Optional.of(skill.strip());
    }

    /** The skeleton the user chose, if any. */
    public Optional<Path> chosenSkeleton() {
        return Optional.ofNullable(skeleton);
    }
}
