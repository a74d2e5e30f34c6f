package dev.marionette.io.sims;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FileFormat;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.motion.MotionFrames;
import dev.marionette.model.motion.Clip;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsRig;
import dev.marionette.model.sims.SimsSkeleton;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.SkillKeyframes;
import dev.marionette.model.sims.TsoAnimation;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One skill of a Sims file as skeletal motion, for the command line's {@code export} and {@code info}: a TS1 skill
 * (CMX or BCF, the skill chosen with {@code --skill}, its CFP beside the file) or a TSO {@code .anim}, on its
 * skeleton (the one chosen with {@code --skeleton}, the file's own, or the adult or child skeleton beside it),
 * through the {@link SimsRig} adapter: a neutral skeleton and a clip at the skill's own rate, right-handed.
 */
public final class SkillMotions {

    private SkillMotions() {
    }

    /**
     * A skill ready to play.
     *
     * @param skillIndex the skill's index in its file (0 for a {@code .anim})
     * @param skillCount how many skills the file holds
     * @param skill      the skill (a {@code .anim} mapped to TS1 terms)
     * @param keyframes  its keyframes
     * @param skeleton   the skeleton and where it came from
     * @param rig        the adapter
     * @param frameRate  frames per second: the skill's frames over its duration
     * @param notes      what the adapter could not place (motions of unknown bones, indices past the pools)
     */
    public record Loaded(Path file, int skillIndex, int skillCount, SimsSkill skill, SkillKeyframes keyframes,
            SkillSkeletons.Found skeleton, SimsRig rig, double frameRate, List<String> notes) {

        public Loaded {
            notes = List.copyOf(notes);
        }

        /** Every frame in memory, at {@link #frameRate()} (built when asked for). */
        public Clip clip() {
            return rig.clip(keyframes, frameRate);
        }

        /**
         * The frames one after another, each computed from the keyframes when it is written: memory does not grow
         * with the skill's length (what CSV and BVH export read).
         */
        public MotionFrames frames() {
            SimsRig.Frames frames = rig.frames(keyframes);
            return MotionFrames.computed(frames.channelCount(), frames.frameCount(), frameRate, frames::fill);
        }
    }

    /**
     * Loads one skill of {@code file} (CMX, BCF or {@code .anim}).
     *
     * @param skillChoice {@code --skill N|NAME}, or null for the only skill of the file
     * @throws FormatException          when the file, its CFP or its skeleton is damaged, the CFP or the skeleton is
     *                                  missing, or the file is no skill file
     * @throws IllegalArgumentException when the choice names no skill, or is needed and missing (the message lists
     *                                  the skills)
     */
    public static Loaded load(Path file, String skillChoice, ReadOptions options) throws IOException {
        byte[] data = FileBytes.read(file, options);
        return load(file, FormatRegistry.installed().detect(data, file.toString()).format(), data, skillChoice,
                options);
    }

    /** {@link #load(Path, String, ReadOptions)} of a file already recognised as {@code format}, its bytes read. */
    public static Loaded load(Path file, FileFormat format, byte[] data, String skillChoice, ReadOptions options)
            throws IOException {
        String source = file.toString();
        if (format == SimsFormats.ANIM) {
            TsoAnimation animation = TsoAnimReader.read(data, source, options).value();
            TsoMapping.Ts1Skill mapped = TsoMapping.toTs1(animation).value();
            if (skillChoice != null && !skillChoice.isBlank()) {
                SkillSelector.select(List.of(mapped.skill()), skillChoice);
            }
            SimsCharacterData none = SimsCharacterData.ofSkills(List.of());
            SkillSkeletons.Found skeleton = skeleton(none, file, animation.name(), options);
            return build(file, 0, 1, mapped.skill(), mapped.keyframes(), skeleton);
        }
        if (format != SimsFormats.CMX && format != SimsFormats.BCF) {
            throw new FormatException(source, 0, "file format", "a The Sims skill file (CMX, BCF or .anim)",
                    format.displayName());
        }
        SimsCharacterFile character = SimsCharacterFiles.read(data, source, options).value();
        List<SimsSkill> skills = character.data().skills();
        int index = SkillSelector.select(skills, skillChoice);
        SimsSkill skill = skills.get(index);
        SkillCompanions.CfpLookup cfp = SkillCompanions.beside(file).cfp(skill);
        if (cfp.file().isEmpty()) {
            throw new FormatException(source, character.skillOffset(index), "skill " + index + " (" + skill.name()
                    + ") keyframes", "its CFP " + cfp.expectedName() + " beside the file", "no such file");
        }
        SkillKeyframes keyframes = SkillCfp.keyframes(skill,
                SkillCfp.read(skill, cfp.file().get(), options).value());
        SkillSkeletons.Found skeleton = skeleton(character.data(), file, skill.name(), options);
        return build(file, index, skills.size(), skill, keyframes, skeleton);
    }

    private static SkillSkeletons.Found skeleton(SimsCharacterData data, Path file, String skillName,
            ReadOptions options) throws IOException {
        Optional<SkillSkeletons.Found> found = SkillSkeletons.find(data, file, skillName, options);
        if (found.isEmpty()) {
            throw new FormatException(file.toString(), 0, "skeleton", "a skeleton for skill " + skillName,
                    SkillSkeletons.whyMissing(skillName, file) + "; " + SkillSkeletons.CHOOSE_ON_COMMAND_LINE);
        }
        return found.get();
    }

    private static Loaded build(Path file, int index, int count, SimsSkill skill, SkillKeyframes keyframes,
            SkillSkeletons.Found skeleton) throws FormatException {
        SimsSkeleton bones = skeleton.skeleton();
        SimsRig rig;
        try {
            rig = SimsRig.of(bones, skill);
        } catch (IllegalArgumentException e) {
            throw new FormatException(file.toString(), 0, "skeleton", "a skeleton the skill can play on",
                    e.getMessage());
        }
        List<String> notes = new ArrayList<>(rig.problems());
        notes.addAll(rig.problems(keyframes));
        return new Loaded(file, index, count, skill, keyframes, skeleton, rig,
                SimsRig.frameRate(rig.frameCount(), skill.duration()), notes);
    }
}
