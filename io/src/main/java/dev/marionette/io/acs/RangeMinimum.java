package dev.marionette.io.acs;

import java.util.Arrays;

/**
 * "Lower every value in positions a..b to at most v" and "take the final value of position p", for a
 * forward shortest-path sweep where updates start after the position being taken and reach at most 4097
 * positions ahead. A range is split into two overlapping power-of-two blocks (as in a sparse table); taking a
 * position first pushes the blocks that start there down to their halves. Storage is a ring of 8192
 * positions per block size, reused across calls on the same thread.
 */
final class RangeMinimum {

    private static final int LEVELS = 13;           // block sizes 1 .. 4096
    private static final int RING_BITS = 13;
    private static final int RING = 1 << RING_BITS; // more than the 4097 positions an offer reaches ahead
    private static final int MASK = RING - 1;
    private static final long NONE = Long.MAX_VALUE;
    private static final ThreadLocal<RangeMinimum> CACHE = new ThreadLocal<>();

    /** Block of size 2^m starting at ring slot s: block[m &lt;&lt; RING_BITS | s]. */
    private final long[] block = new long[LEVELS << RING_BITS];
    /** Bit m set: block[m][slot] holds a value. */
    private final int[] used = new int[RING];

    private RangeMinimum() {
        Arrays.fill(block, NONE);
    }

    /** A clean instance for this thread; give it back with {@link #release}. */
    static RangeMinimum acquire() {
        RangeMinimum r = CACHE.get();
        if (r == null) {
            return new RangeMinimum();
        }
        CACHE.remove();
        return r;
    }

    /** Returns it for reuse; every position offered to must have been taken, which leaves it clean. */
    void release() {
        CACHE.set(this);
    }

    /** Lowers positions a..b (1 &lt;= b - a + 1 &lt;= 4096) to at most v. */
    void offer(int a, int b, long v) {
        int m = 31 - Integer.numberOfLeadingZeros(b - a + 1);
        lower(m, a, v);
        int second = b - (1 << m) + 1;
        if (second != a) {                          // a whole length bucket is one block
            lower(m, second, v);
        }
    }

    private void lower(int m, int p, long v) {
        int s = p & MASK;
        int at = m << RING_BITS | s;
        if (v < block[at]) {
            block[at] = v;
            used[s] |= 1 << m;
        }
    }

    /** The final value of p (all offers covering p are done), clearing its slot; NONE if never reached. */
    long take(int p) {
        int s = p & MASK;
        int mask = used[s];
        for (int m = 31 - Integer.numberOfLeadingZeros(mask); m >= 1; m--) {
            if ((mask & 1 << m) != 0) {
                int at = m << RING_BITS | s;
                long v = block[at];
                block[at] = NONE;
                int below = at - RING;                // same slot, half the size
                if (v < block[below]) {
                    block[below] = v;
                    mask |= 1 << (m - 1);
                }
                lower(m - 1, p + (1 << (m - 1)), v);
            }
        }
        long v = block[s];
        block[s] = NONE;
        used[s] = 0;
        return v;
    }
}
