package dev.marionette.export.motion;

import dev.marionette.export.ExportException;
import dev.marionette.export.ExportFiles;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportSetting;
import dev.marionette.export.Exporter;
import dev.marionette.io.motion.MotionFrames;
import dev.marionette.model.motion.Skeleton;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** What the motion exporters share: the bones a data export needs, and how summaries read. */
public final class MotionExports {

    private MotionExports() {
    }

    /** The skeleton and clip of {@code source}, or a sentence saying why {@code format} needs them. */
    /**
     * The exporters of a motion (joint positions, BVH, animated GIF, PNG frames): every family whose files are
     * motions (Acclaim, The Sims, Gabriel Knight 3) offers them, through its {@code ExportProvider}.
     */
    public static List<Exporter<?>> exporters() {
        return List.of(new JointPositionsExporter(), new BvhExporter(), new MotionGifExporter(),
                new MotionPngExporter());
    }

    static Skeleton skeleton(MotionSource source, String format) throws ExportException {
        return source.skeleton().orElseThrow(() -> new ExportException("it has no bones, and " + format
                + " holds a skeleton's motion; export it as pictures (GIF, PNG frames, sprite frames)"));
    }

    /** The frames of {@code source} at its frame rate, one after another (present whenever it has a skeleton). */
    static MotionFrames frames(MotionSource source) {
        return source.frames().orElseThrow();
    }

    /** The settings of a data export of a skeleton's motion (BVH, joint positions). */
    static final List<ExportSetting<?>> DATA_SETTINGS = List.of(MotionSettings.FRAME_RATE, MotionSettings.SKELETON,
            MotionSettings.SKILL);

    /** A writer of a skeleton's motion in one data format. */
    interface FramesWriter {
        void write(Skeleton skeleton, MotionFrames frames, OutputStream out) throws IOException;
    }

    /**
     * Writes the motion of {@code source} on {@code skeleton} into file {@code out} with {@code writer}, streamed
     * frame by frame: a motion of any length needs no more memory than one frame.
     */
    static void writeStreamed(MotionSource source, Skeleton skeleton, Path out, ExportProgress progress,
            FramesWriter writer) throws IOException {
        progress.checkCancelled();
        ExportFiles.writeFile(out, stream -> writer.write(skeleton, frames(source), cancellable(stream, progress)));
    }

    /**
     * {@code out} checking for a cancel at each write (the writers send 64 KiB at a time), so a long streamed export
     * stops soon after the user cancels it.
     */
    private static OutputStream cancellable(OutputStream out, ExportProgress progress) {
        return new FilterOutputStream(out) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                progress.checkCancelled();
                out.write(b, off, len);
            }
        };
    }

    /** "343 frames, 31 bones, 120 fps". */
    static String summary(MotionSource source) {
        String bones = source.skeleton().map(s -> ", " + plural(s.boneCount(), "bone")).orElse("");
        return plural(source.frameCount(), "frame") + bones + ", " + rate(source.frameRate()) + " fps";
    }

    /** "120", "29.97". */
    public static String rate(double fps) {
        return fps == Math.rint(fps) ? String.valueOf((long) fps) : String.format(Locale.ROOT, "%.3f", fps)
                .replaceAll("0+$", "");
    }

    public static String plural(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
