package dev.marionette.io.acs;

/**
 * The reference the fast code is checked against: for a position, every earlier offset is tried (acs.md
 * 3.3 literally), keeping per tier the longest match and the nearest offset among the longest.
 */
final class BruteForceMatches {

    final int[] length = new int[4];
    final int[] distance = new int[4];

    void find(byte[] in, int n, int pos) {
        java.util.Arrays.fill(length, 0);
        int maxLen = Math.min(AgentCodes.MAX_MATCH, n - pos);
        for (int d = 1; d <= Math.min(pos, AgentCodes.MAX_DISTANCE); d++) {
            int len = java.util.Arrays.mismatch(in, pos - d, pos - d + maxLen, in, pos, pos + maxLen);
            len = len < 0 ? maxLen : len;
            int t = AgentCodes.tier(d);
            if (len >= AgentCodes.MIN_LENGTH[t] && len > length[t]) {
                length[t] = len;
                distance[t] = d;
            }
        }
    }

    /** Drops tiers whose best is no longer than a nearer tier's, as the fast finder does. */
    void dropDominated() {
        int covered = 0;
        for (int t = 0; t < 4; t++) {
            if (length[t] <= covered) {
                length[t] = 0;
                distance[t] = 0;
            } else {
                covered = length[t];
            }
        }
    }

    /** Microsoft's rule applied to every offset, as acs.md 3.3 writes it: the whole block. */
    static byte[] encodeMicrosoft(byte[] in) {
        int n = in.length;
        AgentBitWriter out = new AgentBitWriter(16);
        int pos = 0;
        while (pos < n) {
            int maxLen = Math.min(AgentCodes.MAX_MATCH, n - pos);
            int bestLen = 0;
            int bestDist = 0;
            int bestScore = Integer.MIN_VALUE;
            for (int d = 1; d <= Math.min(pos, AgentCodes.MAX_DISTANCE); d++) {
                int len = 0;
                while (len < maxLen && in[pos - d + len] == in[pos + len]) {
                    len++;
                }
                if (len < 2 || d >= 4673 && len < 3) {
                    continue;
                }
                int score = 2 * len - (d >= 577 && d <= 4672 ? 1 : 0) - (d >= 4673 ? 2 : 0);
                if (score > bestScore) {
                    bestScore = score;
                    bestLen = len;
                    bestDist = d;
                }
            }
            if (bestLen == 0) {
                out.literal(in[pos]);
                pos++;
            } else {
                out.match(bestDist, bestLen);
                pos += bestLen;
            }
        }
        return out.finish();
    }
}
