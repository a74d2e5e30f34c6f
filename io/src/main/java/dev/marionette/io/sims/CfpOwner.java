package dev.marionette.io.sims;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.model.sims.SimsSkill;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The skill a CFP on its own belongs to: a skill of a CMX or BCF beside it whose CFP name leads to it
 * ({@link SkillCompanions}). A CFP says nothing of its own length; the skill does (3T + 4R values), so a CFP checked
 * alone is judged by it when it is there. Skill files beside it that cannot be read are passed over (their own check
 * names them).
 *
 * @param file  the skill file
 * @param index the skill's index in it
 * @param skill the skill
 */
public record CfpOwner(Path file, int index, SimsSkill skill) {

    /** The first skill beside {@code cfp} (skill files in name order) that names it, if any. */
    public static Optional<CfpOwner> find(Path cfp, ReadOptions options) {
        SkillCompanions companions = SkillCompanions.beside(cfp);
        for (Path file : companions.skillFiles()) {
            List<SimsSkill> skills;
            try {
                byte[] data = FileBytes.read(file, options);
                skills = SimsCharacterFiles.read(data, file.toString(), options).value().data().skills();
            } catch (IOException | RuntimeException e) {
                continue;
            }
            for (int s = 0; s < skills.size(); s++) {
                Optional<Path> named = companions.cfp(skills.get(s)).file();
                if (named.isPresent() && same(named.get(), cfp)) {
                    return Optional.of(new CfpOwner(file, s, skills.get(s)));
                }
            }
        }
        return Optional.empty();
    }

    private static boolean same(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (IOException | SecurityException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }

    /** "skill a2o-idle1 (0) of adult-idle1.cmx". */
    public String describe() {
        return "skill " + skill.name() + " (" + index + ") of " + file.getFileName();
    }

    /**
     * Decodes {@code data} as this skill's keyframes: exactly its 3T + 4R values; an error names the skill too.
     */
    public CfpStream read(byte[] data, String source, ReadOptions options, List<dev.marionette.io.ReadWarning> warnings)
            throws FormatException {
        try {
            var result = SkillCfp.read(skill, data, source, options);
            warnings.addAll(result.warnings());
            return result.value();
        } catch (FormatException e) {
            throw new FormatException(source, e.offset(), e.field() + " for " + describe(), e.expected(), e.found());
        }
    }
}
