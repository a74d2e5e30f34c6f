package dev.marionette.io.sims;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsSkeleton;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The skeleton a TS1 skill plays on: the one the user chose ({@code --skeleton FILE}, in
 * {@link ReadOptions#companions()}), else the file's own, else the adult or child skeleton beside the file
 * ({@link SkillCompanions#skeletonFile}).
 */
public final class SkillSkeletons {

    private SkillSkeletons() {
    }

    /**
     * A skeleton and where it came from.
     *
     * @param origin in words: "chosen: x.cmx", "in the file", "adult-skeleton.cmx beside the file"
     */
    public record Found(SimsSkeleton skeleton, String origin) {
    }

    /**
     * The skeleton for the skills of {@code data}.
     *
     * @param skillFile the skill file (its folder is searched), or null
     * @param skillName the skill's name, deciding adult or child, or null
     * @return empty when none is chosen, in the file, or beside it
     * @throws FormatException when the chosen or found skeleton file is damaged or holds no skeleton
     * @throws IOException     when it cannot be read
     */
    public static Optional<Found> find(SimsCharacterData data, Path skillFile, String skillName, ReadOptions options)
            throws IOException {
        Optional<Path> chosen = options.companions().chosenSkeleton();
        if (chosen.isPresent()) {
            return Optional.of(new Found(load(chosen.get(), options), "chosen: " + chosen.get()));
        }
        if (!data.skeletons().isEmpty()) {
            return Optional.of(new Found(data.skeletons().get(0), "in the file"));
        }
        if (skillFile == null) {
            return Optional.empty();
        }
        Optional<Path> beside = SkillCompanions.beside(skillFile).skeletonFile(skillName,
                skillFile.getFileName() == null ? null : skillFile.getFileName().toString());
        if (beside.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Found(load(beside.get(), options), beside.get().getFileName() + " beside the file"));
    }

    /** What the command line tells to do when no skeleton was found (the editor offers its Skeleton… button). */
    public static final String CHOOSE_ON_COMMAND_LINE = "choose a skeleton with --skeleton FILE";

    /**
     * Why no skeleton was found ("adult-skeleton.cmx is not beside the file"), without what to do about it: that
     * depends on where it is read, {@link #CHOOSE_ON_COMMAND_LINE} or a button in the editor.
     */
    public static String whyMissing(String skillName, Path skillFile) {
        String fileName = skillFile == null || skillFile.getFileName() == null ? null
                : skillFile.getFileName().toString();
        return SkillCompanions.skeletonBaseName(skillName, fileName)
                .map(base -> base + ".cmx is not beside the file")
                .orElse("the name says neither adult nor child");
    }

    /** The first skeleton of a CMX or BCF file. */
    public static SimsSkeleton load(Path file, ReadOptions options) throws IOException {
        SimsCharacterData data = SimsCharacterFiles.read(file, options).value().data();
        if (data.skeletons().isEmpty()) {
            throw new FormatException(file.toString(), 0, "skeleton count", "a file holding a skeleton",
                    "no skeleton (" + data.skills().size() + " skills)");
        }
        return data.skeletons().get(0);
    }
}
