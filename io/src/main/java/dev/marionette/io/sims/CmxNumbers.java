package dev.marionette.io.sims;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.regex.Pattern;

/**
 * Numbers in CMX text: parsing the spellings real files use ({@code 1999}, {@code 6.71966},
 * {@code -5.88894e-005}) and spelling new values the way the game's tools did: C's {@code %g} with six significant
 * digits and Microsoft's three-digit exponent.
 */
final class CmxNumbers {

    private static final Pattern INTEGER = Pattern.compile("[+-]?\\d{1,12}");
    private static final Pattern DECIMAL = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d{1,4})?");
    /** Longest decimal spelling accepted (well above the 13 characters of {@code -5.88894e-005}). */
    private static final int MAX_DECIMAL_LENGTH = 64;
    private static final MathContext SIX_DIGITS = new MathContext(6, RoundingMode.HALF_EVEN);

    private CmxNumbers() {
    }

    /** The 32-bit integer {@code text} spells (signed or unsigned), or null. */
    static Integer parseInteger(String text) {
        if (!INTEGER.matcher(text).matches()) {
            return null;
        }
        long value = Long.parseLong(text);
        return value < Integer.MIN_VALUE || value > 0xFFFF_FFFFL ? null : (int) value;
    }

    /** The finite float {@code text} spells, or null. */
    static Float parseDecimal(String text) {
        if (text.length() > MAX_DECIMAL_LENGTH || !DECIMAL.matcher(text).matches()) {
            return null;
        }
        float value = Float.parseFloat(text);
        return Float.isFinite(value) ? value : null;
    }

    /** The {@code count} floats of a vector line {@code | a b c |}, or null. */
    static float[] parseVector(String line, int count) {
        String[] parts = vectorParts(line);
        if (parts == null || parts.length != count) {
            return null;
        }
        float[] values = new float[count];
        for (int i = 0; i < count; i++) {
            Float value = parseDecimal(parts[i]);
            if (value == null) {
                return null;
            }
            values[i] = value;
        }
        return values;
    }

    /** The numbers between the bars of a vector line, or null when the bars are missing. */
    static String[] vectorParts(String line) {
        String s = line.strip();
        if (s.length() < 2 || s.charAt(0) != '|' || s.charAt(s.length() - 1) != '|') {
            return null;
        }
        String inner = s.substring(1, s.length() - 1).strip();
        return inner.isEmpty() ? new String[0] : inner.split("\\s+");
    }

    /** {@code value} as C's {@code %g} spells it on Windows: 6 significant digits, trailing zeros dropped. */
    static String format(float value) {
        if (!Float.isFinite(value)) {
            // Readers refuse these; spelled as Microsoft's C library prints them, never a crash.
            return Float.isNaN(value) ? "1.#QNAN" : value > 0 ? "1.#INF" : "-1.#INF";
        }
        if (value == 0) {
            return Float.floatToRawIntBits(value) < 0 ? "-0" : "0";
        }
        BigDecimal rounded = new BigDecimal(value).round(SIX_DIGITS);
        int exponent = rounded.precision() - rounded.scale() - 1;
        if (exponent < -4 || exponent >= 6) {
            String mantissa = rounded.movePointLeft(exponent).stripTrailingZeros().toPlainString();
            return mantissa + "e" + (exponent < 0 ? "-" : "+") + String.format("%03d", Math.abs(exponent));
        }
        return rounded.stripTrailingZeros().toPlainString();
    }

    /** A vector line: {@code | x y z |}. */
    static String formatVector(float... values) {
        StringBuilder sb = new StringBuilder("|");
        for (float v : values) {
            sb.append(' ').append(format(v));
        }
        return sb.append(" |").toString();
    }
}
