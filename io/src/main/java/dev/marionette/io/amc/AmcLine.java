package dev.marionette.io.amc;

/**
 * The line an {@link AmcReader} is on: where it starts and ends in the file and where its tokens are, scanned in
 * place with no allocation (tokens are separated by spaces and tabs).
 */
final class AmcLine {

    /** The most tokens a line may hold: a bone name and its values. */
    static final int MAX_TOKENS = 1 + AmcReader.MAX_VALUES_PER_LINE;

    final byte[] data;
    /** 1-based line number. */
    int number;
    /** Offset of the line's first byte. */
    int start;
    /** Offset after its last byte before the terminator. */
    int contentEnd;
    /** Offset after its terminator (the next line's start). */
    int end;
    int tokenCount;
    /** True when the line has more than {@link #MAX_TOKENS} tokens (only the first ones are recorded). */
    boolean tooManyTokens;
    final int[] tokenStart = new int[MAX_TOKENS];
    final int[] tokenEnd = new int[MAX_TOKENS];

    AmcLine(byte[] data) {
        this.data = data;
    }

    /** Scans the line starting at {@code from}; returns false at the end of the data. */
    boolean scan(int from) {
        if (from >= data.length) {
            return false;
        }
        number++;
        start = from;
        int i = from;
        int n = data.length;
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
