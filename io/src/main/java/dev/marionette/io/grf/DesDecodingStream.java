package dev.marionette.io.grf;

import dev.marionette.io.archive.BlockReadStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Decodes DES-encoded entry data as it streams ({@link GrfDes}): reads the aligned size's bytes in whole
 * blocks, decodes each by its index, and passes on the first {@code compressed} bytes, the zlib data.
 */
final class DesDecodingStream extends BlockReadStream {

    private static final int BLOCKS = 1024;

    private final int cycle;
    private final byte[] buffer = new byte[8 * BLOCKS];
    private long remaining;
    private long nextBlock;
    private int pos;
    private int limit;

    /** @param cycle the mixed cycle, or 0 when only the first 20 blocks are encoded */
    DesDecodingStream(InputStream in, int cycle, long compressed) {
        super(in);
        this.cycle = cycle;
        this.remaining = compressed;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (remaining == 0) {
            return -1;
        }
        if (pos == limit && !fill()) {
            return -1;
        }
        int n = (int) Math.min(Math.min(len, limit - pos), remaining);
        System.arraycopy(buffer, pos, b, off, n);
        pos += n;
        remaining -= n;
        return n;
    }

    private boolean fill() throws IOException {
        int n = in().readNBytes(buffer, 0, buffer.length);
        if (n == 0) {
            return false;
        }
        for (int at = 0; at + 8 <= n; at += 8) {
            GrfDes.decodeBlock(buffer, at, nextBlock++, cycle);
        }
        pos = 0;
        limit = n;
        return true;
    }
}
