package dev.marionette.editor.motion.acclaim;

import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.io.CompanionRole;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.acclaim.AcclaimFormats;
import dev.marionette.editor.motion.FrameRateMemory;
import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.acclaim.AcclaimSkeletons;
import dev.marionette.io.acclaim.OpenedAcclaim;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.amc.SkeletonLocator;
import dev.marionette.model.acclaim.edit.AcclaimDocument;
import dev.marionette.model.motion.Clip;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How the motion tab opens Acclaim files: an ASF alone (its rest pose), or an AMC with its skeleton: the one
 * dropped or chosen with it, else the one {@link SkeletonLocator} finds beside it (same name stem, subject prefix
 * {@code 02_01.amc} -> {@code 02.asf}, the only ASF there), else the one the user picks in a file chooser.
 * Strict reading; a motion plays at the rate it was last saved at from the editor ({@link FrameRateMemory}), else
 * at 120 frames per second (CMU and VICON captures), until the user sets another rate. Worker thread.
 */
final class AcclaimOpening {

    /** How many bytes are read to tell an ASF from an AMC (their first lines are often long comments). */
    static final int SNIFF_BYTES = 4096;

    private AcclaimOpening() {
    }

    /** The Acclaim format of {@code file} judged from its first bytes (reading more when the head says nothing). */
    static Optional<FileFormat> format(Path file, byte[] head) {
        String name = String.valueOf(file.getFileName());
        Optional<FileFormat> found = acclaim(head, name);
        if (found.isPresent() || !looksLikeText(head)) {
            return found;
        }
        try (var in = Files.newInputStream(file)) {
            return acclaim(in.readNBytes(SNIFF_BYTES), name);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static Optional<FileFormat> acclaim(byte[] data, String name) {
        return FormatRegistry.installed().tryDetect(data, name).map(d -> d.format())
                .filter(f -> f == AcclaimFormats.ASF || f == AcclaimFormats.AMC);
    }

    private static boolean looksLikeText(byte[] head) {
        for (byte b : head) {
            int v = b & 0xFF;
            if (v == 0 || v < 0x20 && v != '\t' && v != '\n' && v != '\r' && v != '\f') {
                return false;
            }
        }
        return true;
    }

    /** The skeleton among {@code others} that a motion {@code file} plays on, as the locator would pick it. */
    static List<Path> skeletonAmong(Path file, List<Path> others) {
        List<Path> skeletons = others.stream().filter(o -> format(o, new byte[0]).orElse(null)
                == AcclaimFormats.ASF).toList();
        if (skeletons.isEmpty()) {
            return List.of();
        }
        for (String wanted : SkeletonLocator.wantedNames(file)) {
            for (Path s : skeletons) {
                if (String.valueOf(s.getFileName()).toLowerCase(Locale.ROOT).equals(wanted.toLowerCase(Locale.ROOT))) {
                    return List.of(s);
                }
            }
        }
        return skeletons.size() == 1 ? skeletons : List.of();
    }

    /** Opens {@code file} (ASF or AMC), the motion with {@code companions}' skeleton when given. */
    static AcclaimDocument open(Path file, List<Path> companions, CompanionChooser chooser, FrameRateMemory rates)
            throws IOException {
        checkSize(file);
        Detection detection = FormatRegistry.installed().detect(FileHead.of(FileSource.of(file), ReadOptions.STRICT));
        return open(file, detection, companions, chooser, rates);
    }

    private static void checkSize(Path file) throws IOException {
        long size = java.nio.file.Files.size(file);
        if (size > ReadOptions.STRICT.maxFileSize()) {
            // The editor holds the whole motion to play and edit it; the command line streams any size.
            throw FormatException.of(file.toString(), 0, "file size", "the editor opens motions up to "
                    + (ReadOptions.STRICT.maxFileSize() >> 20) + " MiB and this one has " + (size >> 20) + " MiB;"
                    + " on the command line, marionette check, info, export (CSV, BVH) and roundtrip read motions"
                    + " of any size");
        }
    }

    /**
     * {@link #open(Path, List, CompanionChooser, FrameRateMemory)} of a file already recognised as {@code detection},
     * through the Acclaim plug-in ({@code AcclaimPlugin.open}); a motion whose skeleton is neither given nor beside it
     * asks the user for one.
     */
    static AcclaimDocument open(Path file, Detection detection, List<Path> companions, CompanionChooser chooser,
            FrameRateMemory rates) throws IOException {
        checkSize(file);
        if (detection.format() != AcclaimFormats.ASF && detection.format() != AcclaimFormats.AMC) {
            throw FormatException.of(file.toString(), 0, "file format", "an Acclaim ASF or AMC file, not a "
                    + detection.format().displayName());
        }
        FileSource source = FileSource.of(file);
        OpenedAcclaim opened;
        try {
            opened = detection.open(source, new Companions(companions.isEmpty() ? null : companions.get(0)))
                    .as(OpenedAcclaim.class);
        } catch (AcclaimSkeletons.MissingSkeletonException missing) {
            Path skeleton = chooser.choose(file, CompanionRole.ACCLAIM_SKELETON,
                    CompanionRole.ACCLAIM_SKELETON.notBeside(file)).orElseThrow(() -> new InterruptedIOException(
                    "no skeleton chosen for " + file.getFileName()));
            opened = detection.open(source, new Companions(skeleton)).as(OpenedAcclaim.class);
        }
        Path skeletonFile = opened.skeleton().path();
        if (!opened.isMotion()) {
            return new AcclaimDocument(opened.skeleton().asf(), null, Clip.DEFAULT_ACCLAIM_RATE, file, null);
        }
        return new AcclaimDocument(opened.skeleton().asf(), opened.readMotion().value(),
                rates.rate(file, Clip.DEFAULT_ACCLAIM_RATE), skeletonFile, file);
    }
}
