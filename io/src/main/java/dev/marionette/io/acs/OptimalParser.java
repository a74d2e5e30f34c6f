package dev.marionette.io.acs;

import static dev.marionette.io.acs.AgentCodes.LITERAL_BITS;
import static dev.marionette.io.acs.AgentCodes.MIN_LENGTH;

/**
 * The fewest-bits encoding of a block: a shortest path over positions 0..n where a literal costs 9 bits and
 * a match of length l in tier t costs 1 + prefix + offset field + (2k + 1) bits (acs.md 3.2). At each
 * position the match finder gives, per tier, the longest match; every shorter length (at least the tier's
 * minimum) is available at the same offset, and a length is always cheapest in the nearest tier that has
 * it. Within one length-code bucket k the cost is constant, so a position relaxes whole ranges of targets at
 * once ({@link RangeMinimum}); the parse is exactly optimal, not an approximation.
 *
 * <p>Values are packed as {@code cost << 32 | source << 2 | tier}: the minimum is the cheapest, and on equal
 * cost the earliest source, i.e. the longest last token.
 */
final class OptimalParser {

    private static final int MAX_INPUT = 1 << 27;   // keeps cost (9 bits a byte) and source in 64 bits

    private OptimalParser() {
    }

    /** True when the parser accepts an input of {@code n} bytes (up to 128 MB). */
    static boolean accepts(int n) {
        return n < MAX_INPUT;
    }

    /** Encodes with the fewest bits; {@code finder} indexes {@code in}. */
    static byte[] encode(AgentMatchFinder finder, byte[] in) {
        int n = finder.size();
        if (!accepts(n)) {
            throw new IllegalArgumentException("input of " + n + " bytes is too large for the optimal parse");
        }
        long[] reached = new long[n + 1];
        RangeMinimum ranges = RangeMinimum.acquire();
        RunExtensions runs = new RunExtensions(finder, in);
        int[] length = new int[4];
        int[] reach = new int[4];                   // per tier t: the longest length of tiers 0..t here
        int[] reachBefore = new int[4];             // the same at the previous position
        long costBefore = Long.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            long here = i == 0 ? 0 : ranges.take(i);
            reached[i] = here;
            long cost = here >>> 32;
            ranges.offer(i + 1, i + 1, (cost + LITERAL_BITS) << 32 | (long) i << 2);
            runs.lengths(i, length);
            // Shadowing: when position i-1 was reached as cheaply as i and reaches length l + 1 in tier t or
            // a nearer one, it gets to i + l for at most what i would pay (the same length code, or a cheaper
            // tier), and it wins ties as the earlier source. Only a bucket's top length l, whose l + 1
            // needs a longer length code, and lengths beyond i-1's reach still have to be offered from i.
            boolean shadowed = cost >= costBefore;
            int covered = 1;                        // lengths up to this are cheaper in a nearer tier
            for (int t = 0; t < 4; t++) {
                int hi = length[t];
                if (hi <= covered) {
                    reach[t] = covered;
                    continue;
                }
                int lo = Math.max(covered + 1, MIN_LENGTH[t]);
                covered = hi;
                reach[t] = hi;
                int shadow = shadowed ? Math.min(hi, reachBefore[t] - 1) : 0;
                int base = t == 3 ? 3 : 2;
                for (int k = AgentCodes.lengthBits(lo, t); k <= AgentCodes.lengthBits(hi, t); k++) {
                    int top = base + (2 << k) - 2;
                    int from = Math.max(lo, base + (1 << k) - 1);
                    int to = Math.min(hi, top);
                    long value = (cost + AgentCodes.matchBits(from, t)) << 32 | (long) i << 2 | t;
                    if (to > shadow) {
                        ranges.offer(i + Math.max(from, shadow + 1), i + to, value);
                    } else if (to == top) {
                        ranges.offer(i + top, i + top, value);
                    }
                }
            }
            costBefore = cost;
            int[] swap = reachBefore;
            reachBefore = reach;
            reach = swap;
        }
        reached[n] = n == 0 ? 0 : ranges.take(n);
        ranges.release();
        return write(finder, in, reached, (int) ((reached[n] >>> 32) / 8 + 8));
    }

    /** Follows the sources back from n, then writes the tokens forward. */
    private static byte[] write(AgentMatchFinder finder, byte[] in, long[] reached, int sizeGuess) {
        int n = reached.length - 1;
        int tokens = 0;
        for (int j = n; j > 0; j = (int) (reached[j] >>> 2 & 0x3FFF_FFFF)) {
            tokens++;
        }
        int[] starts = new int[tokens + 1];
        int at = tokens;
        starts[at] = n;
        for (int j = n; j > 0; ) {
            j = (int) (reached[j] >>> 2 & 0x3FFF_FFFF);
            starts[--at] = j;
        }
        AgentBitWriter out = new AgentBitWriter(sizeGuess);
        for (int k = 0; k < tokens; k++) {
            int i = starts[k];
            int len = starts[k + 1] - i;
            if (len == 1) {
                out.literal(in[i]);
                continue;
            }
            int tier = (int) (reached[starts[k + 1]] & 3);
            finder.find(i);
            if (finder.length[tier] < len) {
                throw new IllegalStateException("optimal parse lost its match at " + i + " (tier " + tier
                        + ", length " + len + ")");
            }
            out.match(finder.distance[tier], len);
        }
        return out.finish();
    }
}
