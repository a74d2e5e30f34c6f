package dev.marionette.io.text;

/**
 * Decimal numbers as text formats write them ({@code -1.6201e-014}, {@code .5}, {@code 12}, {@code 7.}): an
 * optional sign, digits with at most one point (at least one digit), an optional exponent. Nothing else: not
 * {@code NaN}, {@code Infinity}, hexadecimal or a Java suffix such as {@code 1.0f}, which
 * {@link Double#parseDouble} would accept. Parsing is exact (the nearest double), fast for the short decimals of
 * motion files.
 */
public final class DecimalNumbers {

    /** Powers of ten that doubles hold exactly. */
    private static final double[] POWERS = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12,
        1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

    private DecimalNumbers() {
    }

    /** True when {@code token} is a decimal number as described above. */
    public static boolean isDecimal(CharSequence token) {
        return endOfNumber(token, 0, token.length()) == token.length() && token.length() > 0;
    }

    /** The end of the number starting at {@code from} in {@code s}, or -1 when none starts there. */
    private static int endOfNumber(CharSequence s, int from, int to) {
        int i = afterSign(s, from, to);
        int end = afterDigits(s, i, to);
        int digits = end - i;
        i = end;
        if (i < to && s.charAt(i) == '.') {
            end = afterDigits(s, i + 1, to);
            digits += end - (i + 1);
            i = end;
        }
        if (digits == 0) {
            return -1;
        }
        if (i < to && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            int exponent = afterSign(s, i + 1, to);
            end = afterDigits(s, exponent, to);
            if (end == exponent) {
                return -1;
            }
            i = end;
        }
        return i;
    }

    /** Past the {@code +} or {@code -} at {@code i}, if there is one. */
    private static int afterSign(CharSequence s, int i, int to) {
        return i < to && (s.charAt(i) == '-' || s.charAt(i) == '+') ? i + 1 : i;
    }

    /** Past the run of digits starting at {@code i} (which may be empty). */
    private static int afterDigits(CharSequence s, int i, int to) {
        while (i < to && isDigit(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /**
     * The value of {@code data[from, to)} if it is a decimal number (bytes as ISO-8859-1 characters); otherwise
     * {@code NaN}, which no valid spelling gives. Exact: short numbers take the fast path (a mantissa of at most 15
     * digits and a power of ten up to 22 make one correctly rounded operation), others go to
     * {@link Double#parseDouble}.
     */
    public static double parse(byte[] data, int from, int to) {
        int i = from;
        boolean negative = false;
        if (i < to && (data[i] == '-' || data[i] == '+')) {
            negative = data[i] == '-';
            i++;
        }
        long mantissa = 0;
        int digits = 0;
        int significant = 0;
        int scale = 0;
        boolean point = false;
        for (; i < to; i++) {
            byte b = data[i];
            if (b >= '0' && b <= '9') {
                digits++;
                if (significant > 0 || b != '0') {
                    significant++;
                }
                if (significant <= 18) {
                    mantissa = mantissa * 10 + (b - '0');
                    if (point) {
                        scale--;
                    }
                } else if (!point) {
                    scale++;
                }
            } else if (b == '.' && !point) {
                point = true;
            } else {
                break;
            }
        }
        if (digits == 0) {
            return Double.NaN;
        }
        int exponent = 0;
        if (i < to && (data[i] == 'e' || data[i] == 'E')) {
            i++;
            boolean negativeExponent = false;
            if (i < to && (data[i] == '-' || data[i] == '+')) {
                negativeExponent = data[i] == '-';
                i++;
            }
            int expDigits = 0;
            for (; i < to && data[i] >= '0' && data[i] <= '9'; i++) {
                if (exponent < 100_000) {
                    exponent = exponent * 10 + (data[i] - '0');
                }
                expDigits++;
            }
            if (expDigits == 0) {
                return Double.NaN;
            }
            exponent = negativeExponent ? -exponent : exponent;
        }
        if (i != to) {
            return Double.NaN;
        }
        int power = scale + exponent;
        if (significant <= 15 && power >= -22 && power <= 22) {
            double value = power < 0 ? mantissa / POWERS[-power] : mantissa * POWERS[power];
            return negative ? -value : value;
        }
        // The whole spelling, sign included.
        return Double.parseDouble(new String(data, from, to - from, java.nio.charset.StandardCharsets.ISO_8859_1));
    }

    /** {@link #parse(byte[], int, int)} of a string; {@code NaN} when it is not a decimal number. */
    public static double parse(String token) {
        if (!isDecimal(token)) {
            return Double.NaN;
        }
        return Double.parseDouble(token);
    }
}
