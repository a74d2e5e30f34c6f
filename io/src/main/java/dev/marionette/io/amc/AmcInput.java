package dev.marionette.io.amc;

import dev.marionette.io.FormatException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * The bytes an {@link AmcReader} scans: a whole file in memory (one buffer, never refilled), or a file of any size
 * read in chunks into a window that holds the line being scanned and the bytes the reader still needs before it (the
 * blank and comment lines that travel with the next line). The window grows to fit a long line, up to
 * {@link #MAX_WINDOW}; a longer line is an error. Positions are indexes into {@link #buf}; {@link #base} is the file
 * offset of {@code buf[0]}.
 */
final class AmcInput {

    /** Bytes read at a time from a stream. */
    static final int CHUNK = 1 << 20;
    /** The longest line (with the blank and comment lines before it) a streamed motion may have: 64 MiB. */
    static final int MAX_WINDOW = 64 << 20;

    private final InputStream in;
    private final String source;
    private final int chunk;
    byte[] buf;
    int limit;
    long base;
    boolean eof;

    private AmcInput(InputStream in, String source, byte[] buf, int limit, boolean eof, int chunk) {
        this.in = in;
        this.source = source;
        this.buf = buf;
        this.limit = limit;
        this.eof = eof;
        this.chunk = chunk;
    }

    /** A whole file held in memory. */
    static AmcInput of(byte[] data) {
        return new AmcInput(null, null, data, data.length, true, 0);
    }

    /** A stream read {@code chunk} bytes at a time (tests use tiny chunks to cut lines anywhere). */
    static AmcInput of(InputStream in, String source, int chunk) {
        return new AmcInput(in, source, new byte[Math.max(chunk, 16)], 0, false, chunk);
    }

    /**
     * Reads more, keeping {@code buf[keep, limit)}: drops the bytes before {@code keep} (the buffer's front moves to
     * {@code keep}, every position goes down by the returned shift), grows the buffer when what is kept fills it.
     *
     * @return the shift; -1 when the file has ended (nothing changed)
     * @throws FormatException when what must be kept would pass {@link #MAX_WINDOW}
     */
    int more(int keep) throws IOException {
        if (eof) {
            return -1;
        }
        int kept = limit - keep;
        if (keep > 0) {
            System.arraycopy(buf, keep, buf, 0, kept);
        }
        base += keep;
        limit = kept;
        if (buf.length - limit < chunk / 2 + 1) {
            if (buf.length >= MAX_WINDOW) {
                throw FormatException.of(source, base, "line", "a line (with the blank and comment lines before it)"
                        + " longer than " + (MAX_WINDOW >> 20) + " MiB");
            }
            buf = Arrays.copyOf(buf, (int) Math.min(MAX_WINDOW, Math.max(2L * buf.length, limit + (long) chunk)));
        }
        int n = in.read(buf, limit, Math.min(chunk, buf.length - limit));
        if (n < 0) {
            eof = true;
        } else {
            limit += n;
        }
        return keep;
    }
}
