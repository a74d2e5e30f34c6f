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
        for (int i = 0; i < n; i++) {
            long here = i == 0 ? 0 : ranges.take(i);
            reached[i] = here;
            long cost = here >>> 32;
            ranges.offer(i + 1, i + 1, (cost + LITERAL_BITS) << 32 | (long) i << 2);
            runs.lengths(i, length);
            int covered = 1;                        // lengths up to this are cheaper in a nearer tier
            for (int t = 0; t < 4; t++) {
                int hi = length[t];
                if (hi <= covered) {
                    continue;
                }
                int lo = Math.max(covered + 1, MIN_LENGTH[t]);
                covered = hi;
                int base = t == 3 ? 3 : 2;
                for (int k = AgentCodes.lengthBits(lo, t); k <= AgentCodes.lengthBits(hi, t); k++) {
                    int from = Math.max(lo, base + (1 << k) - 1);
                    int to = Math.min(hi, base + (2 << k) - 2);
                    long bits = cost + AgentCodes.matchBits(from, t);
                    ranges.offer(i + from, i + to, bits << 32 | (long) i << 2 | t);
                }
            }
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
