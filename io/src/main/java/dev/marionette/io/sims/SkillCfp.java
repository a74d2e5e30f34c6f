package dev.marionette.io.sims;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.model.sims.SimsSkill;
import dev.marionette.model.sims.SkillKeyframes;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.IntFunction;

/** Reads a skill's keyframes from its CFP: exactly 3T + 4R values, named by channel in errors. */
public final class SkillCfp {

    private SkillCfp() {
    }

    /** Reads the CFP of {@code skill} from {@code cfpFile}. */
    public static ReadResult<CfpStream> read(SimsSkill skill, Path cfpFile, ReadOptions options) throws IOException {
        return read(skill, FileBytes.read(cfpFile, options), cfpFile.toString(), options);
    }

    /** Reads the CFP of {@code skill} held in memory. */
    public static ReadResult<CfpStream> read(SimsSkill skill, byte[] data, String source, ReadOptions options)
            throws FormatException {
        return CfpStream.read(data, source, skill.cfpValueCount(), options,
                valueNames(skill.translationCount(), skill.rotationCount()));
    }

    /** The keyframes a stream of {@code skill} decodes to. */
    public static SkillKeyframes keyframes(SimsSkill skill, CfpStream stream) {
        return SkillKeyframes.fromCfpOrder(stream.values(), skill.translationCount(), skill.rotationCount());
    }

    /** Names value {@code k} of a CFP of T translations and R rotations: "translation 4 y", "rotation 0 w". */
    public static IntFunction<String> valueNames(int translations, int rotations) {
        long t = Integer.toUnsignedLong(translations);
        long r = Integer.toUnsignedLong(rotations);
        return k -> {
            if (k < 3 * t) {
                return "translation " + (k % t) + " " + "xyz".charAt((int) (k / t));
            }
            long rest = k - 3 * t;
            return rest < 4 * r ? "rotation " + (rest % r) + " " + "xyzw".charAt((int) (rest / r)) : null;
        };
    }
}
