package dev.marionette.io.acs;

/**
 * Compresses raw bytes into one complete Agent compressed block (acs.md 3.1: {@code 00}, the bit stream, the
 * end marker, padding, {@code FF FF FF}). Writers call it for new or modified images and for ACF/ACA payloads;
 * unmodified images are copied as stored and never re-encoded.
 *
 * <p>The project's compressor provides it as {@code raw -> AgentCompressor.compress(raw, CompressionMode.MICROSOFT)}
 * (Microsoft's exact rule, byte-identical to the Character Editor's output). Writers decode every block an
 * encoder returns before using it, so a faulty encoder cannot produce a broken file.
 */
@FunctionalInterface
public interface BlockEncoder {

    /** One compressed block that decodes to exactly {@code raw}. */
    byte[] encode(byte[] raw);

    /** Microsoft's compiler's rule: what the Character Editor would have written for the same pixels. */
    static BlockEncoder microsoft() {
        return raw -> AgentCompressor.compress(raw, CompressionMode.MICROSOFT);
    }

    /** The fewest bytes the format allows (never more than {@link #microsoft()}), at about a seventh of its speed. */
    static BlockEncoder smallest() {
        return raw -> AgentCompressor.compress(raw, CompressionMode.SMALLEST);
    }

    /** The encoder for {@code mode}. */
    static BlockEncoder of(CompressionMode mode) {
        return mode == CompressionMode.SMALLEST ? smallest() : microsoft();
    }
}
