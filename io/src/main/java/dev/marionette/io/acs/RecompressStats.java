package dev.marionette.io.acs;

/**
 * What a recompression did: how many compressed blocks it re-encoded, their decoded size, and their total size
 * before and after.
 */
public final class RecompressStats {

    private int blocks;
    private long raw;
    private long before;
    private long after;

    void add(long rawBytes, long beforeBytes, long afterBytes) {
        blocks++;
        raw += rawBytes;
        before += beforeBytes;
        after += afterBytes;
    }

    public int blocks() {
        return blocks;
    }

    /** Decoded bytes of the blocks. */
    public long raw() {
        return raw;
    }

    /** Compressed bytes of the blocks as they were stored. */
    public long before() {
        return before;
    }

    /** Compressed bytes of the blocks as re-encoded. */
    public long after() {
        return after;
    }

    /** {@code blocks=N raw=R before=B after=A}, the line the command line prints. */
    @Override
    public String toString() {
        return "blocks=" + blocks + " raw=" + raw + " before=" + before + " after=" + after;
    }
}
