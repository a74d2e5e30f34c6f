package dev.marionette.model.acs;

import java.io.IOException;
import java.util.Objects;

/**
 * An image block exactly as a file stored it (for ACS: the present byte, size, compression flag, the pixel
 * bytes and the region, acs.md 4.4), with the means to decode it. A writer copies {@link #bytes()} as they are
 * for an unmodified image, so saving never re-encodes what it did not change. Immutable.
 */
public final class StoredImage {

    /** Decodes a stored block; implemented by the reader that found it. */
    public interface Decoder {
        /**
         * The pixels of {@code block}: bottom-up rows of {@link AgentImage#stride(int)} bytes.
         *
         * @param block the stored bytes; must not be modified
         * @throws IOException when the stored data is corrupt (a {@code FormatException} naming block and offset)
         */
        byte[] decodePixels(byte[] block) throws IOException;

        /** The region stored in {@code block}. */
        AgentRegion decodeRegion(byte[] block) throws IOException;
    }

    private final byte[] block;
    private final String name;
    private final long fileOffset;
    private final int width;
    private final int height;
    private final boolean present;
    private final int transparentIndex;
    private final Decoder decoder;
    private volatile AgentRegion region;

    /**
     * @param block      the block's bytes (not copied: the caller hands them over)
     * @param name       names the block in errors, e.g. "Peedy.acs image 12"
     * @param fileOffset where the block starts in its file
     * @param width      image width from the block header
     * @param height     image height from the block header
     * @param present    false for an empty image ("present" byte 0)
     * @param transparentIndex the transparent index of the character the block was read from: its region
     *                   leaves out pixels of that index, so it only fits a character with the same index
     */
    public StoredImage(byte[] block, String name, long fileOffset, int width, int height, boolean present,
            int transparentIndex, Decoder decoder) {
        this.block = Objects.requireNonNull(block, "block");
        this.name = Objects.requireNonNull(name, "name");
        this.fileOffset = fileOffset;
        this.width = width;
        this.height = height;
        this.present = present;
        this.transparentIndex = transparentIndex;
        this.decoder = Objects.requireNonNull(decoder, "decoder");
    }

    /** The stored bytes (a copy). */
    public byte[] bytes() {
        return block.clone();
    }

    /** Number of stored bytes. */
    public int length() {
        return block.length;
    }

    /** Name used in error messages. */
    public String name() {
        return name;
    }

    /** Where the block started in its file. */
    public long fileOffset() {
        return fileOffset;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public boolean present() {
        return present;
    }

    /** The transparent index the stored region was made for. */
    public int transparentIndex() {
        return transparentIndex;
    }

    /** The decoder the reader attached, which knows where the block's parts are. */
    public Decoder decoder() {
        return decoder;
    }

    /** Decodes the pixels (every call decodes again; {@link AgentImage} caches). */
    public byte[] decodePixels() throws IOException {
        return decoder.decodePixels(block);
    }

    /** Decodes the stored region (once: the block never changes, and regions are small). */
    public AgentRegion decodeRegion() throws IOException {
        AgentRegion r = region;
        if (r == null) {
            r = decoder.decodeRegion(block);
            region = r;
        }
        return r;
    }

    /** Whether both hold the same bytes. */
    boolean sameBytes(StoredImage o) {
        return java.util.Arrays.equals(block, o.block);
    }
}
