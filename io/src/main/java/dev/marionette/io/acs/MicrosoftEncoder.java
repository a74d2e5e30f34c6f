package dev.marionette.io.acs;

import java.util.Arrays;

/**
 * Microsoft's compressor rule, reconstructed and verified on every block of the sample characters
 * (acs.md 3.3). Greedy, no lazy matching. At each position, over every earlier offset d (nearest first):
 *
 * <pre>
 *   L = match length (overlap allowed, at most 4096); skip L &lt; 2, and L &lt; 3 when d &gt;= 4673
 *   score = 2L - (577 &lt;= d &lt;= 4672 ? 1 : 0) - (d &gt;= 4673 ? 2 : 0)
 *   keep the candidate with the highest score, the nearest on ties
 * </pre>
 *
 * and emit it, or a literal when there is none. The best candidate of each tier is the longest, nearest
 * one, which {@link AgentMatchFinder} gives directly; comparing the four tiers nearest first with a strict
 * '&gt;' is the same choice.
 */
final class MicrosoftEncoder {

    private static final int[] PENALTY = {0, 0, 1, 2};

    private MicrosoftEncoder() {
    }

    /** Encodes in[0, n) as one complete block. */
    static byte[] encode(byte[] in, int n) {
        return encode(new AgentMatchFinder(in, n), in);
    }

    /** Encodes with an index already built over the input. */
    static byte[] encode(AgentMatchFinder finder, byte[] in) {
        int n = finder.size();
        AgentBitWriter out = new AgentBitWriter(n / 4 + 16);
        int pos = 0;
        while (pos < n) {
            finder.find(pos);
            int tier = choose(finder);
            if (tier < 0) {
                out.literal(in[pos]);
                pos++;
            } else {
                out.match(finder.distance[tier], finder.length[tier]);
                pos += finder.length[tier];
            }
        }
        return out.finish();
    }

    /** Tokens compared by {@link #prefixAgrees} at most. */
    static final int CHECKED_TOKENS = 256;
    /** The stretch of input {@link #prefixAgrees} encodes. */
    static final int PREFIX = 1024;

    /**
     * Whether the compressed block {@code stored[off, off + len)} of {@code in[0, n)} begins as Microsoft's rule
     * would write it: a cheap test of its first tokens (at most {@value #CHECKED_TOKENS}), encoding only the first
     * {@value #PREFIX} bytes of input (a whole block when the input is that short). A token is compared once the
     * prefix decides it: its longest match stops before the prefix ends, so more input could not make it longer.
     * At the first token the prefix does not decide, Microsoft's rule writes a match (one reaches the prefix's
     * end), so the stored block's next token must start as a match does. False means another encoder made the
     * block (a literal-only one, an optimal parse that chose otherwise early); true is not proof for the rest of a
     * long block.
     */
    static boolean prefixAgrees(byte[] in, int n, byte[] stored, int off, int len) {
        int limit = Math.min(n, PREFIX);
        AgentMatchFinder finder = new AgentMatchFinder(in, limit);
        AgentBitWriter out = new AgentBitWriter(limit / 4 + 16);
        int pos = 0;
        int tokens = 0;
        while (pos < limit && tokens < CHECKED_TOKENS) {
            finder.find(pos);
            int longest = 0;
            for (int t = 0; t < 4; t++) {
                longest = Math.max(longest, finder.length[t]);
            }
            if (limit < n && limit - pos <= Math.max(longest, 2) + 1) {
                // Undecided: a match that may grow with more input, or none yet; a match reaching the end means
                // Microsoft's rule writes a match here.
                boolean matchHere = longest >= 2 && longest == limit - pos;
                return out.agreesWith(stored, off, len)
                        && (!matchHere || AgentBitWriter.bitAt(stored, off, len, out.bitsWritten()) == 1);
            }
            int tier = choose(finder);
            if (tier < 0) {
                out.literal(in[pos]);
                pos++;
            } else {
                out.match(finder.distance[tier], finder.length[tier]);
                pos += finder.length[tier];
            }
            tokens++;
        }
        if (pos >= n) {
            byte[] whole = out.finish();
            return Arrays.equals(whole, 0, whole.length, stored, off, off + len);
        }
        return out.agreesWith(stored, off, len);
    }

    /** The tier of Microsoft's pick among the finder's per-tier bests, or -1 for a literal. */
    static int choose(AgentMatchFinder finder) {
        int best = -1;
        int bestScore = Integer.MIN_VALUE;
        for (int t = 0; t < 4; t++) {
            int len = finder.length[t];
            if (len > 0) {
                int score = 2 * len - PENALTY[t];
                if (score > bestScore) {
                    best = t;
                    bestScore = score;
                }
            }
        }
        return best;
    }
}
