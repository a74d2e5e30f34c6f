package dev.marionette.io.acs;

import static dev.marionette.io.acs.AgentCodes.MAX_DISTANCE;
import static dev.marionette.io.acs.AgentCodes.MAX_MATCH;

import java.util.Arrays;

/**
 * Per-tier longest matches for every position in turn, as {@link OptimalParser} needs them. Positions
 * inside a run of one byte are answered without a chain walk each: at pos with r bytes b left before X
 * (the run ends at e = pos + r), offset 1 gives min(r, max) bytes, and an earlier pair "b X" at q with at
 * least r bytes b ending at q gives r + (common prefix of in[q+1..] and in[e..]) at offset e - 1 - q. Offset
 * and prefix depend only on q and the run, not on pos, so each run's candidates are gathered once, sorted
 * by how many b precede them, and admitted as r shrinks (positions are asked in increasing order; asking
 * out of order just gathers again). Other positions ask {@link AgentMatchFinder}.
 */
final class RunExtensions {

    private final AgentMatchFinder finder;
    private final byte[] in;
    private final int n;
    /** End of the run whose candidates are gathered, or -1. */
    private int runEnd = -1;
    /** The smallest r asked for in that run: candidates with at least this many b before them are admitted. */
    private int admittedDownTo;
    /** Candidates as (bytes b before q) &lt;&lt; 32 | q, ascending; admitted from the top. */
    private long[] candidates = new long[64];
    private int next;
    /** Per tier, the longest common prefix after "b X" among admitted candidates. */
    private final int[] prefix = new int[4];

    RunExtensions(AgentMatchFinder finder, byte[] in) {
        this.finder = finder;
        this.in = in;
        this.n = finder.n;
    }

    /** Fills per tier the longest match at pos (0 = none), as {@link AgentMatchFinder#find} would. */
    void lengths(int pos, int[] out) {
        int maxLen = Math.min(MAX_MATCH, n - pos);
        byte b = in[pos];
        if (maxLen < 2 || pos == 0 || in[pos - 1] != b || in[pos + 1] != b) {
            finder.find(pos);
            System.arraycopy(finder.length, 0, out, 0, 4);
            return;
        }
        int r = finder.run[pos];
        out[0] = Math.min(r, maxLen);
        out[1] = 0;
        out[2] = 0;
        out[3] = 0;
        if (r >= maxLen) {
            return;
        }
        int e = pos + r;
        if (e != runEnd || r > admittedDownTo) {
            gather(e);                            // a new run, or one asked about out of order
        }
        admittedDownTo = r;
        while (next >= 0 && (int) (candidates[next] >>> 32) >= r) {
            admit((int) candidates[next], e);
            next--;
        }
        for (int t = 0; t < 4; t++) {
            if (prefix[t] > 0) {
                out[t] = Math.max(out[t], Math.min(r + prefix[t], MAX_MATCH));
            }
        }
    }

    private void gather(int e) {
        runEnd = e;
        Arrays.fill(prefix, 0);
        int count = 0;
        for (int q = finder.prev[e - 1]; q >= 0 && e - 1 - q <= MAX_DISTANCE; q = finder.prev[q]) {
            int before = finder.back[q];
            if (before >= 2) {
                if (count == candidates.length) {
                    candidates = Arrays.copyOf(candidates, count * 2);
                }
                candidates[count++] = (long) before << 32 | q;
            }
        }
        Arrays.sort(candidates, 0, count);
        next = count - 1;
    }

    private void admit(int q, int e) {
        int t = AgentCodes.tier(e - 1 - q);
        int have = prefix[t];
        if (e + have >= n || in[q + 1 + have] != in[e + have]) {
            return;                               // cannot beat this tier's best
        }
        int len = finder.extend(q + 1, e, 1, Math.min(MAX_MATCH, n - e));
        if (len > have) {
            prefix[t] = len;
        }
    }
}
