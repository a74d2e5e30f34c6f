package dev.marionette.io.acs;

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
