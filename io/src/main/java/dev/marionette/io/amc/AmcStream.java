package dev.marionette.io.amc;

import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.motion.MotionFrames;
import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AmcFrame;
import dev.marionette.model.acclaim.AmcHeader;
import dev.marionette.model.acclaim.AmcRecord;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.acclaim.FrameLabels;
import dev.marionette.model.acclaim.LineText;
import dev.marionette.model.motion.Clip;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Acclaim motions of any size, read as a stream of frames: the file is read in chunks by {@link AmcReader} (the same
 * checks and messages as reading it whole) and each frame is handed on as it is complete, so memory stays bounded
 * whatever the file's size (a window around the current line, one frame, the skeleton). What the command line's
 * {@code check}, {@code info}, {@code export --format csv|bvh} and {@code roundtrip} read motions with:
 *
 * <ul>
 * <li>{@link #scan}: checks every line (against the skeleton when given) and counts: frames, lines per frame, the
 *     labels, the header, warnings;</li>
 * <li>{@link #frames}: the motion as {@link MotionFrames} for the streaming writers: a first pass checks and counts
 *     (an invalid file fails before anything is written), each {@code forEach} reads the file again;</li>
 * <li>{@link #readClip}: the whole clip in memory (pictures need it), after checking that it fits;</li>
 * <li>{@link #rewrite}: the motion written back frame by frame through the file model ({@link AmcFrame} with its
 *     lines' bytes, written by {@link AmcWriter}), which gives the same bytes.</li>
 * </ul>
 */
public final class AmcStream {

    /** Where a motion's bytes come from: a file, or bytes in memory (tests; files already read). */
    @FunctionalInterface
    public interface Source {
        InputStream open() throws IOException;

        /** The file. */
        static Source of(Path file) {
            return () -> Files.newInputStream(file);
        }

        /** Bytes in memory. */
        static Source of(byte[] data) {
            return () -> new ByteArrayInputStream(data);
        }
    }

    /**
     * What a pass over a motion found.
     *
     * @param frames        frames in file order
     * @param linesPerFrame bone lines of the first frame (0 without frames)
     * @param header        the header lines
     * @param labels        the frame labels, tallied
     * @param warnings      the reader's warnings
     */
    public record Summary(int frames, int linesPerFrame, AmcHeader header, FrameLabels.Tally labels,
            List<ReadWarning> warnings) {
    }

    private final Source input;
    private final String source;
    private final int chunk;

    private AmcStream(Source input, String source, int chunk) {
        this.input = input;
        this.source = source;
        this.chunk = chunk;
    }

    /** A motion file. */
    public static AmcStream of(Path file) {
        return new AmcStream(Source.of(file), file.toString(), AmcInput.CHUNK);
    }

    /** A motion read from {@code input}, named {@code source} in messages, in the usual chunks. */
    public static AmcStream of(Source input, String source) {
        return of(input, source, AmcInput.CHUNK);
    }

    /** A motion read from {@code input}, named {@code source} in messages, {@code chunk} bytes at a time. */
    public static AmcStream of(Source input, String source, int chunk) {
        return new AmcStream(input, source, Math.max(16, chunk));
    }

    /** The name shown in messages. */
    public String source() {
        return source;
    }

    private int run(ReadOptions options, AsfFile skeleton, AmcSink sink, List<ReadWarning> warnings)
            throws IOException {
        try (InputStream in = input.open()) {
            AmcReader reader = new AmcReader(AmcInput.of(in, source, chunk), source, options, skeleton, sink,
                    AmcReader.MAX_STREAMED_FRAMES);
            reader.readLines();
            warnings.addAll(reader.warnings());
            return reader.frames();
        }
    }

    /** Reads and checks every line (against {@code skeleton}, or as text only when it is null) and counts. */
    public Summary scan(ReadOptions options, AsfFile skeleton) throws IOException {
        SummarySink sink = new SummarySink();
        List<ReadWarning> warnings = new ArrayList<>();
        int frames = run(options, skeleton, sink, warnings);
        return new Summary(frames, sink.linesPerFrame, sink.header, sink.labels, List.copyOf(warnings));
    }

    /**
     * The motion's frames on {@code rig}'s skeleton at {@code frameRate}, for a streaming writer. Checks the whole
     * file first ({@link #scan}); the frames then stream from the file at each {@link MotionFrames#forEach}.
     *
     * @throws FormatException when the motion is invalid or has no frames
     */
    public Streamed frames(ReadOptions options, AcclaimRig rig, double frameRate) throws IOException {
        Summary summary = scan(options, rig.asf());
        if (summary.frames() == 0) {
            throw FormatException.of(source, 0, "frames", "the motion has no frames");
        }
        return new Streamed(summary, rig, options, frameRate);
    }

    /** The frames of a motion checked by {@link #frames}, read again from the file at each pass. */
    public final class Streamed implements MotionFrames {
        private final Summary summary;
        private final AcclaimRig rig;
        private final ReadOptions options;
        private final double frameRate;

        private Streamed(Summary summary, AcclaimRig rig, ReadOptions options, double frameRate) {
            this.summary = summary;
            this.rig = rig;
            this.options = options;
            this.frameRate = frameRate;
        }

        /** What the checking pass found. */
        public Summary summary() {
            return summary;
        }

        @Override
        public int channelCount() {
            return rig.skeleton().channelCount();
        }

        @Override
        public long frameCount() {
            return summary.frames();
        }

        @Override
        public double frameRate() {
            return frameRate;
        }

        @Override
        public void forEach(FrameVisitor visitor) throws IOException {
            run(options, rig.asf(), new FrameSink(rig, visitor), new ArrayList<>());
        }
    }

    /**
     * The whole clip in memory (what pictures need), read from the file after {@code frames} checked it; fails with
     * a sentence, before allocating, when its values would take more than {@code maxBytes}.
     */
    public Clip readClip(Streamed frames, long maxBytes) throws IOException {
        long values = frames.frameCount() * (long) Math.max(1, frames.channelCount());
        if (values * Double.BYTES > maxBytes || values > Integer.MAX_VALUE - 16) {
            throw FormatException.of(source, 0, "frames", frames.frameCount() + " frames of " + frames.channelCount()
                    + " values need " + (values * Double.BYTES >> 20) + " MiB in memory, more than the "
                    + (maxBytes >> 20) + " MiB at hand; CSV and BVH export stream any length; for pictures, give"
                    + " Java more memory (JAVA_OPTS=-Xmx...) or trim the motion");
        }
        AmcClipSink sink = new AmcClipSink(frames.rig, (int) frames.frameCount());
        run(frames.options, frames.rig.asf(), sink, new ArrayList<>());
        return sink.clip(frames.frameRate());
    }

    /**
     * Reads the motion (checking it against {@code skeleton}, or as text when null) and writes it back to
     * {@code out} frame by frame through the file model: header, each frame's label and bone lines with the blank
     * and comment lines before them, the trailer.
     *
     * @return the reader's warnings
     */
    public List<ReadWarning> rewrite(ReadOptions options, AsfFile skeleton, OutputStream out) throws IOException {
        List<ReadWarning> warnings = new ArrayList<>();
        run(options, skeleton, new RewriteSink(out), warnings);
        return warnings;
    }

    /** Counts and tallies; keeps nothing of the lines. */
    private static final class SummarySink implements AmcSink {
        AmcHeader header;
        final FrameLabels.Tally labels = new FrameLabels.Tally();
        int linesPerFrame;

        @Override
        public void header(AmcHeader h) {
            header = h;
        }

        @Override
        public void label(AmcLine line, int pending, String label) {
            labels.add(label);
        }

        @Override
        public void record(AmcLine line, int pending, String bone, int position, double[] values, int count) {
            if (labels.count() == 1) {
                linesPerFrame++;
            }
        }
    }

    /** Fills one frame's values (as {@link AmcClipSink} fills a clip) and hands each frame on when complete. */
    private static final class FrameSink implements AmcSink {
        private final AmcClipSink.Mapping mapping;
        private final MotionFrames.FrameVisitor visitor;
        private final double[] row;
        private boolean open;

        FrameSink(AcclaimRig rig, MotionFrames.FrameVisitor visitor) {
            this.mapping = new AmcClipSink.Mapping(rig);
            this.visitor = visitor;
            this.row = new double[rig.skeleton().channelCount()];
        }

        @Override
        public void header(AmcHeader header) {
            mapping.header(header);
        }

        @Override
        public void label(AmcLine line, int pending, String label) throws IOException {
            // The reader checked the frame before this label: hand it on.
            if (open) {
                visitor.frame(row);
            }
            mapping.rest(row, 0);
            open = true;
        }

        @Override
        public void record(AmcLine line, int pending, String bone, int position, double[] v, int count) {
            mapping.put(row, 0, bone, position, v, count);
        }

        @Override
        public void end(byte[] buf, int trailer, int limit) throws IOException {
            if (open) {
                visitor.frame(row);
            }
        }
    }

    /**
     * Builds each frame of the file model over a copy of its bytes and writes it with {@link AmcWriter}, so what is
     * written is what the model holds; nothing is kept once written.
     */
    private static final class RewriteSink implements AmcSink {
        private final OutputStream out;
        private final ByteArrayOutputStream frameBytes = new ByteArrayOutputStream();
        private final List<int[]> spans = new ArrayList<>();
        private final List<String> bones = new ArrayList<>();
        private final List<double[]> values = new ArrayList<>();
        private String label;

        RewriteSink(OutputStream out) {
            this.out = out;
        }

        @Override
        public boolean keepsLines() {
            return true;
        }

        @Override
        public void header(AmcHeader header) throws IOException {
            AmcWriter.writeHeader(header, out);
        }

        private void take(AmcLine line, int pending) {
            int start = frameBytes.size();
            frameBytes.write(line.data, pending, line.end - pending);
            spans.add(new int[] {start, start + line.start - pending, frameBytes.size()});
        }

        @Override
        public void label(AmcLine line, int pending, String newLabel) throws IOException {
            flush();
            label = newLabel;
            take(line, pending);
        }

        @Override
        public void record(AmcLine line, int pending, String bone, int position, double[] v, int count) {
            take(line, pending);
            bones.add(bone);
            values.add(Arrays.copyOf(v, count));
        }

        private void flush() throws IOException {
            if (label == null) {
                return;
            }
            byte[] bytes = frameBytes.toByteArray();
            int[] l = spans.get(0);
            List<AmcRecord> records = new ArrayList<>(bones.size());
            for (int i = 0; i < bones.size(); i++) {
                int[] span = spans.get(i + 1);
                records.add(AmcRecord.read(bones.get(i), values.get(i), new LineText(bytes, span[0], span[1],
                        span[2])));
            }
            AmcWriter.writeFrame(new AmcFrame(label, new LineText(bytes, l[0], l[1], l[2]), records), out);
            frameBytes.reset();
            spans.clear();
            bones.clear();
            values.clear();
            label = null;
        }

        @Override
        public void end(byte[] buf, int trailer, int limit) throws IOException {
            flush();
            out.write(buf, trailer, limit - trailer);
        }
    }
}
