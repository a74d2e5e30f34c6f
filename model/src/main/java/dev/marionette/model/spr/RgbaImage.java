package dev.marionette.model.spr;

import java.util.Arrays;

/**
 * A true-colour image with alpha. Immutable.
 *
 * <p>In memory every pixel is a non-premultiplied {@code 0xAARRGGBB} int, rows top-down
 * ({@code argb[y * width + x]}), the layout Java imaging uses. The file stores bytes A, B, G, R with rows
 * bottom-up; readers and writers convert at the boundary.
 */
public final class RgbaImage {

    private final int width;
    private final int height;
    private final int[] argb;

    /** An image of {@code width} &times; {@code height} ARGB pixels, top-down; the array is copied. */
    public RgbaImage(int width, int height, int[] argb) {
        this(width, height, argb, true);
    }

    /**
     * An image of the array itself, not a copy: for a reader that has just made the pixels and keeps no reference
     * to them, so that a large picture is not held twice while it is read.
     */
    public static RgbaImage adopting(int width, int height, int[] argb) {
        return new RgbaImage(width, height, argb, false);
    }

    private RgbaImage(int width, int height, int[] argb, boolean copy) {
        if (width < 0 || height < 0) {
            throw new IllegalArgumentException("negative size " + width + "x" + height);
        }
        if ((long) width * height != argb.length) {
            throw new IllegalArgumentException(
                    width + "x" + height + " needs " + (long) width * height + " pixels, got " + argb.length);
        }
        this.width = width;
        this.height = height;
        this.argb = copy ? argb.clone() : argb;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The pixel at (x, y) as {@code 0xAARRGGBB}. */
    public int argb(int x, int y) {
        if (x < 0 || y < 0 || x >= width || y >= height) {
            throw new IndexOutOfBoundsException("(" + x + "," + y + ") outside " + width + "x" + height);
        }
        return argb[y * width + x];
    }

    /** All pixels, top-down (a copy). */
    public int[] pixels() {
        return argb.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RgbaImage i && width == i.width && height == i.height && Arrays.equals(argb, i.argb);
    }

    @Override
    public int hashCode() {
        return (width * 31 + height) * 31 + Arrays.hashCode(argb);
    }

    @Override
    public String toString() {
        return "RgbaImage[" + width + "x" + height + "]";
    }
}
