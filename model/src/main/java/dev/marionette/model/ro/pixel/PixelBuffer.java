package dev.marionette.model.ro.pixel;

import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.RgbaImage;
import java.util.Arrays;

/**
 * The mutable working copy of one sprite-sheet image while it is edited: one int per pixel, row by row,
 * holding a palette index (0..255) for an indexed image or a non-premultiplied {@code 0xAARRGGBB} for an RGBA
 * image. {@link #TRANSPARENT} (0) is transparent in both: index 0, or alpha 0. Writes outside the image are
 * ignored, so tools may draw shapes that run over the edge.
 */
public final class PixelBuffer {

    /** The value of a transparent pixel: index 0 of an indexed image, {@code 0x00000000} of an RGBA one. */
    public static final int TRANSPARENT = 0;

    private final int width;
    private final int height;
    private final boolean indexed;
    private final int[] pixels;

    /** A transparent buffer of the given size and kind. */
    public PixelBuffer(int width, int height, boolean indexed) {
        if (width < 0 || height < 0) {
            throw new IllegalArgumentException("negative size " + width + "x" + height);
        }
        this.width = width;
        this.height = height;
        this.indexed = indexed;
        this.pixels = new int[Math.multiplyExact(width, height)];
    }

    /** The pixels of an {@link IndexedImage} or an {@link RgbaImage}. */
    public static PixelBuffer of(Object image) {
        if (image instanceof IndexedImage i) {
            PixelBuffer b = new PixelBuffer(i.width(), i.height(), true);
            byte[] p = i.pixels();
            for (int k = 0; k < p.length; k++) {
                b.pixels[k] = p[k] & 0xFF;
            }
            return b;
        }
        if (image instanceof RgbaImage r) {
            PixelBuffer b = new PixelBuffer(r.width(), r.height(), false);
            System.arraycopy(r.pixels(), 0, b.pixels, 0, b.pixels.length);
            return b;
        }
        throw new IllegalArgumentException("not a sprite image: " + image);
    }

    /** The buffer as an image of its kind (a new {@link IndexedImage} or {@link RgbaImage}). */
    public Object toImage() {
        if (!indexed) {
            return new RgbaImage(width, height, pixels);
        }
        byte[] b = new byte[pixels.length];
        for (int k = 0; k < b.length; k++) {
            b[k] = (byte) pixels[k];
        }
        return new IndexedImage(width, height, b);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** True for palette indices, false for ARGB. */
    public boolean indexed() {
        return indexed;
    }

    /** True when (x, y) is a pixel of the image. */
    public boolean contains(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    /** The value at (x, y). */
    public int get(int x, int y) {
        if (!contains(x, y)) {
            throw new IndexOutOfBoundsException("(" + x + "," + y + ") outside " + width + "x" + height);
        }
        return pixels[y * width + x];
    }

    /** Sets (x, y) to {@code value}; a point outside the image is ignored. */
    public void set(int x, int y, int value) {
        if (contains(x, y)) {
            pixels[y * width + x] = indexed ? value & 0xFF : value;
        }
    }

    /** Every pixel set to {@code value}. */
    public void fill(int value) {
        Arrays.fill(pixels, indexed ? value & 0xFF : value);
    }

    /** A copy with its own pixels. */
    public PixelBuffer copy() {
        PixelBuffer c = new PixelBuffer(width, height, indexed);
        System.arraycopy(pixels, 0, c.pixels, 0, pixels.length);
        return c;
    }

    /** Takes the size-equal {@code other}'s pixels. */
    public void copyFrom(PixelBuffer other) {
        if (other.width != width || other.height != height || other.indexed != indexed) {
            throw new IllegalArgumentException(other + " does not fit " + this);
        }
        System.arraycopy(other.pixels, 0, pixels, 0, pixels.length);
    }

    /** The live pixel array, row by row (for painting and benchmarks; do not keep it). */
    public int[] raw() {
        return pixels;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PixelBuffer b && width == b.width && height == b.height && indexed == b.indexed
                && Arrays.equals(pixels, b.pixels);
    }

    @Override
    public int hashCode() {
        return (width * 31 + height) * 31 + Arrays.hashCode(pixels);
    }

    @Override
    public String toString() {
        return "PixelBuffer[" + width + "x" + height + (indexed ? ", indexed]" : ", ARGB]");
    }
}
