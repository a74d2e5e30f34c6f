package dev.marionette.io.sims;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.ReadWarning;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsSkeleton;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.SimsSuit;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@link FormatHandler} for TS1 character files, CMX text and BCF binary. {@code info} lists the skeletons with
 * their bones, the suits, and the skills with their timing and whether their CFP is beside the file; {@code check}
 * also decodes each skill's CFP and checks its motions against the keyframe pools and the skeleton (the one chosen
 * with {@code --skeleton}, the file's own, or the adult or child skeleton beside it).
 */
public final class SkillFileHandler implements FormatHandler {

    private final FileFormat format;

    private SkillFileHandler(FileFormat format) {
        this.format = format;
    }

    /** The handler of CMX text files. */
    public static SkillFileHandler cmx() {
        return new SkillFileHandler(SimsFormats.CMX);
    }

    /** The handler of BCF binary files. */
    public static SkillFileHandler bcf() {
        return new SkillFileHandler(SimsFormats.BCF);
    }

    /** {@inheritDoc} A CMX (text) may end at any line after its header. */
    @Override
    public boolean shorterFileMayBeValid() {
        return format == SimsFormats.CMX;
    }

    private ReadResult<SimsCharacterFile> read(byte[] data, String source, ReadOptions options)
            throws FormatException {
        return format == SimsFormats.CMX ? CmxReader.read(data, source, options)
                : BcfReader.read(data, source, options);
    }

    @Override
    public Map<String, String> describe(byte[] data, String source, ReadOptions options) throws FormatException {
        ReadResult<SimsCharacterFile> result = read(data, source, options);
        SimsCharacterFile file = result.value();
        SimsCharacterData content = file.data();
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("format", format.displayName());
        if (file.layout() instanceof CmxLayout cmx) {
            facts.put("version", Integer.toString(cmx.version()));
        }
        facts.put("skeletons", Integer.toString(content.skeletons().size()));
        for (int s = 0; s < content.skeletons().size(); s++) {
            SimsSkeleton skeleton = content.skeletons().get(s);
            facts.put("skeleton " + s, skeleton.name() + ", " + skeleton.bones().size() + " bones");
            for (int b = 0; b < skeleton.bones().size(); b++) {
                facts.put("skeleton " + s + " bone " + b, SimsText.bone(skeleton.bones().get(b)));
            }
        }
        facts.put("suits", Integer.toString(content.suits().size()));
        for (int s = 0; s < content.suits().size(); s++) {
            SimsSuit suit = content.suits().get(s);
            facts.put("suit " + s, suit.name() + ", type " + suit.type() + ", " + suit.skins().size() + " skins");
        }
        facts.put("skills", Integer.toString(content.skills().size()));
        SkillCompanions companions = SkillCompanions.besideSource(source);
        for (int s = 0; s < content.skills().size(); s++) {
            SimsSkill skill = content.skills().get(s);
            facts.put("skill " + s, skill.name() + ": " + SimsText.skill(skill) + "; "
                    + cfpState(skill, companions.cfp(skill), options));
        }
        if (!content.skills().isEmpty()) {
            facts.put("skeleton for the skills", skeletonState(content, source, options));
        }
        if (options.companions().chosenSkill().isPresent()) {
            int chosen;
            try {
                chosen = SkillSelector.select(content.skills(), options.companions().chosenSkill().get());
            } catch (IllegalArgumentException e) {
                throw FormatException.of(source, 0, "skill", e.getMessage());
            }
            facts.putAll(SkillDetails.describe(chosen, content.skills().get(chosen)));
        }
        if (!result.warnings().isEmpty()) {
            facts.put("warnings", Integer.toString(result.warnings().size()));
        }
        return facts;
    }

    /** "CFP xskill-x.cfp found (7320 values)", "CFP xskill-x.cfp missing (not beside the file)", or the damage. */
    private static String cfpState(SimsSkill skill, SkillCompanions.CfpLookup lookup, ReadOptions options) {
        if (lookup.file().isEmpty()) {
            return "CFP " + lookup.expectedName() + " missing (not beside the file)";
        }
        Path cfp = lookup.file().get();
        try {
            SkillCfp.read(skill, cfp, options);
            return "CFP " + cfp.getFileName() + " found (" + skill.cfpValueCount() + " values)";
        } catch (IOException e) {
            return "CFP " + cfp.getFileName() + " found but unreadable: " + SimsText.ioProblem(e);
        }
    }

    private static String skeletonState(SimsCharacterData content, String source, ReadOptions options) {
        Path file = pathOf(source);
        String skillName = content.skills().get(0).name();
        try {
            Optional<SkillSkeletons.Found> found = SkillSkeletons.find(content, file, skillName, options);
            if (found.isEmpty()) {
                return "none found (" + SkillSkeletons.whyMissing(skillName, file) + "; "
                        + SkillSkeletons.CHOOSE_ON_COMMAND_LINE + ")";
            }
            SimsSkeleton skeleton = found.get().skeleton();
            long missing = content.skills().stream().flatMap(k -> k.motions().stream())
                    .map(m -> m.boneName()).distinct().filter(b -> skeleton.bone(b).isEmpty()).count();
            return skeleton.name() + " (" + skeleton.bones().size() + " bones), " + found.get().origin()
                    + (missing == 0 ? "; it has every motion's bone" : "; " + missing + " motions' bones are not in it");
        } catch (IOException e) {
            return "unreadable: " + SimsText.ioProblem(e);
        }
    }

    @Override
    public List<ReadWarning> check(byte[] data, String source, ReadOptions options) throws FormatException {
        ReadResult<SimsCharacterFile> result = read(data, source, options);
        SimsCharacterFile file = result.value();
        SimsCharacterData content = file.data();
        List<ReadWarning> warnings = new ArrayList<>(result.warnings());
        SkillCompanions companions = SkillCompanions.besideSource(source);
        SimsSkeleton skeleton = null;
        if (!content.skills().isEmpty()) {
            try {
                skeleton = SkillSkeletons.find(content, pathOf(source), content.skills().get(0).name(), options)
                        .map(SkillSkeletons.Found::skeleton).orElse(null);
            } catch (FormatException e) {
                throw e;
            } catch (IOException e) {
                throw new FormatException(source, 0, "skeleton", "a readable skeleton file", SimsText.ioProblem(e));
            }
        }
        for (int s = 0; s < content.skills().size(); s++) {
            SimsSkill skill = content.skills().get(s);
            long at = file.skillOffset(s);
            String field = "skill " + s + " (" + skill.name() + ")";
            SkillCompanions.CfpLookup lookup = companions.cfp(skill);
            if (lookup.file().isEmpty()) {
                warnings.add(new ReadWarning(source, at, field, "its keyframes file " + lookup.expectedName()
                        + " is not beside the file"));
            } else {
                try {
                    warnings.addAll(SkillCfp.read(skill, lookup.file().get(), options).warnings());
                } catch (FormatException e) {
                    throw e;
                } catch (IOException e) {
                    throw new FormatException(lookup.file().get().toString(), 0, "keyframes", "a readable file",
                            SimsText.ioProblem(e));
                }
            }
            for (String problem : SkillChecks.check(skill, skeleton)) {
                warnings.add(new ReadWarning(source, at, field, problem));
            }
        }
        return warnings;
    }

    @Override
    public byte[] rewrite(byte[] data, String source, ReadOptions options) throws IOException {
        return read(data, source, options).value().toBytes();
    }

    private static Path pathOf(String source) {
        try {
            return source == null ? null : Path.of(source);
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
