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
 * character, keeping the set of places it can have reached as bits, moved a whole word at a time. A translation
 * into a backtracking regular expression took exponential time on hostile names ({@code *a*a*a*a*a*a*a*a*z} over
 * a long run of {@code a}, {@code **}{@code /**}{@code /**}{@code /zzz.act} over a deep path); this is also faster
 * on ordinary ones. Instances are immutable and may be shared by threads.
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
    /** Longs per set of places (one bit a place). */
    private final int words;
    /** Places that move on reading a separator: {@code /} parts, and the end (into the tail). */
    private final long[] onSeparator;
    /** Places that move on reading any character but a separator: {@code ?} parts. */
    private final long[] onOther;
    /** Places that move on reading ASCII character {@code a}: literal parts matching it, at {@code a * words}. */
    private final long[] onAscii;
    /** Places that read any character and stay: {@code **} runs and the tail. */
    private final long[] loopAlways;
    /** Places that read any character but a separator and stay: {@code *}. */
    private final long[] loopOther;
    /** Places left without reading, to the next place: {@code *}, {@code **} and {@code **}{@code /}. */
    private final long[] skipOne;
    /** Places left without reading, three places on (past the run and separator): {@code **}{@code /}. */
    private final long[] skipThree;
    /** Whether a literal part is a character beyond ASCII. */
    private final boolean literalsBeyondAscii;

    private GrfGlob(String text, byte[] kinds, int[] literal, boolean[] folded) {
        this.text = text;
        this.kinds = kinds;
        this.literal = literal;
        this.folded = folded;
        this.end = kinds.length;
        this.tail = kinds.length + 1;
        this.words = (tail >> 6) + 1;
        onSeparator = new long[words];
        onOther = new long[words];
        onAscii = new long[128 * words];
        loopAlways = new long[words];
        loopOther = new long[words];
        skipOne = new long[words];
        skipThree = new long[words];
        boolean beyond = false;
        for (int place = 0; place < end; place++) {
            switch (kinds[place]) {
                case LITERAL -> {
                    for (int a = 0; a < 128; a++) {
                        if (sameCharacter(place, a)) {
                            set(onAscii, a * words, place);
                        }
                    }
                    beyond |= literal[place] >= 128;
                }
                case ONE -> set(onOther, 0, place);
                case SEPARATOR -> set(onSeparator, 0, place);
                case STAR -> {
                    set(loopOther, 0, place);
                    set(skipOne, 0, place);
                }
                case ANY_RUN -> {
                    set(loopAlways, 0, place);
                    set(skipOne, 0, place);
                }
                default -> {
                    set(skipOne, 0, place);
                    set(skipThree, 0, place);
                }
            }
        }
        set(onSeparator, 0, end);
        set(loopAlways, 0, tail);
        literalsBeyondAscii = beyond;
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

    /**
     * True when {@code name} (decoded, with either separator) is chosen. The set of places reached is kept as bits
     * and moved for each character with a few operations on whole words (the shift-and way), so a name costs its
     * length times the pattern's length in 64ths.
     */
    public boolean matches(CharSequence name) {
        if (words == 1) {
            return matchesInOneWord(name);
        }
        long[] now = new long[words];
        long[] moving = null;
        set(now, 0, 0);
        close(now);
        for (int k = 0; k < name.length(); ) {
            int c = Character.codePointAt(name, k);
            k += Character.charCount(c);
            boolean separator = c == '/' || c == '\\';
            long[] literals = null;
            int at = 0;
            if (separator) {
                literals = onSeparator;
            } else if (c < 128) {
                literals = onAscii;
                at = c * words;
            } else if (literalsBeyondAscii || Character.toLowerCase(Character.toUpperCase(c)) < 128) {
                // A character beyond ASCII matches a literal beyond ASCII, or folds to an ASCII letter (the Kelvin
                // sign to k, the long s to s): looked for part by part, as such characters are rare in patterns.
                moving = moving == null ? new long[words] : moving;
                literalsMatching(c, moving);
                literals = moving;
            }
            long carry = 0;
            long reached = 0;
            for (int w = 0; w < words; w++) {
                long move = now[w] & (separator ? literals[w] : onOther[w] | (literals == null ? 0 : literals[at + w]));
                long stay = now[w] & (separator ? loopAlways[w] : loopAlways[w] | loopOther[w]);
                now[w] = move << 1 | carry | stay;
                carry = move >>> 63;
                reached |= now[w];
            }
            if (reached == 0) {
                return false;
            }
            if (isSet(now, tail)) {
                // Inside a chosen folder: whatever follows is chosen.
                return true;
            }
            close(now);
        }
        return isSet(now, end) || isSet(now, tail);
    }

    /** {@link #matches} for patterns of at most 62 parts, the set of places in one long (every real pattern). */
    private boolean matchesInOneWord(CharSequence name) {
        long separatorMoves = onSeparator[0];
        long otherMoves = onOther[0];
        long always = loopAlways[0];
        long other = always | loopOther[0];
        long tailBit = 1L << tail;
        long now = closeOneWord(1L);
        long[] moving = null;
        for (int k = 0, length = name.length(); k < length; k++) {
            int c = name.charAt(k);
            long move;
            long stay;
            if (c == '/' || c == '\\') {
                move = now & separatorMoves;
                stay = now & always;
            } else {
                long literals;
                if (c < 128) {
                    literals = onAscii[c];
                } else {
                    char low = k + 1 < length ? name.charAt(k + 1) : 0;
                    if (Character.isHighSurrogate((char) c) && Character.isLowSurrogate(low)) {
                        c = Character.toCodePoint((char) c, low);
                        k++;
                    }
                    literals = 0;
                    if (literalsBeyondAscii || Character.toLowerCase(Character.toUpperCase(c)) < 128) {
                        moving = moving == null ? new long[1] : moving;
                        literalsMatching(c, moving);
                        literals = moving[0];
                    }
                }
                move = now & (otherMoves | literals);
                stay = now & other;
            }
            now = move << 1 | stay;
            if (now == 0) {
                return false;
            }
            if ((now & tailBit) != 0) {
                return true;
            }
            now = closeOneWord(now);
        }
        return (now & (1L << end | tailBit)) != 0;
    }

    /** {@link #close} of a set of places in one long. */
    private long closeOneWord(long places) {
        long one = skipOne[0];
        long three = skipThree[0];
        long grown = places | (places & one) << 1 | (places & three) << 3;
        while (grown != places) {
            places = grown;
            grown = places | (places & one) << 1 | (places & three) << 3;
        }
        return places;
    }

    /** Sets in {@code out} the literal places character {@code c} (beyond ASCII) matches. */
    private void literalsMatching(int c, long[] out) {
        Arrays.fill(out, 0);
        for (int place = 0; place < end; place++) {
            if (kinds[place] == LITERAL && sameCharacter(place, c)) {
                set(out, 0, place);
            }
        }
    }

    private boolean sameCharacter(int place, int c) {
        int p = literal[place];
        return c == p || folded[place] && Character.toLowerCase(Character.toUpperCase(c)) == p;
    }

    /**
     * Adds the places reached without reading anything: past each {@code *} and {@code **}; from a {@code **}{@code
     * /} into its run or past its separator. Parts in a row ({@code **}{@code /**}{@code /}) chain such moves, so
     * they are repeated until nothing is added.
     */
    private void close(long[] places) {
        boolean added = true;
        while (added) {
            added = false;
            long carryOne = 0;
            long carryThree = 0;
            for (int w = 0; w < words; w++) {
                long one = places[w] & skipOne[w];
                long three = places[w] & skipThree[w];
                long grown = places[w] | one << 1 | carryOne | three << 3 | carryThree;
                carryOne = one >>> 63;
                carryThree = three >>> 61;
                if (grown != places[w]) {
                    places[w] = grown;
                    added = true;
                }
            }
        }
    }

    private static void set(long[] places, int from, int place) {
        places[from + (place >> 6)] |= 1L << place;
    }

    private static boolean isSet(long[] places, int place) {
        return (places[place >> 6] & 1L << place) != 0;
    }

    @Override
    public String toString() {
        return text;
    }
}
