package dev.marionette.io.archive;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/** Reads {@code length} bytes of a channel from {@code start} by positional reads (the channel stays shared). */
public final class ChannelRangeStream extends BlockReadStream {

    private final FileChannel channel;
    private long position;
    private long remaining;

    public ChannelRangeStream(FileChannel channel, long start, long length) {
        super(null);
        this.channel = channel;
        this.position = start;
        this.remaining = length;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (remaining == 0) {
            return -1;
        }
        if (len == 0) {
            return 0;
        }
        int n = channel.read(ByteBuffer.wrap(b, off, (int) Math.min(len, remaining)), position);
        if (n < 0) {
            // The file shrank after it was opened; the caller sees the data end early.
            remaining = 0;
            return -1;
        }
        position += n;
        remaining -= n;
        return n;
    }

    /** Bytes not read yet. */
    public long remaining() {
        return remaining;
    }
}
