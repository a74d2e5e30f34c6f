package dev.marionette.model.acs;

import java.util.Arrays;

/**
 * The opaque area of an image as Windows region rectangles (RGNDATA with {@code RDH_RECTANGLES}, acs.md 4.5).
 * Coordinates are top-down with exclusive right and bottom. Immutable.
 *
 * <p>Microsoft's compiler derives the region from the pixels, and {@link #fromPixels} does the same: for each
 * scanline, top to bottom, the runs {@code [x1, x2)} of pixels that are not the transparent index; consecutive
 * rows with identical runs are merged into one band {@code [y1, y2)}; the bound is the bounding box of all
 * rectangles, (0,0,0,0) when there are none. {@link #rgnSize()} is the header's {@code nRgnSize}, which older
 * files set to other values than {@code 16 * count}; it is kept as read and compared by {@link #equals}.
 */
public final class AgentRegion {

    /** No rectangles, bound (0,0,0,0), nRgnSize 0. */
    public static final AgentRegion EMPTY = new AgentRegion(new int[0], new int[4], 0);

    private final int[] rects;
    private final int[] bound;
    private final long rgnSize;

    private AgentRegion(int[] rects, int[] bound, long rgnSize) {
        this.rects = rects;
        this.bound = bound;
        this.rgnSize = rgnSize;
    }

    /**
     * A region as stored.
     *
     * @param rects   {@code left, top, right, bottom} per rectangle, flattened
     * @param bound   {@code left, top, right, bottom} of rcBound
     * @param rgnSize the header's nRgnSize
     */
    public static AgentRegion of(int[] rects, int[] bound, long rgnSize) {
        if (rects.length % 4 != 0 || bound.length != 4) {
            throw new IllegalArgumentException("rectangles come in fours");
        }
        return new AgentRegion(rects.clone(), bound.clone(), rgnSize);
    }

    /**
     * The region Microsoft's compiler would store for these pixels.
     *
     * @param pixels bottom-up rows of {@link AgentImage#stride(int)} bytes
     */
    public static AgentRegion fromPixels(int width, int height, byte[] pixels, int transparentIndex) {
        int stride = AgentImage.stride(width);
        if (pixels.length < (long) stride * height) {
            throw new IllegalArgumentException(pixels.length + " bytes for a " + width + "x" + height + " image");
        }
        // Most images have a few runs a row: room for two a row avoids growing the array row after row.
        int[] out = new int[Math.max(64, 8 * height)];
        int n = 0;
        int[] band = new int[width + 1];
        int bandRuns = 0;
        int bandTop = 0;
        int[] row = new int[width + 1];
        byte t = (byte) transparentIndex;
        for (int y = 0; y <= height; y++) {
            int runs = 0;
            if (y < height) {
                int base = (height - 1 - y) * stride;
                int x = 0;
                while (x < width) {
                    x = firstOther(pixels, base + x, base + width, t) - base;
                    if (x == width) {
                        break;
                    }
                    int start = x;
                    x = firstEqual(pixels, base + x, base + width, t) - base;
                    row[runs++] = start;
                    row[runs++] = x;
                }
            }
            boolean same = y < height && y > 0 && runs == bandRuns && Arrays.equals(row, 0, runs, band, 0, runs);
            if (!same) {
                if (y > 0) {
                    for (int i = 0; i < bandRuns; i += 2) {
                        if (n + 4 > out.length) {
                            out = Arrays.copyOf(out, out.length * 2);
                        }
                        out[n++] = band[i];
                        out[n++] = bandTop;
                        out[n++] = band[i + 1];
                        out[n++] = y;
                    }
                }
                int[] swap = band;
                band = row;
                row = swap;
                bandRuns = runs;
                bandTop = y;
            }
        }
        int[] rects = Arrays.copyOf(out, n);
        return new AgentRegion(rects, boundOf(rects), 4L * n);
    }

    private static final java.lang.invoke.VarHandle LONGS = java.lang.invoke.MethodHandles.byteArrayViewVarHandle(
            long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101_0101_0101_0101L;
    private static final long HIGHS = 0x8080_8080_8080_8080L;

    /**
     * The index of the first byte in {@code [from, to)} that is not {@code t} (or {@code to}), eight bytes at a
     * time: most of an Agent frame is the transparent index, so runs of it are long.
     */
    static int firstOther(byte[] a, int from, int to, byte t) {
        long pattern = (t & 0xFFL) * ONES;
        int i = from;
        while (i + 8 <= to) {
            long diff = (long) LONGS.get(a, i) ^ pattern;
            if (diff != 0) {
                return i + (Long.numberOfTrailingZeros(diff) >>> 3);
            }
            i += 8;
        }
        while (i < to && a[i] == t) {
            i++;
        }
        return i;
    }

    /** The index of the first byte in {@code [from, to)} that is {@code t} (or {@code to}), eight at a time. */
    static int firstEqual(byte[] a, int from, int to, byte t) {
        long pattern = (t & 0xFFL) * ONES;
        int i = from;
        while (i + 8 <= to) {
            long x = (long) LONGS.get(a, i) ^ pattern;
            // a zero byte of x is a byte equal to t; the lowest one is found exactly by this test
            long zeros = (x - ONES) & ~x & HIGHS;
            if (zeros != 0) {
                return i + (Long.numberOfTrailingZeros(zeros) >>> 3);
            }
            i += 8;
        }
        while (i < to && a[i] != t) {
            i++;
        }
        return i;
    }

    private static int[] boundOf(int[] rects) {
        if (rects.length == 0) {
            return new int[4];
        }
        int l = Integer.MAX_VALUE;
        int t = Integer.MAX_VALUE;
        int r = Integer.MIN_VALUE;
        int b = Integer.MIN_VALUE;
        for (int i = 0; i < rects.length; i += 4) {
            l = Math.min(l, rects[i]);
            t = Math.min(t, rects[i + 1]);
            r = Math.max(r, rects[i + 2]);
            b = Math.max(b, rects[i + 3]);
        }
        return new int[] {l, t, r, b};
    }

    /** Number of rectangles. */
    public int count() {
        return rects.length / 4;
    }

    /** All rectangles, {@code left, top, right, bottom} each, flattened (a copy). */
    public int[] rects() {
        return rects.clone();
    }

    /** rcBound: {@code left, top, right, bottom} (a copy). */
    public int[] bound() {
        return bound.clone();
    }

    /** The header's nRgnSize as stored (16 x count when generated). */
    public long rgnSize() {
        return rgnSize;
    }

    /** Whether the point lies in one of the rectangles. */
    public boolean contains(int x, int y) {
        for (int i = 0; i < rects.length; i += 4) {
            if (x >= rects[i] && y >= rects[i + 1] && x < rects[i + 2] && y < rects[i + 3]) {
                return true;
            }
        }
        return false;
    }

    /** Same rectangles and bound; nRgnSize may differ. */
    public boolean sameArea(AgentRegion o) {
        return Arrays.equals(rects, o.rects) && Arrays.equals(bound, o.bound);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AgentRegion r && sameArea(r) && rgnSize == r.rgnSize;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(rects) * 31 + Arrays.hashCode(bound) + Long.hashCode(rgnSize);
    }

    @Override
    public String toString() {
        return "AgentRegion[" + count() + " rects, bound " + Arrays.toString(bound) + ", nRgnSize " + rgnSize + "]";
    }
}
