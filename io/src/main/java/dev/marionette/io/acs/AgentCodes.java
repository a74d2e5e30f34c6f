package dev.marionette.io.acs;

/**
 * The numbers of the Agent compressed bit format (acs.md 3.2), shared by the encoders.
 *
 * <pre>
 * match : 1 | tier prefix | offset field | length code
 *   tier 0: prefix 0   (1 bit),  6-bit field,  offset = field + 1     (1 .. 64)
 *   tier 1: prefix 10  (2 bits), 9-bit field,  offset = field + 65    (65 .. 576)
 *   tier 2: prefix 110 (3 bits), 12-bit field, offset = field + 577   (577 .. 4672)
 *   tier 3: prefix 111 (3 bits), 20-bit field, offset = field + 4673  (field 0xFFFFF is the end marker)
 * length: e = length - base (base 2, or 3 in tier 3); k = floor(log2(e + 1)) &lt;= 11;
 *         k one-bits, a zero-bit, then e - (2^k - 1) in k bits
 * </pre>
 */
final class AgentCodes {

    /** Longest match either encoder emits: k = 11 gives 2 + 2047 + 2047 (Microsoft never goes past it). */
    static final int MAX_MATCH = 4096;

    /** Largest offset: the 20-bit field 0xFFFFF is the end marker, so 0xFFFFE + 4673 is the last one. */
    static final int MAX_DISTANCE = 0xFFFFE + 4673;

    /** Smallest offset of each tier. */
    static final int[] TIER_BASE = {1, 65, 577, 4673};

    /** Largest offset of each tier. */
    static final int[] TIER_LIMIT = {64, 576, 4672, MAX_DISTANCE};

    /** Width of each tier's offset field. */
    static final int[] FIELD_BITS = {6, 9, 12, 20};

    /** Each tier's prefix as written LSB-first: "0", "10", "110", "111". */
    static final int[] PREFIX_CODE = {0b0, 0b01, 0b011, 0b111};

    /** Length of each tier's prefix. */
    static final int[] PREFIX_BITS = {1, 2, 3, 3};

    /** Shortest match of each tier: 20-bit offsets start at 3. */
    static final int[] MIN_LENGTH = {2, 2, 2, 3};

    /** Bits of a literal: a zero flag and 8 bits. */
    static final int LITERAL_BITS = 9;

    private AgentCodes() {
    }

    /** The tier of an offset of 1 .. {@link #MAX_DISTANCE}. */
    static int tier(int distance) {
        return distance <= 64 ? 0 : distance <= 576 ? 1 : distance <= 4672 ? 2 : 3;
    }

    /** k of the length code for {@code length} in {@code tier}. */
    static int lengthBits(int length, int tier) {
        int e = length - (tier == 3 ? 3 : 2);
        return 31 - Integer.numberOfLeadingZeros(e + 1);
    }

    /** Bits of the whole match token: flag, prefix, field, and the 2k+1 bits of the length code. */
    static int matchBits(int length, int tier) {
        return 1 + PREFIX_BITS[tier] + FIELD_BITS[tier] + 2 * lengthBits(length, tier) + 1;
    }
}
