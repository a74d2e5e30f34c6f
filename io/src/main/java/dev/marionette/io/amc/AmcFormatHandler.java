package dev.marionette.io.amc;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.acclaim.AcclaimFiles;
import dev.marionette.io.asf.AsfFormatFacts;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.acclaim.FrameLabels;
import dev.marionette.model.motion.Clip;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@link FormatHandler} for Acclaim motion files. A motion needs its skeleton: the one chosen in
 * {@link ReadOptions#companions()} ({@code --skeleton FILE}), else the one {@link SkeletonLocator} finds beside it
 * ({@code source} is the motion's path). {@code check} needs the skeleton to check every value; {@code info} and
 * {@code roundtrip} also work without one, reading the motion as text.
 */
public final class AmcFormatHandler implements FormatHandler {

    private static AcclaimFiles.Pair read(byte[] data, String source, ReadOptions options, boolean needSkeleton)
            throws IOException {
        Path motion = pathOf(source);
        if (motion == null) {
            throw FormatException.of(source, 0, "skeleton", "the motion has no file name to find its skeleton by");
        }
        return AcclaimFiles.readMotion(motion, data, options, needSkeleton);
    }

    private static Path pathOf(String source) {
        try {
            return source == null ? null : Path.of(source);
        } catch (InvalidPathException e) {
            return null;
        }
    }

    @Override
    public Map<String, String> describe(byte[] data, String source, ReadOptions options) throws FormatException {
        AcclaimFiles.Pair read;
        try {
            read = read(data, source, options, false);
        } catch (FormatException e) {
            throw e;
        } catch (IOException e) {
            throw FormatException.of(source, 0, "skeleton", "cannot read it: " + e.getMessage());
        }
        AmcFile amc = read.motion();
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("format", FileFormat.ACCLAIM_AMC.displayName());
        facts.put("skeleton", read.skeletonFile() != null ? read.skeletonFile().toString() : read.missing());
        facts.put("frames", Integer.toString(amc.frameCount()));
        int lines = amc.frameCount() == 0 ? 0 : amc.frame(0).records().size();
        if (read.skeleton() != null) {
            AsfFile asf = read.skeleton();
            facts.put("bones", (asf.bones().size() + 1) + " with the root (" + lines + " lines per frame)");
            facts.put("dof", asf.dofCount() + " values per frame");
            facts.put("root order", String.join(" ", asf.root().order()));
        } else {
            facts.put("bones", lines + " lines per frame");
        }
        Boolean radians = amc.header().declaresRadians();
        facts.put("angles", radians != null ? (radians ? "radians (:RADIANS)" : "degrees (:DEGREES)")
                : read.skeleton() != null ? (read.skeleton().units().anglesInRadians() ? "radians" : "degrees")
                        + " (the skeleton's units)" : "degrees (no keyword)");
        if (read.skeleton() != null) {
            facts.put("units", AsfFormatFacts.units(read.skeleton()));
        }
        facts.put("labels", labels(amc));
        facts.put("duration", String.format(Locale.ROOT, "%.3f s at %.0f fps (the file stores no rate)",
                amc.frameCount() <= 1 ? 0.0 : (amc.frameCount() - 1) / Clip.DEFAULT_ACCLAIM_RATE,
                Clip.DEFAULT_ACCLAIM_RATE));
        if (!amc.header().keywords().isEmpty()) {
            facts.put("header", String.join(" ", amc.header().keywords()));
        }
        if (!read.warnings().isEmpty()) {
            facts.put("warnings", Integer.toString(read.warnings().size()));
        }
        return facts;
    }

    /** The frame numbers: their range, and what is odd about them. */
    static String labels(AmcFile amc) {
        if (amc.frameCount() == 0) {
            return "none";
        }
        String range = amc.frame(0).label() + ".." + amc.frame(amc.frameCount() - 1).label();
        if (FrameLabels.regularStart(amc.frames()) != null) {
            return range + " in order";
        }
        int descents = FrameLabels.descents(amc.frames());
        int breaks = FrameLabels.breaks(amc.frames());
        List<String> odd = new ArrayList<>();
        if (descents > 0) {
            odd.add("not increasing: goes back or repeats " + descents + " times");
        }
        if (breaks > descents) {
            odd.add((breaks - descents) + " gaps");
        }
        return range + ", " + String.join(", ", odd) + " (frames are counted in file order)";
    }

    @Override
    public List<ReadWarning> check(byte[] data, String source, ReadOptions options) throws FormatException {
        try {
            return read(data, source, options, true).warnings();
        } catch (FormatException e) {
            throw e;
        } catch (IOException e) {
            throw FormatException.of(source, 0, "skeleton", "cannot read it: " + e.getMessage());
        }
    }

    @Override
    public byte[] rewrite(byte[] data, String source, ReadOptions options) throws IOException {
        return AmcWriter.toBytes(read(data, source, options, false).motion());
    }
}
