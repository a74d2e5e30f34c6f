package dev.marionette.io.grf;

import java.util.Arrays;

/**
 * A pattern choosing archive entries by name: case-insensitive, {@code /} and {@code \} alike, {@code *} any run
 * of characters within one folder name, {@code ?} one character other than a separator, {@code **} any run
 * including separators ({@code **}{@code /} also matches no folder at all, so {@code data/**}{@code /*.act}
 * takes {@code data\a.act} too). A pattern that matches a folder takes everything in it:
 * {@code data\sprite} chooses every entry below {@code data\sprite\}.
 *
 * <p>Matching takes time proportional to the name's length times the pattern's, whatever both hold: the pattern
 * is a small automaton whose states are the places in the pattern, and a name is read once, character by
 * character, keeping the set of places it can have reached. (A translation into a backtracking regular
 * expression took exponential time on hostile names: {@code *a*a*a*a*a*a*a*a*z} over a long run of {@code a},
 * {@code **}{@code /**}{@code /**}{@code /zzz.act} over a deep path.) Instances are immutable and may be shared by
 * threads.
 */
public final class GrfGlob {

    /** One character, compared in any case ({@link #literal}). */
    private static final byte LITERAL = 0;
    /** {@code ?}: one character other than a separator. */
    private static final byte ONE = 1;
    /** {@code /} or {@code \}: one separator. */
    private static final byte SEPARATOR = 2;
    /** {@code *}: any run of characters other than separators. */
    private static final byte STAR = 3;
    /** {@code **} not followed by a separator: any run of characters. */
    private static final byte ANY_RUN = 4;
    /**
     * {@code **}{@code /}: nothing, or any run of characters ending in a separator. Reads nothing itself: it is
     * followed by an {@link #ANY_RUN} and a {@link #SEPARATOR}, which it either goes on to or jumps over.
     */
    private static final byte FOLDERS = 5;

    private final String text;
    /** The pattern's parts, in order; the places of the automaton are 0..n, then {@link #tail}. */
    private final byte[] kinds;
    /** For a {@link #LITERAL} part: the character, case-folded when {@link #folded}. */
    private final int[] literal;
    /** For a {@link #LITERAL} part: whether it has case (compared folded) or not (compared as it is). */
    private final boolean[] folded;
    /** The place where the whole pattern has matched. */
    private final int end;
    /** The place after a separator following the whole pattern: the name is in a folder the pattern chose. */
    private final int tail;

    private GrfGlob(String text, byte[] kinds, int[] literal, boolean[] folded) {
        this.text = text;
        this.kinds = kinds;
        this.literal = literal;
        this.folded = folded;
        this.end = kinds.length;
        this.tail = kinds.length + 1;
    }

    /** Compiles {@code glob}. */
    public static GrfGlob of(String glob) {
        String g = glob.replace('\\', '/');
        byte[] kinds = new byte[g.length()];
        int[] literal = new int[kinds.length];
        boolean[] folded = new boolean[kinds.length];
        int n = 0;
        for (int i = 0; i < g.length(); ) {
            int c = g.codePointAt(i);
            if (c == '*' && i + 1 < g.length() && g.charAt(i + 1) == '*') {
                if (i + 2 < g.length() && g.charAt(i + 2) == '/') {
                    kinds[n++] = FOLDERS;
                    kinds[n++] = ANY_RUN;
                    kinds[n++] = SEPARATOR;
                    i += 3;
                } else {
                    kinds[n++] = ANY_RUN;
                    i += 2;
                }
                continue;
            }
            if (c == '*') {
                kinds[n] = STAR;
            } else if (c == '?') {
                kinds[n] = ONE;
            } else if (c == '/') {
                kinds[n] = SEPARATOR;
            } else {
                // As java.util.regex compares with CASE_INSENSITIVE | UNICODE_CASE: a character with case matches
                // every character of the same folded form, one without case only itself.
                int upper = Character.toUpperCase(c);
                int lower = Character.toLowerCase(upper);
                kinds[n] = LITERAL;
                folded[n] = upper != lower;
                literal[n] = folded[n] ? lower : c;
            }
            n++;
            i += Character.charCount(c);
        }
        return new GrfGlob(glob, Arrays.copyOf(kinds, n), Arrays.copyOf(literal, n), Arrays.copyOf(folded, n));
    }

    /** True when {@code name} (decoded, with either separator) is chosen. */
    public boolean matches(CharSequence name) {
        int words = (tail >> 6) + 1;
        long[] now = new long[words];
        long[] next = new long[words];
        set(now, 0);
        close(now);
        for (int k = 0; k < name.length(); ) {
            int c = Character.codePointAt(name, k);
            k += Character.charCount(c);
            Arrays.fill(next, 0);
            boolean reached = false;
            boolean separator = c == '/' || c == '\\';
            for (int w = 0; w < words; w++) {
                for (long bits = now[w]; bits != 0; bits &= bits - 1) {
                    int place = (w << 6) + Long.numberOfTrailingZeros(bits);
                    int to = step(place, c, separator);
                    if (to >= 0) {
                        set(next, to);
                        reached = true;
                    }
                    if (place < end && loops(kinds[place], separator)) {
                        set(next, place);
                        reached = true;
                    }
                }
            }
            if (!reached) {
                return false;
            }
            if (isSet(next, tail)) {
                // Inside a chosen folder: whatever follows is chosen.
                return true;
            }
            close(next);
            long[] swap = now;
            now = next;
            next = swap;
        }
        return isSet(now, end) || isSet(now, tail);
    }

    /** The place reached from {@code place} by reading character {@code c} and moving on, or -1. */
    private int step(int place, int c, boolean separator) {
        if (place == end) {
            return separator ? tail : -1;
        }
        if (place == tail) {
            return tail;
        }
        return switch (kinds[place]) {
            case LITERAL -> !separator && sameCharacter(place, c) ? place + 1 : -1;
            case ONE -> separator ? -1 : place + 1;
            case SEPARATOR -> separator ? place + 1 : -1;
            default -> -1;
        };
    }

    /** Whether a part of kind {@code kind} reads the character and stays where it is. */
    private static boolean loops(byte kind, boolean separator) {
        return kind == ANY_RUN || kind == STAR && !separator;
    }

    private boolean sameCharacter(int place, int c) {
        int p = literal[place];
        return c == p || folded[place] && Character.toLowerCase(Character.toUpperCase(c)) == p;
    }

    /**
     * Adds the places reached without reading anything: past each {@code *} and {@code **}; from a {@code **}{@code
     * /} into its run or past its separator. Every such move goes forward, so one pass in order finds them all.
     */
    private void close(long[] places) {
        for (int place = 0; place < end; place++) {
            if (kinds[place] >= STAR && isSet(places, place)) {
                set(places, place + 1);
                if (kinds[place] == FOLDERS) {
                    set(places, place + 3);
                }
            }
        }
    }

    private static void set(long[] places, int place) {
        places[place >> 6] |= 1L << place;
    }

    private static boolean isSet(long[] places, int place) {
        return (places[place >> 6] & 1L << place) != 0;
    }

    @Override
    public String toString() {
        return text;
    }
}
