package dev.marionette.io.sims;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FileFormat;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.WriteLimitException;
import dev.marionette.model.sims.SimsCharacterData;
import dev.marionette.model.sims.SimsSkeleton;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.SkillKeyframes;
import dev.marionette.model.sims.TsoAnimation;
import dev.marionette.model.sims.edit.SimsSkillDocument;
import dev.marionette.model.sims.edit.SkillFileState;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Opening and saving The Sims skill files for the editor: a CMX or BCF with the CFP of each skill found beside it
 * and the skeleton its skills play on ({@link SkillSkeletons}), or a TSO {@code .anim} as a file of one skill.
 *
 * <p>Saving writes the CMX or BCF in its own layout (what was not edited keeps its bytes, {@link SimsCharacterFile}),
 * and the CFP of a skill only when its keyframes changed, re-encoded from its old stream so unedited values keep
 * their bytes ({@link CfpStream#withValues}); a {@code .anim} is written with the edits applied to the animation as
 * read ({@link TsoMapping#withEdits}). Every file goes through a temporary file moved into place, the CFPs first.
 */
public final class SimsSkillFiles {

    private SimsSkillFiles() {
    }

    /**
     * A skill file open in the editor: the document and what the I/O layer needs to write it back as it was read.
     * The CFP streams follow each save.
     */
    public static final class Opened {
        private final SimsSkillDocument document;
        private final FileFormat format;
        private SimsCharacterFile characterFile;
        private TsoAnimation animation;
        private final Map<Integer, CfpStream> cfps;
        private final Map<Integer, Path> cfpFiles;
        private final Map<Integer, String> missingCfps;
        private final Map<Integer, String> missingNames = new HashMap<>();
        private final List<ReadWarning> warnings;
        private Path location;

        private Opened(SimsSkillDocument document, FileFormat format, SimsCharacterFile characterFile,
                TsoAnimation animation, Map<Integer, CfpStream> cfps, Map<Integer, Path> cfpFiles,
                Map<Integer, String> missingCfps, List<ReadWarning> warnings) {
            this.document = document;
            this.format = format;
            this.characterFile = characterFile;
            this.animation = animation;
            this.cfps = cfps;
            this.cfpFiles = cfpFiles;
            this.missingCfps = missingCfps;
            this.warnings = List.copyOf(warnings);
            this.location = document.file();
        }

        /** Where the file was read from or last written to. */
        public synchronized Path location() {
            return location;
        }

        /** The document. */
        public SimsSkillDocument document() {
            return document;
        }

        /** CMX, BCF or TSO {@code .anim}. */
        public FileFormat format() {
            return format;
        }

        /** The CFP file of skill {@code index}, empty when it was not found (or the file is a {@code .anim}). */
        public synchronized Optional<Path> cfpFile(int index) {
            return Optional.ofNullable(cfpFiles.get(index));
        }

        /**
         * Why skill {@code index} cannot play, in words ("xskill-a2a-apologizee.cfp is not beside the file"), or
         * empty when it has its keyframes.
         */
        public Optional<String> missingKeyframes(int index) {
            return Optional.ofNullable(missingCfps.get(index));
        }

        /** The file name of the CFP skill {@code index} misses, or empty when it has its keyframes. */
        public Optional<String> missingCfpName(int index) {
            return Optional.ofNullable(missingNames.get(index));
        }

        /** The warnings of the reads. */
        public List<ReadWarning> warnings() {
            return warnings;
        }
    }

    /**
     * Opens {@code file}: a CMX, a BCF or a TSO {@code .anim}, recognised by content. A CFP that is absent leaves its
     * skill without keyframes (it cannot play, {@link Opened#missingKeyframes}); a CFP that is damaged, or a skeleton
     * file that is, fails the open. A missing skeleton does not: the document has none until one is chosen.
     */
    public static Opened open(Path file, ReadOptions options) throws IOException {
        byte[] data = FileBytes.read(file, options);
        return open(file, FormatRegistry.installed().detect(data, file.toString()).format(), data, options);
    }

    /** {@link #open(Path, ReadOptions)} of a file already recognised as {@code format}: it is not recognised again. */
    public static Opened open(Path file, FileFormat format, ReadOptions options) throws IOException {
        return open(file, format, FileBytes.read(file, options), options);
    }

    /** {@link #open(Path, FileFormat, ReadOptions)} of a file whose bytes, {@code data}, are already read. */
    public static Opened open(Path file, FileFormat format, byte[] data, ReadOptions options) throws IOException {
        String source = file.toString();
        if (format == SimsFormats.ANIM) {
            return openAnimation(file, data, options);
        }
        if (format != SimsFormats.CMX && format != SimsFormats.BCF) {
            throw new FormatException(source, 0, "file format", "a The Sims skill file (CMX, BCF or .anim)",
                    format.displayName());
        }
        ReadResult<SimsCharacterFile> read = SimsCharacterFiles.read(format, data, source, options);
        SimsCharacterFile character = read.value();
        List<ReadWarning> warnings = new ArrayList<>(read.warnings());
        SimsCharacterData content = character.data();
        SkillCompanions companions = SkillCompanions.beside(file);
        Map<Integer, CfpStream> cfps = new HashMap<>();
        Map<Integer, Path> cfpFiles = new HashMap<>();
        Map<Integer, String> missing = new HashMap<>();
        Map<Integer, String> missingNames = new HashMap<>();
        Map<Integer, SkillKeyframes> keyframes = new HashMap<>();
        for (int s = 0; s < content.skills().size(); s++) {
            SimsSkill skill = content.skills().get(s);
            SkillCompanions.CfpLookup lookup = companions.cfp(skill);
            if (lookup.file().isEmpty()) {
                missing.put(s, lookup.expectedName() + " is not beside the file");
                missingNames.put(s, lookup.expectedName());
                continue;
            }
            ReadResult<CfpStream> cfp = SkillCfp.read(skill, lookup.file().get(), options);
            warnings.addAll(cfp.warnings());
            cfps.put(s, cfp.value());
            cfpFiles.put(s, lookup.file().get());
            keyframes.put(s, SkillCfp.keyframes(skill, cfp.value()));
        }
        String firstSkill = content.skills().isEmpty() ? null : content.skills().get(0).name();
        Optional<SkillSkeletons.Found> skeleton = SkillSkeletons.find(content, file, firstSkill, options);
        SimsSkillDocument document = new SimsSkillDocument(new SkillFileState(content, keyframes),
                skeleton.map(SkillSkeletons.Found::skeleton).orElse(null),
                skeleton.map(SkillSkeletons.Found::origin).orElse(SkillSkeletons.whyMissing(firstSkill, file)), file);
        Opened result = new Opened(document, format, character, null, cfps, cfpFiles, missing, warnings);
        result.missingNames.putAll(missingNames);
        return result;
    }

    private static Opened openAnimation(Path file, byte[] data, ReadOptions options) throws IOException {
        ReadResult<TsoAnimation> read = TsoAnimReader.read(data, file.toString(), options);
        TsoAnimation animation = read.value();
        TsoMapping.Ts1Skill mapped = TsoMapping.toTs1(animation).value();
        SimsCharacterData content = SimsCharacterData.ofSkills(List.of(mapped.skill()));
        Optional<SkillSkeletons.Found> skeleton = SkillSkeletons.find(content, file, animation.name(), options);
        SimsSkillDocument document = new SimsSkillDocument(new SkillFileState(content, Map.of(0, mapped.keyframes())),
                skeleton.map(SkillSkeletons.Found::skeleton).orElse(null),
                skeleton.map(SkillSkeletons.Found::origin).orElse(SkillSkeletons.whyMissing(animation.name(), file)),
                file);
        return new Opened(document, SimsFormats.ANIM, null, animation, new HashMap<>(), new HashMap<>(),
                new HashMap<>(), read.warnings());
    }

    /** Reads a skeleton the user picked (the first of a CMX or BCF file) and plays the skills on it. */
    public static void chooseSkeleton(Opened opened, Path skeletonFile, ReadOptions options) throws IOException {
        SimsSkeleton skeleton = SkillSkeletons.load(skeletonFile, options);
        opened.document.setSkeleton(skeleton, "chosen: " + skeletonFile.getFileName());
    }

    /** Saves the document to its file (and the CFPs whose keyframes changed), then marks it saved. */
    public static void save(Opened opened) throws IOException {
        prepare(opened, opened.location()).write();
        opened.document.markSaved();
    }

    /**
     * Saves the document as {@code target}, in the format it was read in; the CFPs go beside it (all of them when
     * the folder changes, else those whose keyframes changed). The document then lives there.
     */
    public static void saveAs(Opened opened, Path target) throws IOException {
        prepare(opened, target).write();
        opened.document.setFile(target);
        opened.document.markSaved();
    }

    /** The writing half of a save, prepared from a snapshot of the document. */
    public interface PreparedSave {
        /**
         * Writes every file through temporary files moved into place (the CFPs first); then the opened file
         * remembers what it wrote (its CFP streams, where it lives). Does not touch the document: marking it saved
         * is the caller's job. Any thread.
         */
        void write() throws IOException;
    }

    /**
     * Takes a snapshot of the document for writing it to {@code target} (its own file or another), in the format
     * it was read in: the skill file, and the CFPs whose keyframes changed (all of them when the folder changes,
     * so the skills find them beside the new file). Event thread (or whoever owns the document).
     *
     * @throws WriteLimitException when an edit made something the format cannot hold
     */
    public static PreparedSave prepare(Opened opened, Path target) throws WriteLimitException {
        SimsSkillDocument document = opened.document;
        SkillFileState state = document.state();
        LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
        if (opened.format == SimsFormats.ANIM) {
            TsoAnimation edited = editedAnimation(opened);
            files.put(target, TsoAnimWriter.toBytes(edited));
            return () -> {
                SafeFileWriter.writeAll(files);
                synchronized (opened) {
                    opened.animation = edited;
                    opened.location = target;
                }
            };
        }
        Path folder = target.toAbsolutePath().getParent();
        Path oldFolder = opened.location().toAbsolutePath().getParent();
        boolean allCfps = !Objects.equals(folder, oldFolder);
        Map<Integer, CfpStream> newStreams = new HashMap<>();
        Map<Integer, Path> newFiles = new HashMap<>();
        synchronized (opened) {
            for (Map.Entry<Integer, CfpStream> e : opened.cfps.entrySet()) {
                int s = e.getKey();
                boolean modified = document.isKeyframesModified(s);
                if (!modified && !allCfps) {
                    continue;
                }
                CfpStream stream = modified
                        ? e.getValue().withValues(state.keyframes(s).orElseThrow().toCfpOrder()) : e.getValue();
                Path cfp = folder.resolve(opened.cfpFiles.get(s).getFileName());
                files.put(cfp, stream.toBytes());
                newStreams.put(s, stream);
                newFiles.put(s, cfp);
            }
        }
        files.put(target, fileBytes(opened));
        return () -> {
            SafeFileWriter.writeAll(files);
            synchronized (opened) {
                opened.cfps.putAll(newStreams);
                opened.cfpFiles.putAll(newFiles);
                opened.location = target;
            }
        };
    }

    /**
     * The bytes Save writes to the skill file itself for the document as it is now (not the CFPs): the CMX or BCF
     * in its own layout, or the {@code .anim} with the edits applied.
     *
     * @throws WriteLimitException when an edit made something the format cannot hold
     */
    public static byte[] fileBytes(Opened opened) throws WriteLimitException {
        if (opened.format == SimsFormats.ANIM) {
            return TsoAnimWriter.toBytes(editedAnimation(opened));
        }
        return opened.characterFile.withData(opened.document.state().data()).toBytes();
    }

    /**
     * The bytes of skill {@code index}'s CFP for the document as it is now: the stream as read (or last saved) when
     * its keyframes did not change, else that stream with the new values (unedited values keep their bytes); empty
     * when the skill has no CFP.
     */
    public static Optional<byte[]> cfpBytes(Opened opened, int index) {
        synchronized (opened) {
            CfpStream stream = opened.cfps.get(index);
            if (stream == null) {
                return Optional.empty();
            }
            SimsSkillDocument document = opened.document;
            return Optional.of(document.isKeyframesModified(index)
                    ? stream.withValues(document.state().keyframes(index).orElseThrow().toCfpOrder()).toBytes()
                    : stream.toBytes());
        }
    }

    private static TsoAnimation editedAnimation(Opened opened) {
        SkillFileState state = opened.document.state();
        return state == opened.document.savedState() ? opened.animation
                : TsoMapping.withEdits(opened.animation, state.skill(0), state.keyframes(0).orElseThrow());
    }
}
