package dev.marionette.io.testing;

import java.io.ByteArrayOutputStream;

/** Byte arrays written as hex in tests: whitespace is ignored, {@code "AC"} etc. written as hex too. */
public final class Hex {

    private Hex() {
    }

    /** Parses hex digit pairs, ignoring whitespace and {@code |} separators. */
    public static byte[] parse(String hex) {
        String digits = hex.replaceAll("[\\s|]", "");
        if (digits.length() % 2 != 0) {
            throw new IllegalArgumentException("odd number of hex digits");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < digits.length(); i += 2) {
            out.write(Integer.parseInt(digits.substring(i, i + 2), 16));
        }
        return out.toByteArray();
    }

    /** {@code n} zero bytes as hex. */
    public static String zeros(int n) {
        return "00".repeat(n);
    }
}
