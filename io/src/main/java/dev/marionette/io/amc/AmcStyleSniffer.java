package dev.marionette.io.amc;

import dev.marionette.model.acclaim.AmcHeader;
import dev.marionette.model.acclaim.AmcNumberFormat;
import dev.marionette.model.acclaim.AmcStyle;
import java.nio.charset.StandardCharsets;

/**
 * Finds a motion file's layout from its first lines while they are read: the line terminator, the white space
 * between tokens and after the last value, and how numbers are spelled. Fixed decimals when every sampled value
 * has the same number of decimals and no exponent (C's {@code %.6f}); otherwise significant digits (C's
 * {@code %g}) with at least 6 digits, or more when the file shows more, the exponent width and case the file
 * shows, and the leading zero dropped when the file drops it ({@code .5}).
 */
final class AmcStyleSniffer {

    /** Lines examined: enough for every bone of a few frames. */
    private static final int SAMPLE_LINES = 300;

    private final byte[] data;
    private String lineEnd;
    private String separator;
    private String trailing;
    private int lines;
    private int values;
    private boolean fixed = true;
    private int decimals = -1;
    private int significant;
    private int exponentDigits;
    private boolean upperE;
    private boolean dropsZero;

    AmcStyleSniffer(byte[] data) {
        this.data = data;
    }

    void label(AmcLine line) {
        noteLineEnd(line);
    }

    void record(AmcLine line) {
        if (lines++ >= SAMPLE_LINES) {
            return;
        }
        noteLineEnd(line);
        if (line.tokenCount < 2) {
            return;
        }
        if (separator == null) {
            separator = text(line.tokenEnd[0], line.tokenStart[1]);
            trailing = text(line.tokenEnd[line.tokenCount - 1], line.contentEnd);
        }
        for (int i = 1; i < line.tokenCount; i++) {
            number(line.tokenStart[i], line.tokenEnd[i]);
        }
    }

    private void noteLineEnd(AmcLine line) {
        if (lineEnd == null && line.end > line.contentEnd) {
            lineEnd = text(line.contentEnd, line.end);
        }
    }

    private void number(int from, int to) {
        values++;
        int i = from;
        if (data[i] == '-' || data[i] == '+') {
            i++;
        }
        if (data[i] == '.') {
            dropsZero = true;
        }
        int digits = 0;
        int point = -1;
        boolean leading = true;
        int mantissaEnd = to;
        for (int k = i; k < to; k++) {
            byte b = data[k];
            if (b == '.') {
                point = k;
            } else if (b == 'e' || b == 'E') {
                mantissaEnd = k;
                upperE |= b == 'E';
                int e = k + 1;
                if (e < to && (data[e] == '-' || data[e] == '+')) {
                    e++;
                }
                exponentDigits = Math.max(exponentDigits, to - e);
                break;
            } else if (b != '0' || !leading) {
                leading = false;
                digits++;
            }
        }
        significant = Math.max(significant, digits);
        int d = point < 0 ? -1 : mantissaEnd - point - 1;
        if (point < 0 || mantissaEnd != to) {
            fixed = false;
        } else if (decimals < 0) {
            decimals = d;
        } else if (decimals != d) {
            fixed = false;
        }
    }

    private String text(int from, int to) {
        return new String(data, from, to - from, StandardCharsets.ISO_8859_1);
    }

    /** The layout found; defaults where the file showed nothing. */
    AmcStyle style(AmcHeader header) {
        String end = lineEnd;
        if (end == null) {
            String h = header.text().toString();
            end = h.contains("\r\n") ? "\r\n" : h.contains("\r") ? "\r" : "\n";
        }
        String sep = separator == null || separator.isEmpty() ? " " : separator;
        String trail = trailing == null ? "" : trailing;
        AmcNumberFormat numbers;
        if (values > 0 && fixed && decimals >= 0 && decimals <= 17) {
            numbers = new AmcNumberFormat(true, decimals, 2, false, !dropsZero);
        } else {
            int exp = exponentDigits == 0 ? 2 : Math.min(3, exponentDigits);
            numbers = new AmcNumberFormat(false, Math.min(17, Math.max(6, significant)), exp, upperE, !dropsZero);
        }
        return new AmcStyle(end, sep, trail, numbers);
    }
}
