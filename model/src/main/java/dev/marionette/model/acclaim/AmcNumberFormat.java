package dev.marionette.model.acclaim;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * How a motion file spells its numbers, so edited values are written as the file's own tool wrote the others:
 * either a fixed number of decimals (C's {@code %.6f}: {@code 0.958161}) or a number of significant digits with
 * trailing zeros dropped (C's {@code %g}: {@code 10.4194}, {@code 7.12502}, {@code -1.6201e-014}), with the file's
 * exponent width (Windows tools print three digits) and with or without the leading zero of {@code .5}. Rounding is
 * exact (half to even on the binary value, as C libraries print). Negative zero is written as zero.
 *
 * @param fixed          true for a fixed number of decimals, false for significant digits
 * @param digits         decimals when fixed, significant digits otherwise (1..17)
 * @param exponentDigits minimum digits of an exponent (significant-digit style)
 * @param upperCaseE     {@code E} rather than {@code e}
 * @param leadingZero    {@code 0.5} rather than {@code .5}
 */
public record AmcNumberFormat(boolean fixed, int digits, int exponentDigits, boolean upperCaseE, boolean leadingZero) {

    /** C's {@code %g}: six significant digits, two-digit exponents. */
    public static final AmcNumberFormat GENERAL = new AmcNumberFormat(false, 6, 2, false, true);

    public AmcNumberFormat {
        if (digits < (fixed ? 0 : 1) || digits > 17) {
            throw new IllegalArgumentException("digits " + digits);
        }
        if (exponentDigits < 1 || exponentDigits > 3) {
            throw new IllegalArgumentException("exponent digits " + exponentDigits);
        }
    }

    /** {@code value} spelled in this format; non-finite values are refused. */
    public String format(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("a motion value must be finite: " + value);
        }
        String s = value == 0 ? zero() : fixed ? fixed(value) : general(value);
        if (!leadingZero) {
            if (s.startsWith("0.")) {
                s = s.substring(1);
            } else if (s.startsWith("-0.")) {
                s = "-" + s.substring(2);
            }
        }
        return s;
    }

    private String zero() {
        return fixed && digits > 0 ? "0." + "0".repeat(digits) : "0";
    }

    private String fixed(double value) {
        BigDecimal d = new BigDecimal(value).setScale(digits, RoundingMode.HALF_EVEN);
        return d.signum() == 0 ? zero() : d.toPlainString();
    }

    private String general(double value) {
        BigDecimal d = new BigDecimal(value).round(new MathContext(digits, RoundingMode.HALF_EVEN));
        int exponent = d.precision() - d.scale() - 1;
        if (exponent >= -4 && exponent < digits) {
            String plain = d.setScale(Math.max(0, digits - 1 - exponent), RoundingMode.HALF_EVEN).toPlainString();
            return stripZeros(plain);
        }
        String unscaled = d.unscaledValue().abs().toString();
        StringBuilder sb = new StringBuilder();
        if (d.signum() < 0) {
            sb.append('-');
        }
        sb.append(unscaled.charAt(0));
        String rest = unscaled.substring(1).replaceAll("0+$", "");
        if (!rest.isEmpty()) {
            sb.append('.').append(rest);
        }
        sb.append(upperCaseE ? 'E' : 'e').append(exponent < 0 ? '-' : '+');
        String e = Integer.toString(Math.abs(exponent));
        sb.append("0".repeat(Math.max(0, exponentDigits - e.length()))).append(e);
        return sb.toString();
    }

    private static String stripZeros(String plain) {
        if (plain.indexOf('.') < 0) {
            return plain;
        }
        int end = plain.length();
        while (plain.charAt(end - 1) == '0') {
            end--;
        }
        if (plain.charAt(end - 1) == '.') {
            end--;
        }
        return plain.substring(0, end);
    }
}
