package dev.marionette.export.sims;

import dev.marionette.export.motion.MotionSettings;
import dev.marionette.export.motion.MotionSource;

import dev.marionette.io.sims.SimsFormats;
import dev.marionette.export.ExportException;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.SourceLoader;
import dev.marionette.io.format.OpenedFile;
import dev.marionette.io.sims.OpenedSkillFile;
import dev.marionette.io.sims.SimsPlugin;
import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.sims.SkillMotions;
import java.io.IOException;

/**
 * Makes the motion exporters' source from The Sims skills the Sims plug-in opened: one skill of a CMX or BCF ({@code --skill N|NAME} when the file
 * holds several) with its CFP found beside it, or a TSO {@code .anim}, on its skeleton (the one chosen with
 * {@code --skeleton}, the file's own, or {@code adult-skeleton.cmx} / {@code child-skeleton.cmx} beside it), through
 * the Sims adapter ({@link SkillMotions}): right-handed as secondary.md 2.4 says, at the skill's own rate (frames
 * over duration) unless {@code --fps} gives another. The source is named after the skill.
 */
public final class SimsSourceLoader implements SourceLoader<MotionSource> {

    private final FileFormat format;

    private SimsSourceLoader(FileFormat format) {
        this.format = format;
    }

    /** Reads TS1 CMX text files. */
    public static SimsSourceLoader cmx() {
        return new SimsSourceLoader(SimsFormats.CMX);
    }

    /** Reads TS1 BCF binary files. */
    public static SimsSourceLoader bcf() {
        return new SimsSourceLoader(SimsFormats.BCF);
    }

    /** Reads TSO {@code .anim} files. */
    public static SimsSourceLoader anim() {
        return new SimsSourceLoader(SimsFormats.ANIM);
    }

    @Override
    public FileFormat format() {
        return format;
    }

    @Override
    public Class<MotionSource> sourceType() {
        return MotionSource.class;
    }

    /** The skeleton chosen with {@code --skeleton} and the skill chosen with {@code --skill}, if any. */
    @Override
    public Companions companions(ExportOptions options) {
        return new Companions(options.find(MotionSettings.SKELETON).orElse(null),
                options.find(MotionSettings.SKILL).orElse(null));
    }

    /** The skill of the file the Sims plug-in opened ({@link SimsPlugin#open}), as motion. */
    @Override
    public MotionSource load(OpenedFile opened, ExportOptions options) throws IOException {
        SkillMotions.Loaded loaded;
        try {
            loaded = opened.as(OpenedSkillFile.class).skill();
        } catch (IllegalArgumentException e) {
            throw new ExportException(e.getMessage());
        }
        // CSV and BVH compute each frame from the keyframes as they write it; pictures build the clip.
        MotionSource source = MotionSource.streamed(loaded.skill().name(), loaded.rig().skeleton(), loaded.frames(),
                loaded::clip);
        return options.find(MotionSettings.FRAME_RATE).isPresent() ? source.withFrameRate(options.get(MotionSettings.FRAME_RATE)) : source;
    }
}
