package dev.marionette.export.acclaim;

import dev.marionette.export.motion.MotionSettings;
import dev.marionette.export.motion.MotionSource;

import dev.marionette.io.acclaim.AcclaimFormats;
import dev.marionette.io.acclaim.AcclaimPlugin;
import dev.marionette.io.acclaim.OpenedAcclaim;
import dev.marionette.export.AbstractSourceLoader;
import dev.marionette.export.ExportOptions;
import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.amc.AmcReader;
import dev.marionette.io.amc.AmcStream;
import dev.marionette.io.amc.SkeletonLocator;
import dev.marionette.io.format.OpenedFile;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.motion.Clip;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Makes the motion exporters' source from Acclaim files the Acclaim plug-in opened: an AMC with its skeleton (the one
 * chosen with {@code --skeleton}, else the one {@link SkeletonLocator} finds beside it, on disk or in the archive),
 * straight into the neutral clip ({@link AmcReader#readClip}: the same checks as opening it, without the file model),
 * playing at {@code --fps}
 * (120 when not given); an ASF alone as one frame of its rest pose. A motion over {@link #IN_MEMORY_BYTES} streams
 * ({@link AmcStream}): it is checked in a first pass and read again frame by frame as CSV or BVH is written, so its
 * size is not limited by memory; pictures load it whole when it fits in half the heap. Strict reading.
 */
public final class MotionSourceLoader extends AbstractSourceLoader<MotionSource> {

    private MotionSourceLoader(FileFormat format) {
        super(format, MotionSource.class);
    }

    /** Reads an AMC motion with its skeleton. */
    public static MotionSourceLoader amc() {
        return new MotionSourceLoader(AcclaimFormats.AMC);
    }

    /** Reads an ASF skeleton: its rest pose. */
    public static MotionSourceLoader asf() {
        return new MotionSourceLoader(AcclaimFormats.ASF);
    }

    /** The skeleton chosen with {@code --skeleton}, if any. */
    @Override
    public Companions companions(ExportOptions options) {
        return new Companions(options.find(MotionSettings.SKELETON).orElse(null));
    }

    /** The motion (or rest pose) of what the Acclaim plug-in opened ({@link AcclaimPlugin#open}) with its skeleton. */
    @Override
    public MotionSource load(OpenedFile opened, ExportOptions options) throws IOException {
        OpenedAcclaim file = opened.as(OpenedAcclaim.class);
        double rate = options.find(MotionSettings.FRAME_RATE).orElse(Clip.DEFAULT_ACCLAIM_RATE);
        ReadOptions read = file.options();
        FileSource source = file.source();
        String name = source.baseName();
        AcclaimRig rig = AcclaimRig.of(file.skeleton().asf());
        if (!file.isMotion()) {
            return MotionSource.of(name, rig.skeleton(), Clip.restPose(rig.skeleton(), rate));
        }
        Optional<Path> path = source.path();
        if (path.isEmpty() || Files.size(path.get()) <= IN_MEMORY_BYTES) {
            // One pass: the clip of a motion this short takes little more memory than its text.
            byte[] motion = source.read(read);
            Clip clip = AmcReader.readClip(motion, source.name(), read, rig, rate).value();
            if (clip.frameCount() == 0) {
                throw FormatException.of(source.name(), motion.length, "frames", "the motion has no frames");
            }
            return MotionSource.of(name, rig.skeleton(), clip);
        }
        // A long motion streams: checked in a first pass, then read again frame by frame as CSV or BVH is written.
        AmcStream motion = AmcStream.of(path.get());
        AmcStream.Streamed frames = motion.frames(read, rig, rate);
        return MotionSource.streamed(name, rig.skeleton(), frames,
                () -> motion.readClip(frames, Runtime.getRuntime().maxMemory() / 2));
    }

    /** Motions up to this size (16 MiB) are read whole into memory; longer ones stream ({@link AmcStream}). */
    public static final long IN_MEMORY_BYTES = 16L << 20;
}
