package dev.marionette.io.amc;

import dev.marionette.io.FileBytes;
import dev.marionette.io.FormatException;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.ReadWarning;
import dev.marionette.io.text.DecimalNumbers;
import dev.marionette.io.text.TextLocation;
import dev.marionette.model.acclaim.AcclaimRig;
import dev.marionette.model.acclaim.AmcFile;
import dev.marionette.model.acclaim.AmcHeader;
import dev.marionette.model.acclaim.AsfFile;
import dev.marionette.model.acclaim.LineText;
import dev.marionette.model.motion.Clip;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads Acclaim motion files (AMC, the {@code :FULLY-SPECIFIED} format), keeping every byte so the file writes back
 * unchanged.
 *
 * <p>Layout: header lines ({@code #} comments such as {@code #!OML:ASF <path>}, keywords {@code :FULLY-SPECIFIED},
 * {@code :DEGREES} or {@code :RADIANS}), then frames: a line holding the frame number, then one line per bone,
 * {@code name v1 v2 ...}, the values in the order of the bone's {@code dof} in the skeleton (the root's in its
 * {@code order}). No frame count and no end marker. Frames are counted in file order: real files repeat or skip
 * numbers (jmocap's skel.amc runs 1..6,4,5,6,6,4,5) and start anywhere. Bone lines may come in any order (endorphin
 * writes them alphabetically). Blank and comment lines between frames are kept in place. LF, CRLF or CR.
 *
 * <p>Given the skeleton, every bone line is checked against it: a known bone, as many values as its dof, once per
 * frame; a frame lacking a bone is an error when reading strictly and a warning (the bone rests) when lenient.
 * Without it the file is checked as text only. Counts are capped before anything is allocated:
 * {@link AmcFile#MAX_FRAMES} frames when the whole motion is kept in memory (the file model, a clip),
 * {@link #MAX_VALUES_PER_LINE} values per line.
 *
 * <p>The same reader streams a motion of any size ({@link AmcStream}): the file is read in chunks, each line is
 * checked and handed on as it comes, and only a window around the current line is held, so memory does not grow
 * with the file. Streamed, a motion may have up to {@link #MAX_STREAMED_FRAMES} frames.
 */
public final class AmcReader {

    /** More values than any bone has (the root has six). */
    public static final int MAX_VALUES_PER_LINE = 64;
    /** The most frames of a streamed motion (counted in an {@code int}); at least 8 GiB of text. */
    public static final int MAX_STREAMED_FRAMES = Integer.MAX_VALUE - 1;

    private final AmcInput input;
    private final String source;
    private final AmcLine line;
    private final AmcSkeletonCheck check;
    private final List<ReadWarning> warnings = new ArrayList<>();
    private final int maxFrames;
    /** Bone names by position in the previous frame, so each name string is made once. */
    private String[] names = new String[8];
    private final AmcSink sink;
    /** Values of the current line. */
    private final double[] values = new double[MAX_VALUES_PER_LINE];
    /** Where the bytes not yet given to a frame or line start (blank and comment lines go with the next line). */
    private int pending;
    /** The current frame's label, the file offset, line and column of its line, or null before the first frame. */
    private String label;
    private long labelOffset;
    private int labelLine;
    private int labelColumn;
    private int frames;
    private int records;

    AmcReader(AmcInput input, String source, ReadOptions options, AsfFile skeleton, AmcSink sink, int maxFrames) {
        this.input = input;
        this.source = source;
        this.line = new AmcLine(input);
        this.check = skeleton == null ? null : new AmcSkeletonCheck(skeleton, this, options);
        this.sink = sink;
        this.maxFrames = maxFrames;
    }

    /** Reads {@code file} against {@code skeleton} (null: as text only). */
    public static ReadResult<AmcFile> read(Path file, ReadOptions options, AsfFile skeleton) throws IOException {
        return read(FileBytes.read(file, options), file.toString(), options, skeleton);
    }

    /**
     * Reads an AMC held in memory; {@code source} names it in errors.
     *
     * @param skeleton the skeleton it plays on, to check every line against; null to check the text only
     */
    public static ReadResult<AmcFile> read(byte[] data, String source, ReadOptions options, AsfFile skeleton)
            throws FormatException {
        AmcFileSink sink = new AmcFileSink(data);
        AmcReader reader = new AmcReader(AmcInput.of(data), source, options, skeleton, sink, AmcFile.MAX_FRAMES);
        int trailer = reader.readInMemory();
        return new ReadResult<>(sink.file(trailer), reader.warnings);
    }

    /**
     * Reads an AMC held in memory straight into the neutral clip of {@code rig}'s skeleton, at {@code frameRate},
     * checking it exactly as {@link #read(byte[], String, ReadOptions, AsfFile)} does but without building the file
     * model: the fast path of exports. Equal to {@code rig.clip(read(...).value(), frameRate)}.
     */
    public static ReadResult<Clip> readClip(byte[] data, String source, ReadOptions options, AcclaimRig rig,
            double frameRate) throws FormatException {
        // A first guess of the frame count from the size of the first frames saves regrowing the array.
        AmcClipSink sink = new AmcClipSink(rig, data.length / Math.max(1, 24 * rig.skeleton().boneCount()));
        AmcReader reader = new AmcReader(AmcInput.of(data), source, options, rig.asf(), sink, AmcFile.MAX_FRAMES);
        reader.readInMemory();
        return new ReadResult<>(sink.clip(frameRate), reader.warnings);
    }

    /** Reads strictly against {@code skeleton} and returns the motion alone. */
    public static AmcFile read(byte[] data, String source, AsfFile skeleton) throws FormatException {
        return read(data, source, ReadOptions.STRICT, skeleton).value();
    }

    private int readInMemory() throws FormatException {
        try {
            return readLines();
        } catch (FormatException e) {
            throw e;
        } catch (IOException e) {
            // A buffer in memory is never read more.
            throw new UncheckedIOException(e);
        }
    }

    private static boolean startsWithBom(byte[] buf, int limit) {
        return limit >= 3 && (buf[0] & 0xFF) == 0xEF && (buf[1] & 0xFF) == 0xBB && (buf[2] & 0xFF) == 0xBF;
    }

    /** The warnings found so far. */
    List<ReadWarning> warnings() {
        return warnings;
    }

    /** Frames read so far (all of them once {@link #readLines()} returned). */
    int frames() {
        return frames;
    }

    /**
     * Reads every line into the sink; returns where the trailer (lines after the last bone line) starts in the
     * input's buffer (it runs to the end of the data).
     */
    int readLines() throws IOException {
        List<String> headerLines = new ArrayList<>();
        // A UTF-8 byte order mark (some editors write one) goes with the header and is written back.
        int at = line.scan(0, 0) && startsWithBom(input.buf, input.limit) ? 3 : 0;
        line.number = 0;
        // The header stays in the buffer (keep 0) until it is handed on; it is a few lines.
        while (line.scan(at, 0) && (line.isBlankOrComment() || line.isKeyword())) {
            headerLines.add(line.text());
            at = line.end;
        }
        AmcHeader header = new AmcHeader(new LineText(java.util.Arrays.copyOf(input.buf, at), 0, 0, at),
                headerLines);
        sink.header(header);
        pending = at;
        boolean more = at < input.limit;
        while (more) {
            more = step();
        }
        if (label != null) {
            finishFrame();
        } else {
            warnings.add(new ReadWarning(source, input.base + input.limit, "frames", "the file holds no frame"));
        }
        sink.end(input.buf, pending, input.limit);
        return pending;
    }

    /**
     * Takes the current line (a frame label, a bone line, or a blank or comment line kept with the next) and scans
     * the next; false at the end. One call per line keeps the loop above small, so the JIT compiles the work after
     * a few hundred lines instead of interpreting a long loop.
     */
    private boolean step() throws IOException {
        if (!line.isBlankOrComment()) {
            if (line.isLabel()) {
                if (label != null) {
                    finishFrame();
                }
                if (frames >= maxFrames) {
                    throw error(line.tokenStart[0], "frame count", "at most " + maxFrames + " frames", "more");
                }
                label = line.token(0);
                labelOffset = line.offset(line.start);
                labelLine = line.number;
                labelColumn = line.tokenStart[0] - line.start + 1;
                records = 0;
                sink.label(line, pending, label);
            } else {
                if (label == null) {
                    throw error(line.tokenStart[0], "frame", "a frame number before the first bone line",
                            quote(0));
                }
                record(pending, records++);
            }
            pending = line.end;
        }
        boolean more = line.scan(line.end, sink.keepsLines() ? pending : line.end);
        pending -= line.shift;
        return more;
    }

    private void finishFrame() throws FormatException {
        if (check != null) {
            check.frameDone(label, frames);
        }
        frames++;
    }

    private void record(int pending, int position) throws IOException {
        if (line.isKeyword()) {
            throw error(line.tokenStart[0], "motion line", "a frame number or a bone line (keywords belong before"
                    + " the first frame)", quote(0));
        }
        if (line.tooManyTokens) {
            throw error(line.tokenStart[AmcLine.MAX_TOKENS - 1], "values", "at most " + MAX_VALUES_PER_LINE
                    + " values on a line", "more");
        }
        int count = line.tokenCount - 1;
        byte[] data = line.data;
        if (!Double.isNaN(DecimalNumbers.parse(data, line.tokenStart[0], line.tokenEnd[0]))) {
            throw error(line.tokenStart[0], "motion line", "a bone name or a frame number on its own line",
                    quote(0));
        }
        for (int i = 0; i < count; i++) {
            double v = DecimalNumbers.parse(data, line.tokenStart[i + 1], line.tokenEnd[i + 1]);
            if (!Double.isFinite(v)) {
                throw error(line.tokenStart[i + 1], "value " + (i + 1) + " of " + line.token(0), "a number",
                        quote(i + 1));
            }
            values[i] = v;
        }
        String bone = name(position);
        if (check != null) {
            check.record(bone, count, line.tokenStart[0], line.tokenEnd[line.tokenCount - 1]);
        }
        sink.record(line, pending, bone, position, values, count);
    }

    /** The bone name of the current line, reusing the string of the previous frame's line at this position. */
    private String name(int position) {
        if (position >= names.length) {
            names = java.util.Arrays.copyOf(names, Math.max(position + 1, names.length * 2));
        }
        String previous = names[position];
        if (previous != null && line.tokenEquals(0, previous)) {
            return previous;
        }
        String name = line.token(0);
        names[position] = name;
        return name;
    }

    private String quote(int token) {
        return TextLocation.quote(line.token(token));
    }

    /** A problem at buffer position {@code pos} of the current line. */
    FormatException error(int pos, String field, String expected, String found) {
        return FormatException.inText(source, line.offset(pos), line.number, pos - line.start + 1, field, expected,
                found);
    }

    /** A problem with the current frame, located at its label line. */
    FormatException errorAtLabel(String field, String expected, String found) {
        return FormatException.inText(source, labelOffset, labelLine, labelColumn, field, expected, found);
    }

    /** A warning about the current frame, located at its label line. */
    void warnAtLabel(String field, String message) {
        warnings.add(new ReadWarning(source, labelOffset, field, "line " + labelLine + ", column " + labelColumn
                + ": " + message));
    }
}
