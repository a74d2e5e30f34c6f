package dev.marionette.io.archive;

import java.io.IOException;
import java.io.InputStream;

/**
 * An entry stream whose work is done by the block read: a single-byte read is a block read of one byte, and
 * closing closes the stream it reads from, when it reads from one (a channel range shares its channel instead).
 */
public abstract class BlockReadStream extends InputStream {

    /** The stream read from, or {@code null} when the bytes come from somewhere closed elsewhere. */
    private final InputStream in;

    protected BlockReadStream(InputStream in) {
        this.in = in;
    }

    /** The stream read from, as given to the constructor. */
    protected final InputStream in() {
        return in;
    }

    @Override
    public final int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public abstract int read(byte[] b, int off, int len) throws IOException;

    @Override
    public void close() throws IOException {
        if (in != null) {
            in.close();
        }
    }
}
