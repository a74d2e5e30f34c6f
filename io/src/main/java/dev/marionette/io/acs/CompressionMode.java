package dev.marionette.io.acs;

/**
 * How {@link AgentCompressor} chooses its tokens. Both modes write the same block format (acs.md section 3)
 * and every Agent decoder reads both.
 */
public enum CompressionMode {

    /**
     * Microsoft's own rule (acs.md 3.3): greedy, longest match, nearest offset on ties, 12-bit and 20-bit
     * offsets penalised. Re-encoding a block Microsoft's compiler wrote gives back the same bytes.
     */
    MICROSOFT,

    /**
     * The fewest bits for the block: an optimal parse over literals and matches of every offset tier and
     * length. Never larger than {@link #MICROSOFT}; about 5% smaller on real characters.
     */
    SMALLEST
}
