package dev.marionette.io.sims;

import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.format.OpenedFile;
import dev.marionette.io.source.FileSource;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A Sims skill file as {@link SimsPlugin#open} opens it: a CMX or BCF (its skills' CFPs beside it) or a TSO
 * {@code .anim}, read once and recognised once, with the companions chosen for it (the skeleton, the skill). Its
 * companions are found by the one Sims lookup ({@link SkillCompanions} for the CFPs, {@link SkillSkeletons} for the
 * skeleton) in the form the caller needs: the editor's whole file, where a missing CFP or skeleton leaves a skill
 * unplayable ({@link #forEditing}), or one skill as motion, where a missing one is an error ({@link #skill}).
 *
 * @param source  the file opened (on disk: its companions are found in its folder)
 * @param format  CMX, BCF or TSO {@code .anim}
 * @param data    the file's bytes
 * @param options strict reading with the companions chosen ({@link ReadOptions#companions()})
 */
public record OpenedSkillFile(FileSource source, FileFormat format, byte[] data, ReadOptions options)
        implements OpenedFile {

    /** The file on disk. */
    public Path file() {
        return source.path().orElseThrow();
    }

    /** Every skill of the file for the editor, each with its CFP when it is beside the file. */
    public SimsSkillFiles.Opened forEditing() throws IOException {
        return SimsSkillFiles.open(file(), format, data, options);
    }

    /**
     * One skill ready to play ({@link SkillMotions}): the one chosen in the companions ({@code --skill N|NAME}),
     * else the file's only one.
     *
     * @throws IllegalArgumentException when the choice names no skill, or is needed and missing
     */
    public SkillMotions.Loaded skill() throws IOException {
        return SkillMotions.load(file(), format, data, options.companions().skill(), options);
    }
}
