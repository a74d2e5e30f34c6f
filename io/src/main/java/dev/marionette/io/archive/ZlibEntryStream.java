package dev.marionette.io.archive;

import dev.marionette.io.FormatException;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * Inflates an entry's zlib data, bounded by its declared real size: the caller gets at most that many bytes,
 * and a {@link FormatException} when the data would inflate to more (a zip bomb stops after one extra byte),
 * when it ends with fewer, and when the stored bytes end before the zlib stream does. Bytes after the end of the
 * zlib stream within the compressed size are ignored, as the client's zlib call ignores them. An entry with no
 * stored bytes and a real size of 0 is an empty file (THOR stores empty files so).
 */
public final class ZlibEntryStream extends BlockReadStream {

    private static final int CHUNK = 64 * 1024;

    private final String source;
    private final long at;
    private final String label;
    private final long compressedSize;
    private final long realSize;
    private final Inflater inflater = new Inflater();
    private final byte[] input = new byte[CHUNK];
    private long produced;
    private boolean done;

    /**
     * @param in             the stored bytes (exactly the entry's, or more: reading stops with the zlib stream)
     * @param source         the archive's name, for messages
     * @param at             where the data starts in the archive, for messages
     * @param label          the entry as messages name it ({@code entry 3 (data\x.act)})
     * @param compressedSize the declared compressed size, for messages
     * @param realSize       the declared real size: exactly this many bytes come out, or an exception
     */
    public ZlibEntryStream(InputStream in, String source, long at, String label, long compressedSize, long realSize) {
        super(in);
        this.source = source;
        this.at = at;
        this.label = label;
        this.compressedSize = compressedSize;
        this.realSize = realSize;
        this.done = compressedSize == 0 && realSize == 0;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (done) {
            return -1;
        }
        if (len == 0) {
            return 0;
        }
        long left = realSize - produced;
        try {
            while (true) {
                if (left == 0) {
                    checkNothingMore();
                    done = true;
                    return -1;
                }
                int n = inflater.inflate(b, off, (int) Math.min(len, left));
                if (n > 0) {
                    produced += n;
                    return n;
                }
                if (inflater.finished()) {
                    throw problem("real size", Long.toString(realSize),
                            "the data inflates to only " + produced + " bytes");
                }
                if (inflater.needsDictionary()) {
                    throw problem("data", "a zlib stream", "a stream needing a preset dictionary");
                }
                if (inflater.needsInput()) {
                    feed();
                }
            }
        } catch (DataFormatException e) {
            throw problem("data", "zlib data", "corrupt after " + produced + " bytes (" + e.getMessage() + ")");
        }
    }

    /** At the declared size the zlib stream must end: one more byte means the data says more than the table. */
    private void checkNothingMore() throws IOException, DataFormatException {
        byte[] probe = new byte[1];
        while (!inflater.finished()) {
            if (inflater.inflate(probe) > 0) {
                throw problem("real size", Long.toString(realSize),
                        "more: the data inflates past its declared real size");
            }
            if (inflater.needsDictionary()) {
                throw problem("data", "a zlib stream", "a stream needing a preset dictionary");
            }
            // The stream may have ended with the call above (an empty file's 8-byte stream does): it then needs
            // no input, though the inflater says it does.
            if (!inflater.finished() && inflater.needsInput()) {
                feed();
            }
        }
    }

    private void feed() throws IOException {
        int n = in().read(input, 0, input.length);
        if (n < 0) {
            throw problem("compressed size", compressedSize + " bytes holding the whole zlib stream",
                    "the stream goes on past them (" + produced + " of " + realSize + " bytes inflated)");
        }
        inflater.setInput(input, 0, n);
    }

    private FormatException problem(String field, String expected, String found) {
        return new FormatException(source, at, label + " " + field, expected, found);
    }

    @Override
    public void close() throws IOException {
        inflater.end();
        super.close();
    }
}
