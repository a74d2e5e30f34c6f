package dev.marionette.io;

import java.nio.file.Path;
import java.util.Optional;

/**
 * What the user chose for a file beyond its bytes: files it depends on but does not contain, such as the skeleton an
 * Acclaim AMC motion or a Sims skill plays on ({@code --skeleton FILE} on the command line, a file chooser in the
 * editor), and the part of a file holding several to look at (a skill of a Sims CMX or BCF, {@code --skill N|NAME}).
 * The sprite sheet of a Ragnarok ACT whose SPR is not beside it is chosen the same way (a file chooser in the editor).
 * A reader that needs a companion the user did not choose looks for it beside the file, by the rules of its format
 * ({@code dev.marionette.io.format.FormatPlugin#open}).
 *
 * @param skeleton the skeleton file to use, or null to find it beside the file
 * @param skill    the skill of a file holding several (its index from 0 or its name, any case), or null for all
 * @param sheet    the sprite sheet (SPR) of an ACT to use, or null to find it beside the ACT
 */
public record Companions(Path skeleton, String skill, Path sheet) {

    /** Nothing chosen: every companion is found beside the file. */
    public static final Companions NONE = new Companions(null, null, null);

    /** A chosen skeleton and skill (either may be null), no sheet. */
    public Companions(Path skeleton, String skill) {
        this(skeleton, skill, null);
    }

    /** A chosen skeleton (or null), no skill. */
    public Companions(Path skeleton) {
        this(skeleton, null);
    }

    /** The skill the user chose, if any. */
    public Optional<String> chosenSkill() {
        return skill == null || skill.isBlank() ? Optional.empty() : Optional.of(skill.strip());
    }

    /** A chosen sprite sheet for an ACT whose SPR is not beside it. */
    public static Companions sheet(Path sheet) {
        return new Companions(null, null, sheet);
    }

    /** The sprite sheet the user chose, if any. */
    public Optional<Path> chosenSheet() {
        return Optional.ofNullable(sheet);
    }

    /** The skeleton the user chose, if any. */
    public Optional<Path> chosenSkeleton() {
        return Optional.ofNullable(skeleton);
    }
}
