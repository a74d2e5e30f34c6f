package dev.marionette.io.archive;

import dev.marionette.io.FormatException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/** Positional reads from an archive's channel that fail with a {@link FormatException} when the file ends. */
public final class ChannelIo {

    private ChannelIo() {
    }

    /** Fills {@code buffer} from {@code position}; a short file is a FormatException naming {@code field}. */
    public static void readFully(FileChannel channel, ByteBuffer buffer, long position, String source, String field)
            throws IOException {
        long at = position;
        while (buffer.hasRemaining()) {
            int n = channel.read(buffer, at);
            if (n < 0) {
                throw new FormatException(source, at, field, buffer.remaining() + " more bytes",
                        "the end of the file (it is truncated)");
            }
            at += n;
        }
        buffer.flip();
    }
}
