package dev.marionette.io.acs;

import java.util.Arrays;
import java.util.Objects;

/**
 * Compresses bytes into one Microsoft Agent compressed block (acs.md section 3): the byte 0x00, the token
 * bit stream, the 24 one-bit end marker, one-bit padding to a byte boundary and FF FF FF. The result
 * decodes with {@link AgentDecompressor} (and with Microsoft Agent) to exactly the input, for any input
 * including the empty one.
 *
 * <p>{@link CompressionMode#MICROSOFT} reproduces the bytes of Microsoft's character compiler;
 * {@link CompressionMode#SMALLEST} writes the fewest bits the format allows (an exact optimal parse) and
 * returns the Microsoft encoding instead whenever that is not larger, so it is never larger; for inputs of
 * 128 MB or more it gives the Microsoft encoding. Both are deterministic and thread-safe.
 *
 * <p>Speed on the sample characters (docs/BENCHMARKS.md): Microsoft's rule about 80 MB/s of input, the
 * smallest mode about 12 MB/s (it runs both encoders). Working memory is about 20 bytes per input byte for
 * Microsoft's rule and 28 for the smallest mode.
 */
public final class AgentCompressor {

    private AgentCompressor() {
    }

    /** Compresses all of {@code data}. */
    public static byte[] compress(byte[] data, CompressionMode mode) {
        return compress(data, 0, data.length, mode);
    }

    /** Compresses {@code data[offset, offset + length)}. */
    public static byte[] compress(byte[] data, int offset, int length, CompressionMode mode) {
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(mode, "mode");
        Objects.checkFromIndexSize(offset, length, data.length);
        byte[] in = offset == 0 && length == data.length ? data : Arrays.copyOfRange(data, offset, offset + length);
        AgentMatchFinder finder = new AgentMatchFinder(in, length);
        byte[] microsoft = MicrosoftEncoder.encode(finder, in);
        if (mode == CompressionMode.MICROSOFT || !OptimalParser.accepts(length)) {
            return microsoft;                        // inputs of 128 MB and more: Microsoft's rule only
        }
        byte[] smallest = OptimalParser.encode(finder, in);
        return smallest.length < microsoft.length ? smallest : microsoft;
    }
}
