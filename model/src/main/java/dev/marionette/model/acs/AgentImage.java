package dev.marionette.model.acs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Objects;

/**
 * An 8-bit palette image: {@code width x height} indices into the character palette, stored bottom-up in rows
 * of {@link #stride(int)} bytes (the row length rounded up to 4), as in the file.
 *
 * <p><b>Lazy decoding.</b> An image read from a file keeps its {@link StoredImage} (the block bytes exactly as
 * stored) and decodes its pixels on first access; opening a character decodes nothing. Setting pixels makes
 * the image "new": it drops the stored bytes and its checksum becomes 0, and a writer compresses it and
 * generates its region. So for a writer: {@code stored() != null} means "copy {@code stored().bytes()}".
 * Methods are synchronized, so a reader thread and the UI thread may share an image.
 *
 * <p><b>Equality</b> compares presence, width, height, the directory checksum and the decoded pixels. The
 * stored bytes and the stored region are encodings of the pixels and are not compared (two images with the
 * same pixels are equal whether one was compressed by Microsoft's compiler and the other by ours); the region
 * a file stores is checked against the pixels by the reader's strict check instead. {@code hashCode} does not
 * decode.
 *
 * <p><b>Source file.</b> An image of a character kept as source (an ACD project) knows the file it is kept in,
 * {@link #sourceFile()}, as the project names it. That is bookkeeping for the project, not part of the image's
 * value: {@code equals} ignores it, copies and pixel edits keep it, and an image replacing another in the table
 * takes it over (the project's file then gets the new pixels).
 */
public final class AgentImage {

    private int width;
    private int height;
    private boolean present;
    private StoredImage stored;
    private byte[] pixels;
    private long checksum;
    private String sourceFile;
    private long regionSize = -1;
    private int regionSizeTransparentIndex = -1;

    private AgentImage(int width, int height, boolean present, StoredImage stored, byte[] pixels, long checksum) {
        this.width = width;
        this.height = height;
        this.present = present;
        this.stored = stored;
        this.pixels = pixels;
        this.checksum = checksum;
    }

    /** Bytes per row for a width: rounded up to a multiple of 4. */
    public static int stride(int width) {
        return (width + 3) & ~3;
    }

    /** A new image from bottom-up rows of {@link #stride(int)} bytes (copied); checksum 0. */
    public static AgentImage of(int width, int height, byte[] pixels) {
        checkSize(width, height, pixels);
        return new AgentImage(width, height, true, null, pixels.clone(), 0);
    }

    /** A new image from top-down rows of exactly {@code width} bytes, e.g. from an editor canvas. */
    public static AgentImage fromTopDown(int width, int height, byte[] rows) {
        if (rows.length != width * height) {
            throw new IllegalArgumentException(rows.length + " bytes for " + width + "x" + height);
        }
        int stride = stride(width);
        byte[] px = new byte[stride * height];
        for (int y = 0; y < height; y++) {
            System.arraycopy(rows, y * width, px, (height - 1 - y) * stride, width);
        }
        return new AgentImage(width, height, true, null, px, 0);
    }

    /** An empty image (the file's "present" byte 0): no pixels at all. */
    public static AgentImage empty() {
        return new AgentImage(0, 0, false, null, new byte[0], 0);
    }

    /** An image read from a file, decoded on first access. */
    public static AgentImage stored(StoredImage stored, long checksum) {
        return new AgentImage(stored.width(), stored.height(), stored.present(), stored, null, checksum);
    }

    private static void checkSize(int width, int height, byte[] pixels) {
        if (width < 0 || width > 0xFFFF || height < 0 || height > 0xFFFF) {
            throw new IllegalArgumentException("image size " + width + "x" + height + " (each at most 65535)");
        }
        if (pixels.length != (long) stride(width) * height) {
            throw new IllegalArgumentException(pixels.length + " bytes for a " + width + "x" + height
                    + " image (expected " + (long) stride(width) * height + ")");
        }
    }

    public synchronized int width() {
        return width;
    }

    public synchronized int height() {
        return height;
    }

    /** False for an empty image (nothing is drawn). */
    public synchronized boolean isPresent() {
        return present;
    }

    /** The stored block of an unmodified image read from a file, or null for a new or modified image. */
    public synchronized StoredImage stored() {
        return stored;
    }

    /** Whether the pixels are in memory (set, or decoded by an earlier access). */
    public synchronized boolean isDecoded() {
        return pixels != null;
    }

    /** The file of a source project this image is kept in, as the project names it; null when none. */
    public synchronized String sourceFile() {
        return sourceFile;
    }

    /** Records the file of a source project this image is kept in (bookkeeping, not an edit). */
    public synchronized void setSourceFile(String sourceFile) {
        this.sourceFile = sourceFile;
    }

    /**
     * The {@code nRgnSize} a compiler stores in the region generated for these pixels, or -1 for the usual
     * {@code 16 x count} (acs.md 4.5: older Microsoft characters store other values, which a source project keeps
     * so the character compiles back to the same bytes). Only valid for the transparent index it was recorded
     * with, and dropped when the pixels change.
     */
    public synchronized long regionSize(int transparentIndex) {
        return transparentIndex == regionSizeTransparentIndex ? regionSize : -1;
    }

    /** Records the {@code nRgnSize} to store for these pixels with {@code transparentIndex}; -1 clears it. */
    public synchronized void setRegionSize(long size, int transparentIndex) {
        if (size < -1 || size > 0xFFFF_FFFFL) {
            throw new IllegalArgumentException("region size is a u32: " + size);
        }
        this.regionSize = size;
        this.regionSizeTransparentIndex = size < 0 ? -1 : transparentIndex;
    }

    /** The image directory checksum as stored; 0 for new images. */
    public synchronized long checksum() {
        return checksum;
    }

    public synchronized void setChecksum(long checksum) {
        if (checksum < 0 || checksum > 0xFFFF_FFFFL) {
            throw new IllegalArgumentException("checksum is a u32: " + checksum);
        }
        this.checksum = checksum;
    }

    /**
     * The pixels (a copy), decoding them first if needed.
     *
     * @throws UncheckedIOException wrapping the reader's FormatException when the stored data is corrupt
     */
    public synchronized byte[] pixels() {
        return decoded().clone();
    }

    /** The palette index at {@code (x, y)}, y counted from the top. */
    public synchronized int pixel(int x, int y) {
        if (x < 0 || y < 0 || x >= width || y >= height) {
            throw new IndexOutOfBoundsException("(" + x + "," + y + ") outside " + width + "x" + height);
        }
        return decoded()[(height - 1 - y) * stride(width) + x] & 0xFF;
    }

    private byte[] decoded() {
        if (pixels == null) {
            try {
                pixels = stored.decodePixels();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return pixels;
    }

    /**
     * Replaces the pixels (bottom-up rows of {@link #stride(int)} bytes, copied). The image becomes new: the
     * stored bytes are dropped and the checksum is 0.
     */
    public synchronized void setPixels(int width, int height, byte[] pixels) {
        checkSize(width, height, pixels);
        this.width = width;
        this.height = height;
        this.present = true;
        this.pixels = pixels.clone();
        this.stored = null;
        this.checksum = 0;
        this.regionSize = -1;
        this.regionSizeTransparentIndex = -1;
    }

    /** The region generated from the pixels, as a writer stores it for a new image. */
    public synchronized AgentRegion generatedRegion(int transparentIndex) {
        return present ? AgentRegion.fromPixels(width, height, decoded(), transparentIndex) : AgentRegion.EMPTY;
    }

    /**
     * A copy. The stored bytes are shared (they are immutable), decoded pixels are copied, so a copy of an
     * undecoded image stays undecoded.
     */
    public synchronized AgentImage copy() {
        AgentImage c = new AgentImage(width, height, present, stored, pixels == null ? null : pixels.clone(),
                checksum);
        c.sourceFile = sourceFile;
        c.regionSize = regionSize;
        c.regionSizeTransparentIndex = regionSizeTransparentIndex;
        return c;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof AgentImage other)) {
            return false;
        }
        AgentImage a = this.copy();
        AgentImage b = other.copy();
        if (a.width != b.width || a.height != b.height || a.present != b.present || a.checksum != b.checksum) {
            return false;
        }
        if (a.stored != null && b.stored != null && (a.stored == b.stored || a.stored.sameBytes(b.stored))) {
            return true;
        }
        return Arrays.equals(a.decoded(), b.decoded());
    }

    @Override
    public synchronized int hashCode() {
        return Objects.hash(width, height, present, checksum);
    }

    @Override
    public synchronized String toString() {
        return "AgentImage[" + (present ? width + "x" + height : "empty") + (stored != null ? ", stored" : ", new")
                + (pixels != null ? ", decoded" : "") + "]";
    }
}
