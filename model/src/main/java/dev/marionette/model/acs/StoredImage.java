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
         * The pixels of the block that starts at {@code data[start]}: bottom-up rows of
         * {@link AgentImage#stride(int)} bytes, in the first {@code stride * height} bytes of the array returned.
         *
         * @param data  holds the stored bytes; must not be modified
         * @param reuse an array to decode into when it is large enough (its bytes are overwritten), so a caller
         *              that looks at one image after another allocates once; null for a new array of exactly the
         *              pixels' size
         * @throws IOException when the stored data is corrupt (a {@code FormatException} naming block and offset)
         */
        byte[] decodePixels(byte[] data, int start, byte[] reuse) throws IOException;

        /** The region stored in the block that starts at {@code data[start]}. */
        AgentRegion decodeRegion(byte[] data, int start) throws IOException;
    }

    private final byte[] data;
    private final int start;
    private final int length;
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
        this(block, 0, block.length, name, fileOffset, width, height, present, transparentIndex, decoder);
    }

    /**
     * A block that is the bytes {@code data[start, start + length)}, typically of the file it was read from: they
     * are not copied, so reading a file keeps its bytes once instead of a second time image by image. The caller
     * hands them over and never modifies them; the other parameters are as for the constructor above.
     */
    public StoredImage(byte[] data, int start, int length, String name, long fileOffset, int width, int height,
            boolean present, int transparentIndex, Decoder decoder) {
        Objects.checkFromIndexSize(start, length, data.length);
        this.data = data;
        this.start = start;
        this.length = length;
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
        return java.util.Arrays.copyOfRange(data, start, start + length);
    }

    /** Number of stored bytes. */
    public int length() {
        return length;
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
        return decoder.decodePixels(data, start, null);
    }

    /**
     * Decodes the pixels into {@code reuse} when it is large enough, else into a new array: the image is the first
     * {@code stride * height} bytes of the array returned. For a caller that looks at many images in turn and
     * keeps none (a check of a whole file).
     */
    public byte[] decodePixels(byte[] reuse) throws IOException {
        return decoder.decodePixels(data, start, reuse);
    }

    /** Decodes the stored region (once: the block never changes, and regions are small). */
    public AgentRegion decodeRegion() throws IOException {
        AgentRegion r = region;
        if (r == null) {
            r = decoder.decodeRegion(data, start);
            region = r;
        }
        return r;
    }

    /** Whether both hold the same bytes. */
    boolean sameBytes(StoredImage o) {
        return java.util.Arrays.equals(data, start, start + length, o.data, o.start, o.start + o.length);
    }
}
