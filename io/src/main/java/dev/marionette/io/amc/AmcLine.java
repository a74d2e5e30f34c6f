package dev.marionette.io.amc;

/**
 * The line an {@link AmcReader} is on: where it starts and ends in the input's buffer and where its tokens are,
 * scanned in place with no allocation (tokens are separated by spaces and tabs). A line that runs past the end of
 * the buffer has the input read more ({@link AmcInput#more}) and is scanned again, whole.
 */
final class AmcLine {

    /** The most tokens a line may hold: a bone name and its values. */
    static final int MAX_TOKENS = 1 + AmcReader.MAX_VALUES_PER_LINE;

    private final AmcInput input;
    /** The input's buffer (it changes when a streamed input reads more). */
    byte[] data;
    /** 1-based line number. */
    int number;
    /** Offset of the line's first byte. */
    int start;
    /** Offset after its last byte before the terminator. */
    int contentEnd;
    /** Offset after its terminator (the next line's start). */
    int end;
    int tokenCount;
    /** How far the last {@link #scan} moved every buffer position down. */
    int shift;
    /** True when the line has more than {@link #MAX_TOKENS} tokens (only the first ones are recorded). */
    boolean tooManyTokens;
    final int[] tokenStart = new int[MAX_TOKENS];
    final int[] tokenEnd = new int[MAX_TOKENS];

    AmcLine(AmcInput input) {
        this.input = input;
        this.data = input.buf;
    }

    /** The file offset of buffer position {@code pos}. */
    long offset(int pos) {
        return input.base + pos;
    }

    /**
     * Scans the line starting at {@code from}, reading more of a streamed input when the line does not end in the
     * buffer; the bytes from {@code keep} (at most {@code from}) on stay in the buffer. Returns false at the end of
     * the data. Either way {@link #shift} says how far every buffer position moved down (0 when nothing moved).
     */
    boolean scan(int from, int keep) throws java.io.IOException {
        shift = 0;
        int lines = number;
        while (true) {
            if (from < input.limit && scanAt(from)) {
                return true;
            }
            // The line runs past the buffer (or the buffer is used up): read more and scan it again, whole.
            number = lines;
            int moved = input.more(keep);
            if (moved < 0) {
                if (from >= input.limit) {
                    return false;
                }
                scanAt(from);
                return true;
            }
            data = input.buf;
            from -= moved;
            keep -= moved;
            shift += moved;
        }
    }

    /**
     * Scans the line at {@code from} within the buffer; false when it is cut by the buffer's end (no terminator
     * yet, or a CR whose LF may follow) while the input has more.
     */
    private boolean scanAt(int from) {
        number++;
        start = from;
        int i = from;
        int n = input.limit;
        tokenCount = 0;
        tooManyTokens = false;
        while (i < n) {
            byte b = data[i];
            if (b == '\n' || b == '\r') {
                break;
            }
            if (b == ' ' || b == '\t') {
                i++;
                continue;
            }
            int s = i;
            while (i < n && data[i] != ' ' && data[i] != '\t' && data[i] != '\n' && data[i] != '\r') {
                i++;
            }
            if (tokenCount < MAX_TOKENS) {
                tokenStart[tokenCount] = s;
                tokenEnd[tokenCount] = i;
                tokenCount++;
            } else {
                tooManyTokens = true;
            }
        }
        contentEnd = i;
        if (!input.eof && (i == n || data[i] == '\r' && i + 1 == n)) {
            return false;
        }
        if (i < n && data[i] == '\r') {
            i++;
        }
        if (i < n && data[i] == '\n' && (i == contentEnd || data[i - 1] == '\r')) {
            i++;
        }
        end = i;
        return true;
    }

    /** True for a line with no tokens or a {@code #} comment. */
    boolean isBlankOrComment() {
        return tokenCount == 0 || data[tokenStart[0]] == '#';
    }

    /** True when token 0 starts with {@code :}. */
    boolean isKeyword() {
        return tokenCount > 0 && data[tokenStart[0]] == ':';
    }

    /** True for a line that is one integer: a frame label. */
    boolean isLabel() {
        if (tokenCount != 1) {
            return false;
        }
        int s = tokenStart[0];
        int e = tokenEnd[0];
        if (data[s] == '-' || data[s] == '+') {
            s++;
        }
        if (s == e || e - s > 18) {
            return false;
        }
        for (int i = s; i < e; i++) {
            if (data[i] < '0' || data[i] > '9') {
                return false;
            }
        }
        return true;
    }

    /** Token {@code i} as a string (ISO-8859-1). */
    String token(int i) {
        return new String(data, tokenStart[i], tokenEnd[i] - tokenStart[i], java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /** True when token {@code i} spells {@code s}. */
    boolean tokenEquals(int i, String s) {
        int len = tokenEnd[i] - tokenStart[i];
        if (len != s.length()) {
            return false;
        }
        for (int k = 0; k < len; k++) {
            if ((data[tokenStart[i] + k] & 0xFF) != s.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    /** The line's text without terminator. */
    String text() {
        return new String(data, start, contentEnd - start, java.nio.charset.StandardCharsets.ISO_8859_1);
    }
}
