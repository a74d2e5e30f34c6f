package dev.marionette.io.acs;

import static dev.marionette.io.acs.AgentCodes.MAX_DISTANCE;
import static dev.marionette.io.acs.AgentCodes.MAX_MATCH;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Exact match search over a whole block: for a position it finds, per offset tier (acs.md 3.2), the longest
 * match whose offset lies in that tier and, among those, the nearest offset. Candidates a nearer tier
 * already beats in length are dropped, since no encoder would pick them: a match in a nearer tier is both
 * cheaper in bits and preferred by Microsoft's rule.
 *
 * <p>Every candidate of a match of length 2 or more starts with the same two bytes as the position, so:
 * <ul>
 * <li>two different bytes {@code b c}: walk the chain of earlier positions with the same two bytes,
 * nearest first, skipping in O(1) those that cannot be longer than the best so far;</li>
 * <li>a run of {@code r} bytes {@code b} followed by {@code X}: an earlier candidate inside a run of
 * {@code b} matches the run for min(its run, r) bytes and can only go further when its run is exactly
 * {@code r} bytes long and is followed by {@code X}. Lengths up to {@code r} come from the nearest earlier
 * runs of {@code b} (walked through "previous longer run" links) or from offset 1 inside the run; longer
 * ones from the chain of earlier {@code b X} pairs preceded by at least {@code r} bytes {@code b}.</li>
 * </ul>
 * Both walks visit candidates nearest first and stop once the longest possible match is found, so the
 * result equals a brute-force scan of every offset (the tests compare the two).
 */
final class AgentMatchFinder {

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);

    private final byte[] in;
    final int n;
    /** run[i]: how many bytes equal to in[i] start at i. */
    final int[] run;
    /** back[i]: how many bytes equal to in[i] end at i. */
    final int[] back;
    /** prev[i]: the nearest j &lt; i with in[j..j+1] == in[i..i+1], or -1. */
    final int[] prev;
    /** At the start s of a maximal run (length &gt;= 2): start of the previous such run of the same byte. */
    private final int[] prevRun;
    /** At the start s of a maximal run: start of the nearest earlier run of the same byte that is longer. */
    private final int[] longerRun;

    /** Result of {@link #find}: per tier the best length (0 = none) and its offset. */
    final int[] length = new int[4];
    final int[] distance = new int[4];

    /** Indexes {@code in[0, n)}. */
    AgentMatchFinder(byte[] in, int n) {
        this.in = in;
        this.n = n;
        run = new int[n];
        back = new int[n];
        prev = new int[n];
        prevRun = new int[n];
        longerRun = new int[n];
        for (int i = n - 1; i >= 0; i--) {
            run[i] = i + 1 < n && in[i + 1] == in[i] ? run[i + 1] + 1 : 1;
        }
        PairHeads heads = PairHeads.acquire(n);
        int[] last = heads.table;
        int epoch = heads.epoch;                    // entries below epoch are from earlier inputs
        int[] lastRun = new int[256];
        Arrays.fill(lastRun, -1);
        for (int i = 0; i < n; i++) {
            int b = in[i] & 0xFF;
            boolean continues = i > 0 && in[i - 1] == in[i];
            back[i] = continues ? back[i - 1] + 1 : 1;
            if (i + 1 < n) {
                int key = b << 8 | (in[i + 1] & 0xFF);
                int seen = last[key] - epoch;
                prev[i] = seen >= 0 ? seen : -1;
                last[key] = epoch + i;
            } else {
                prev[i] = -1;
            }
            if (!continues && run[i] >= 2) {
                // The "previous longer run" links of one byte form a stack of ever longer runs.
                int longer = lastRun[b];
                while (longer >= 0 && run[longer] <= run[i]) {
                    longer = longerRun[longer];
                }
                longerRun[i] = longer;
                prevRun[i] = lastRun[b];
                lastRun[b] = i;
            }
        }
        heads.release();
    }

    /**
     * The "latest position of each byte pair" table, kept per thread so it need not be cleared for every
     * block: each input stores positions offset by its own epoch, and values below the epoch are stale.
     */
    private static final class PairHeads {
        private static final ThreadLocal<PairHeads> CACHE = new ThreadLocal<>();
        final int[] table = new int[1 << 16];
        int epoch;
        private int nextEpoch;

        static PairHeads acquire(int n) {
            PairHeads h = CACHE.get();
            if (h == null) {
                h = new PairHeads();
            } else {
                CACHE.remove();
            }
            if (h.nextEpoch > Integer.MAX_VALUE - n - 1) {
                Arrays.fill(h.table, 0);             // epochs wrapped: start again from a clean table
                h.nextEpoch = 0;
            }
            h.epoch = h.nextEpoch + 1;               // the table's zeros are below every epoch
            h.nextEpoch = h.epoch + n;
            return h;
        }

        void release() {
            CACHE.set(this);
        }
    }

    /** Fills {@link #length} and {@link #distance} for the matches at {@code pos}. */
    void find(int pos) {
        length[0] = 0;
        length[1] = 0;
        length[2] = 0;
        length[3] = 0;
        int maxLen = Math.min(MAX_MATCH, n - pos);
        if (maxLen < 2) {
            return;
        }
        byte b = in[pos];
        if (in[pos + 1] != b) {
            pairChain(pos, maxLen);
            return;
        }
        int r = run[pos];
        if (pos > 0 && in[pos - 1] == b) {
            offer(1, Math.min(r, maxLen));       // inside a run: offset 1 copies the rest of it
        } else {
            earlierRuns(pos, Math.min(r, maxLen));
        }
        if (r < maxLen) {
            runExtensions(pos, r, maxLen);
        }
    }

    /** Position starts with two different bytes: walk the earlier positions with the same two. */
    private void pairChain(int pos, int maxLen) {
        int best = 1;
        for (int q = prev[pos]; q >= 0; q = prev[q]) {
            int d = pos - q;
            if (d > MAX_DISTANCE) {
                break;
            }
            if (in[q + best] != in[pos + best]) {
                continue;                        // cannot be longer than best
            }
            int len = extend(q, pos, 2, maxLen);
            if (len > best) {
                offer(d, len);
                best = len;
                if (len == maxLen) {
                    break;
                }
            }
        }
    }

    /**
     * Position starts a run of {@code b} (the byte before differs): lengths 2..cap come from earlier runs of
     * {@code b}. A run [s, e) holds a match of length l at offset pos - e + l, so the nearest run at least l
     * long gives the nearest offset for l; the "longer run" links visit exactly those runs.
     */
    private void earlierRuns(int pos, int cap) {
        int have = 1;
        for (int s = prevRun[pos]; s >= 0 && have < cap; s = longerRun[s]) {
            int hi = Math.min(run[s], cap);
            int base = pos - (s + run[s]);
            if (base + have + 1 > MAX_DISTANCE) {
                break;
            }
            for (int t = 0; t < 4; t++) {
                int l = Math.min(hi, AgentCodes.TIER_LIMIT[t] - base);
                if (l > have) {
                    offer(base + l, l);         // the longest length of this run within tier t
                }
            }
            have = hi;
        }
    }

    /**
     * Position has r bytes of b left in its run, then X = in[pos + r]. A candidate matches more than r bytes
     * only if it is exactly r bytes of b followed by X: it ends at an earlier pair "b X" at q that has at
     * least r bytes b ending at q.
     */
    private void runExtensions(int pos, int r, int maxLen) {
        int best = r;
        for (int q = prev[pos + r - 1]; q >= 0; q = prev[q]) {
            int p = q - r + 1;
            int d = pos - p;
            if (d > MAX_DISTANCE) {
                break;
            }
            if (back[q] < r || in[p + best] != in[pos + best]) {
                continue;
            }
            int len = extend(p, pos, r + 1, maxLen);
            if (len > best) {
                offer(d, len);
                best = len;
                if (len == maxLen) {
                    break;
                }
            }
        }
    }

    private void offer(int d, int len) {
        int t = AgentCodes.tier(d);
        if (len < AgentCodes.MIN_LENGTH[t]) {
            return;
        }
        if (len > length[t] || len == length[t] && d < distance[t]) {
            length[t] = len;
            distance[t] = d;
        }
    }

    /** Length of the common prefix of in[p..] and in[pos..] (p &lt; pos), known to be at least i, at most max. */
    int extend(int p, int pos, int i, int max) {
        while (i + 8 <= max) {
            long x = (long) LONGS.get(in, p + i) ^ (long) LONGS.get(in, pos + i);
            if (x != 0) {
                return i + (Long.numberOfTrailingZeros(x) >>> 3);
            }
            i += 8;
        }
        while (i < max && in[p + i] == in[pos + i]) {
            i++;
        }
        return i;
    }

    /** Number of bytes indexed. */
    int size() {
        return n;
    }

    /** Bytes equal to in[pos] starting at pos. */
    int runAt(int pos) {
        return run[pos];
    }
}
