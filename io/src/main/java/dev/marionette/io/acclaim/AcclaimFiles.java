package dev.marionette.io.acclaim;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FileFormat;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.SafeFileWriter;
import dev.marionette.io.amc.AmcReader;
import dev.marionette.io.amc.AmcWriter;
import dev.marionette.io.amc.SkeletonLocator;
import dev.marionette.io.asf.AsfReader;
import dev.marionette.io.asf.AsfWriter;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.acclaim.edit.AcclaimDocument;
import dev.marionette.model.motion.Clip;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * Opening and saving Acclaim skeleton + motion pairs, for the command line and the editor alike: a motion finds
 * its skeleton through {@link SkeletonLocator} (or the one chosen in the read options); an ASF opens alone (its
 * rest pose). Saving writes the motion, and the skeleton only when an edit changed it, each through a temporary file
 * moved into place.
 */
public final class AcclaimFiles {

    private AcclaimFiles() {
    }

    /**
     * A skeleton and the motion read with it.
     *
     * @param skeletonFile where the skeleton was read from; null when none was found (motion read as text only)
     * @param skeleton     the skeleton, or null when none was found
     * @param motionFile   where the motion was read from; null for a skeleton alone
     * @param motion       the motion, or null for a skeleton alone
     * @param missing      why no skeleton was found (for messages), or null
     * @param warnings     the warnings of both reads
     */
    public record Pair(Path skeletonFile, AsfFile skeleton, Path motionFile, AmcFile motion, String missing,
            List<ReadWarning> warnings) {
    }

    /**
     * Reads the motion {@code data} of {@code motionFile} with its skeleton ({@link AcclaimSkeletons}: chosen in the
     * options, else found beside it).
     *
     * @param skeletonRequired when true a missing skeleton is a {@link FormatException}; when false the motion is
     *                         read as text only and {@link Pair#missing()} says why
     */
    public static Pair readMotion(Path motionFile, byte[] data, ReadOptions options, boolean skeletonRequired)
            throws IOException {
        String source = motionFile.toString();
        AcclaimSkeletons.Skeleton skeleton = AcclaimSkeletons.of(source, options, skeletonRequired);
        if (skeleton.asf() == null) {
            ReadResult<AmcFile> alone = AmcReader.read(data, source, options, null);
            return new Pair(null, null, motionFile, alone.value(), skeleton.missing(), alone.warnings());
        }
        ReadResult<AmcFile> amc = AmcReader.read(data, source, options, skeleton.asf());
        List<ReadWarning> warnings = new ArrayList<>(skeleton.warnings());
        warnings.addAll(amc.warnings());
        return new Pair(skeleton.path(), skeleton.asf(), motionFile, amc.value(), null, warnings);
    }

    /**
     * Reads an ASF (alone) or an AMC (with its skeleton, which must be found) as a pair, telling them apart by
     * content.
     */
    public static Pair read(Path file, ReadOptions options) throws IOException {
        byte[] data = FileBytes.read(file, options);
        FileFormat format = FormatRegistry.installed().detect(data, file.toString()).format();
        if (format == AcclaimFormats.AMC) {
            return readMotion(file, data, options, true);
        }
        if (format != AcclaimFormats.ASF) {
            throw FormatException.of(file.toString(), 0, "file format", "an Acclaim ASF or AMC file, not a "
                    + format.displayName());
        }
        ReadResult<AsfFile> asf = AsfReader.read(data, file.toString(), options);
        return new Pair(file, asf.value(), null, null, null, asf.warnings());
    }

    /** Opens {@code file} (ASF or AMC) as a document playing at 120 frames per second. */
    public static AcclaimDocument open(Path file, ReadOptions options) throws IOException {
        Pair pair = read(file, options);
        return new AcclaimDocument(pair.skeleton(), pair.motion(), Clip.DEFAULT_ACCLAIM_RATE, pair.skeletonFile(),
                pair.motionFile());
    }

    /**
     * Saves {@code document} to its files: the motion (when it has one), and the skeleton when it changed since it
     * was read or last saved (renaming a bone changes both). Both go through temporary files moved into place, the
     * skeleton first; then the document is marked saved.
     *
     * @throws IllegalStateException when a file to write has no path (use Save As)
     */
    public static void save(AcclaimDocument document) throws IOException {
        LinkedHashMap<Path, byte[]> files = new LinkedHashMap<>();
        if (document.isSkeletonModified() || document.asfFile() == null) {
            files.put(require(document.asfFile(), "skeleton"), AsfWriter.toBytes(document.asf()));
        }
        if (document.amc() != null) {
            files.put(require(document.amcFile(), "motion"), AmcWriter.toBytes(document.amc()));
        }
        SafeFileWriter.writeAll(files);
        document.markSaved();
    }

    private static Path require(Path file, String what) {
        if (file == null) {
            throw new IllegalStateException("the " + what + " has no file yet: save it with Save As");
        }
        return file;
    }
}
