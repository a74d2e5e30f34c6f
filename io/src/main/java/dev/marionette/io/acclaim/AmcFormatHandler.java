package dev.marionette.io.acclaim;

import dev.marionette.io.amc.SkeletonLocator;
import dev.marionette.io.amc.AmcStream;
import dev.marionette.io.acclaim.AcclaimSkeletons.Skeleton;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.StreamingFormatHandler;
import dev.marionette.io.asf.AsfFormatFacts;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.source.SourceFormatHandler;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.acclaim.FrameLabels;
import dev.marionette.model.motion.Clip;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@link StreamingFormatHandler} for Acclaim motion files, which run to gigabytes: every method reads the motion as a
 * stream of frames ({@link AmcStream}), whether it is given as a file or held in memory, so memory stays bounded.
 * A motion needs its skeleton: the one chosen in {@link ReadOptions#companions()} ({@code --skeleton FILE}), else the
 * one {@link SkeletonLocator} finds beside it ({@code source} is the motion's path). {@code check} needs the skeleton
 * to check every value; {@code info} and {@code roundtrip} also work without one, reading the motion as text.
 */
public final class AmcFormatHandler implements StreamingFormatHandler, SourceFormatHandler {

    /** {@inheritDoc} A motion may end at any frame. */
    @Override
    public boolean shorterFileMayBeValid() {
        return true;
    }

    /**
     * The skeleton of {@code source}: chosen, else beside it ({@link AcclaimSkeletons}); {@code origin} (null:
     * {@code source} is a path) is where the motion was read from, whose siblings are searched when it is not a file
     * on disk (an archive entry).
     */
    private static Skeleton skeleton(FileSource origin, String source, ReadOptions options, boolean required)
            throws IOException {
        return origin != null && origin.path().isEmpty() ? AcclaimSkeletons.of(origin, options, required)
                : AcclaimSkeletons.of(source, options, required);
    }

    private static AmcStream inMemory(byte[] data, String source) {
        return AmcStream.of(AmcStream.Source.of(data), source);
    }

    @Override
    public Map<String, String> describe(byte[] data, String source, ReadOptions options) throws FormatException {
        return formatOnly(source, () -> describe(inMemory(data, source), options, null));
    }

    @Override
    public Map<String, String> describe(FileSource file, byte[] data, ReadOptions options) throws IOException {
        return formatOnly(file.name(), () -> describe(inMemory(data, file.name()), options, file));
    }

    @Override
    public Map<String, String> describe(Path file, ReadOptions options) throws IOException {
        return describe(AmcStream.of(file), options, null);
    }

    private static Map<String, String> describe(AmcStream motion, ReadOptions options, FileSource origin)
            throws IOException {
        Skeleton skeleton = skeleton(origin, motion.source(), options, false);
        AmcStream.Summary summary = motion.scan(options, skeleton.asf());
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("format", AcclaimFormats.AMC.displayName());
        facts.put("skeleton", skeleton.file() != null ? skeleton.file() : skeleton.missing());
        facts.put("frames", Integer.toString(summary.frames()));
        int lines = summary.linesPerFrame();
        AsfFile asf = skeleton.asf();
        if (asf != null) {
            facts.put("bones", (asf.bones().size() + 1) + " with the root (" + lines + " lines per frame)");
            facts.put("dof", asf.dofCount() + " values per frame");
            facts.put("root order", String.join(" ", asf.root().order()));
        } else {
            facts.put("bones", lines + " lines per frame");
        }
        Boolean radians = summary.header().declaresRadians();
        facts.put("angles", radians != null ? (radians ? "radians (:RADIANS)" : "degrees (:DEGREES)")
                : asf != null ? (asf.units().anglesInRadians() ? "radians" : "degrees")
                        + " (the skeleton's units)" : "degrees (no keyword)");
        if (asf != null) {
            facts.put("units", AsfFormatFacts.units(asf));
        }
        facts.put("labels", labels(summary.labels()));
        facts.put("duration", String.format(Locale.ROOT, "%.3f s at %.0f fps (the file stores no rate)",
                summary.frames() <= 1 ? 0.0 : (summary.frames() - 1) / Clip.DEFAULT_ACCLAIM_RATE,
                Clip.DEFAULT_ACCLAIM_RATE));
        if (!summary.header().keywords().isEmpty()) {
            facts.put("header", String.join(" ", summary.header().keywords()));
        }
        int warnings = skeleton.warnings().size() + summary.warnings().size();
        if (warnings > 0) {
            facts.put("warnings", Integer.toString(warnings));
        }
        return facts;
    }

    /** The frame numbers: their range, and what is odd about them. */
    static String labels(FrameLabels.Tally labels) {
        if (labels.count() == 0) {
            return "none";
        }
        String range = labels.first() + ".." + labels.last();
        if (labels.regularStart() != null) {
            return range + " in order";
        }
        long descents = labels.descents();
        long breaks = labels.breaks();
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
        return formatOnly(source, () -> check(inMemory(data, source), options, null));
    }

    @Override
    public List<ReadWarning> check(FileSource file, byte[] data, ReadOptions options) throws IOException {
        return formatOnly(file.name(), () -> check(inMemory(data, file.name()), options, file));
    }

    @Override
    public List<ReadWarning> check(Path file, ReadOptions options) throws IOException {
        return check(AmcStream.of(file), options, null);
    }

    private static List<ReadWarning> check(AmcStream motion, ReadOptions options, FileSource origin)
            throws IOException {
        Skeleton skeleton = skeleton(origin, motion.source(), options, true);
        List<ReadWarning> warnings = new ArrayList<>(skeleton.warnings());
        warnings.addAll(motion.scan(options, skeleton.asf()).warnings());
        return warnings;
    }

    @Override
    public byte[] rewrite(byte[] data, String source, ReadOptions options) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(data.length);
        rewrite(inMemory(data, source), options, out, null);
        return out.toByteArray();
    }

    @Override
    public byte[] rewrite(FileSource file, byte[] data, ReadOptions options) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(data.length);
        rewrite(inMemory(data, file.name()), options, out, file);
        return out.toByteArray();
    }

    @Override
    public List<ReadWarning> rewrite(Path file, ReadOptions options, OutputStream out) throws IOException {
        return rewrite(AmcStream.of(file), options, out, null);
    }

    private static List<ReadWarning> rewrite(AmcStream motion, ReadOptions options, OutputStream out,
            FileSource origin) throws IOException {
        Skeleton skeleton = skeleton(origin, motion.source(), options, false);
        List<ReadWarning> warnings = new ArrayList<>(skeleton.warnings());
        warnings.addAll(motion.rewrite(options, skeleton.asf(), out));
        return warnings;
    }

    private interface Work<T> {
        T run() throws IOException;
    }

    /** Runs work on a motion in memory, where the only I/O is the skeleton's (reported as its format problem). */
    private static <T> T formatOnly(String source, Work<T> work) throws FormatException {
        try {
            return work.run();
        } catch (FormatException e) {
            throw e;
        } catch (IOException e) {
            throw FormatException.of(source, 0, "skeleton", "cannot read it: " + e.getMessage());
        }
    }
}
