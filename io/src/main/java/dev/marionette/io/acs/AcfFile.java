package dev.marionette.io.acs;

import dev.marionette.model.acs.AgentCharacter;
import java.util.List;
import java.util.Objects;

/**
 * The contents of an ACF file: the character information and, per animation, the name of the ACA file that
 * holds it (acs.md 4.7). {@code info} holds version, GUID, localized info and everything from the frame size
 * to the states; its animation, image and sound lists are empty (those live in the ACA files).
 *
 * @param info       the character information
 * @param animations one entry per animation, in file order
 */
public record AcfFile(AgentCharacter info, List<AnimationEntry> animations) {

    public AcfFile {
        Objects.requireNonNull(info, "info");
        animations = List.copyOf(animations);
    }

    /**
     * One animation of an ACF: {@code STRING name; STRING acaFile; STRING returnAnimation; u32 checksum}.
     *
     * @param acaFileName     the ACA file, relative to the ACF's folder (a plain file name)
     * @param returnAnimation the animation played afterwards, "" when none
     * @param checksum        must equal the ACA header's checksum (Agent refuses a mismatch)
     */
    public record AnimationEntry(String name, String acaFileName, String returnAnimation, long checksum) {
        public AnimationEntry {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(acaFileName, "acaFileName");
            Objects.requireNonNull(returnAnimation, "returnAnimation");
        }
    }
}
