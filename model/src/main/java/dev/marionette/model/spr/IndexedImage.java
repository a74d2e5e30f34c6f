package dev.marionette.model.spr;

import java.util.Arrays;
import java.util.Objects;

/**
 * An image whose pixels are indices into the sheet's {@link Palette}; index 0 is transparent. Immutable.
 *
 * <p>Pixels are stored top-down, row by row ({@code pixels[y * width + x]}), as in the file.
 *
 * <p>An image read from a run-length encoded file keeps the encoded bytes it was decoded from
 * ({@link #sourceRle()}), so that writing it again reproduces the file exactly even when another tool
 * encoded it differently from the canonical encoder. Those bytes are a write hint only: they are not part
 * of the image's value ({@link #equals} compares size and pixels).
 */
public final class IndexedImage {

    private final int width;
    private final int height;
    private final byte[] pixels;
    private final byte[] sourceRle;

    /** An image of {@code width} &times; {@code height} indices, top-down; the array is copied. */
    public IndexedImage(int width, int height, byte[] pixels) {
        this(width, height, pixels, null);
    }

    private IndexedImage(int width, int height, byte[] pixels, byte[] sourceRle) {
        if (width < 0 || height < 0) {
            throw new IllegalArgumentException("negative size " + width + "x" + height);
        }
        if ((long) width * height != pixels.length) {
            throw new IllegalArgumentException(
                    width + "x" + height + " needs " + (long) width * height + " pixels, got " + pixels.length);
        }
        this.width = width;
        this.height = height;
        this.pixels = pixels.clone();
        this.sourceRle = sourceRle == null ? null : sourceRle.clone();
    }

    /**
     * An image decoded from {@code rle}. The caller guarantees that {@code rle} decodes to exactly
     * {@code pixels}; writers then reuse it unchanged.
     */
    public static IndexedImage decodedFrom(int width, int height, byte[] pixels, byte[] rle) {
        return new IndexedImage(width, height, pixels, Objects.requireNonNull(rle, "rle"));
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The palette index at (x, y), 0..255. */
    public int index(int x, int y) {
        if (x < 0 || y < 0 || x >= width || y >= height) {
            throw new IndexOutOfBoundsException("(" + x + "," + y + ") outside " + width + "x" + height);
        }
        return pixels[y * width + x] & 0xFF;
    }

    /** All indices, top-down (a copy). */
    public byte[] pixels() {
        return pixels.clone();
    }

    /**
     * This image with every palette index {@code i} replaced by {@code mapping[i]} (256 entries), as a new image
     * without source bytes; this very image when the mapping changes none of its pixels.
     */
    public IndexedImage remapped(int[] mapping) {
        byte[] out = pixels.clone();
        boolean changed = false;
        for (int i = 0; i < out.length; i++) {
            int to = mapping[out[i] & 0xFF];
            if (to != (out[i] & 0xFF)) {
                out[i] = (byte) to;
                changed = true;
            }
        }
        return changed ? new IndexedImage(width, height, out) : this;
    }

    /** True when the image was read from run-length encoded bytes that writers can reuse. */
    public boolean hasSourceRle() {
        return sourceRle != null;
    }

    /** The run-length encoded bytes this image was read from (a copy), or null. */
    public byte[] sourceRle() {
        return sourceRle == null ? null : sourceRle.clone();
    }

    /** Length of {@link #sourceRle()} without copying it, or -1. */
    public int sourceRleLength() {
        return sourceRle == null ? -1 : sourceRle.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IndexedImage i && width == i.width && height == i.height
                && Arrays.equals(pixels, i.pixels);
    }

    @Override
    public int hashCode() {
        return (width * 31 + height) * 31 + Arrays.hashCode(pixels);
    }

    @Override
    public String toString() {
        return "IndexedImage[" + width + "x" + height + "]";
    }
}
