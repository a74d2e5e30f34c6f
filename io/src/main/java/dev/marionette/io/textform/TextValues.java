package dev.marionette.io.textform;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.util.Arrays;

/**
 * How values are spelled in a text form, both ways: quoted strings with escapes, names stored as bytes in a code
 * page (shown as readable text when the bytes decode and encode back to themselves, else with {@code \xHH} for the
 * bytes that do not), 32-bit floats that give back their exact bits, and hex digits.
 *
 * <p>Escapes inside quotes: {@code \\ \" \n \r \t}, {@code \xHH} (one raw byte of a name kept in a code page) and
 * {@code &#92;uHHHH} (one UTF-16 unit, e.g. an unpaired surrogate of an Agent string).
 */
public final class TextValues {

    /** Raw bytes of a byte string travel inside a Java string as these private-use characters, one per byte. */
    private static final char RAW_BYTE = '\uF700';

    private TextValues() {
    }

    // ---- quoted strings -------------------------------------------------------------------------------------

    /** {@code text} in quotes, with {@code "}, {@code \} and control characters escaped. */
    public static String quote(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c >= RAW_BYTE && c <= RAW_BYTE + 0xFF) {
                        sb.append("\\x").append(hex2(c - RAW_BYTE));
                    } else if (c < 0x20 || c == 0x7F || Character.isSurrogate(c) && !pairedAt(text, i)
                            || c >= 0x80 && c < 0xA0) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else if (Character.isHighSurrogate(c)) {
                        sb.append(c).append(text.charAt(++i));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    private static boolean pairedAt(String s, int i) {
        char c = s.charAt(i);
        return Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
    }

    /**
     * The text of a quoted token (with its quotes), escapes undone; {@code \xHH} becomes a raw-byte character
     * that {@link #toBytes} turns back into the byte.
     *
     * @throws IllegalArgumentException naming the problem (the caller adds the line)
     */
    public static String unquote(String token) {
        if (token.length() < 2 || token.charAt(0) != '"' || token.charAt(token.length() - 1) != '"') {
            throw new IllegalArgumentException("a string in quotes, found " + token);
        }
        StringBuilder sb = new StringBuilder(token.length());
        for (int i = 1; i < token.length() - 1; i++) {
            char c = token.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (i + 1 >= token.length() - 1) {
                throw new IllegalArgumentException("a \\ at the end of " + token);
            }
            char e = token.charAt(++i);
            switch (e) {
                case '\\' -> sb.append('\\');
                case '"' -> sb.append('"');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'x' -> {
                    sb.append((char) (RAW_BYTE + hexDigits(token, i + 1, 2)));
                    i += 2;
                }
                case 'u' -> {
                    sb.append((char) hexDigits(token, i + 1, 4));
                    i += 4;
                }
                default -> throw new IllegalArgumentException("unknown escape \\" + e + " in " + token);
            }
        }
        return sb.toString();
    }

    private static int hexDigits(String s, int from, int count) {
        if (from + count > s.length() - 1) {
            throw new IllegalArgumentException("an escape needs " + count + " hex digits in " + s);
        }
        int v = 0;
        for (int i = from; i < from + count; i++) {
            int d = Character.digit(s.charAt(i), 16);
            if (d < 0) {
                throw new IllegalArgumentException("an escape needs " + count + " hex digits in " + s);
            }
            v = v << 4 | d;
        }
        return v;
    }

    // ---- byte strings in a code page ------------------------------------------------------------------------

    /**
     * The bytes as text for {@link #quote}: decoded with {@code charset} when they decode and encode back to
     * exactly themselves; otherwise ASCII stays readable and every other byte is kept raw ({@code \xHH}).
     */
    public static String fromBytes(byte[] bytes, int from, int to, Charset charset) {
        boolean ascii = true;
        for (int i = from; i < to && ascii; i++) {
            ascii = bytes[i] >= 0;
        }
        if (ascii) {
            return new String(bytes, from, to - from, java.nio.charset.StandardCharsets.ISO_8859_1);
        }
        CharsetDecoder decoder = charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            String text = decoder.decode(ByteBuffer.wrap(bytes, from, to - from)).toString();
            if (Arrays.equals(text.getBytes(charset), Arrays.copyOfRange(bytes, from, to))
                    && text.chars().noneMatch(c -> c >= RAW_BYTE && c <= RAW_BYTE + 0xFF)) {
                return text;
            }
        } catch (CharacterCodingException e) {
            // kept raw below
        }
        StringBuilder sb = new StringBuilder(to - from);
        for (int i = from; i < to; i++) {
            int b = bytes[i] & 0xFF;
            sb.append(b < 0x80 ? (char) b : (char) (RAW_BYTE + b));
        }
        return sb.toString();
    }

    /**
     * The bytes of a string from {@link #unquote}: raw-byte characters as their bytes, everything else encoded
     * with {@code charset}.
     *
     * @throws IllegalArgumentException when a character cannot be written in {@code charset}
     */
    public static byte[] toBytes(String text, Charset charset) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(text.length() * 2);
        int run = 0;
        for (int i = 0; i <= text.length(); i++) {
            boolean raw = i < text.length() && text.charAt(i) >= RAW_BYTE && text.charAt(i) <= RAW_BYTE + 0xFF;
            if (i == text.length() || raw) {
                if (run < i) {
                    String part = text.substring(run, i);
                    try {
                        ByteBuffer b = charset.newEncoder().onMalformedInput(CodingErrorAction.REPORT)
                                .onUnmappableCharacter(CodingErrorAction.REPORT).encode(CharBuffer.wrap(part));
                        out.write(b.array(), b.arrayOffset() + b.position(), b.remaining());
                    } catch (CharacterCodingException e) {
                        throw new IllegalArgumentException("\"" + part + "\" cannot be written in " + charset.name()
                                + " (write the bytes as \\xHH)");
                    }
                }
                if (raw) {
                    out.write(text.charAt(i) - RAW_BYTE);
                }
                run = i + 1;
            }
        }
        return out.toByteArray();
    }

    /** Whether a string holds raw-byte characters (it is not plain text). */
    public static boolean hasRawBytes(String text) {
        return text.chars().anyMatch(c -> c >= RAW_BYTE && c <= RAW_BYTE + 0xFF);
    }

    // ---- numbers -----------------------------------------------------------------------------------------------

    /**
     * A 32-bit float by its bits, so that {@link #floatBits} gives them back: the shortest decimal Java prints,
     * without a trailing {@code .0} ({@code 1}, {@code 0.5}, {@code -0}...); a NaN other than the usual one as its
     * bits ({@code 0x7fc00001}).
     */
    public static String floatText(int bits) {
        float f = Float.intBitsToFloat(bits);
        if (Float.isNaN(f) && bits != Float.floatToRawIntBits(Float.NaN)) {
            return String.format("0x%08x", bits);
        }
        String s = Float.toString(f);
        return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
    }

    /** The bits of a float written by {@link #floatText}. */
    public static int floatBits(String text) {
        if (text.startsWith("0x") || text.startsWith("0X")) {
            return (int) Long.parseLong(text.substring(2), 16);
        }
        if (text.isEmpty() || !(Character.isDigit(text.charAt(text.length() - 1)) || text.endsWith("Infinity")
                || text.equals("NaN"))) {
            throw new NumberFormatException(text);
        }
        return Float.floatToRawIntBits(Float.parseFloat(text));
    }

    /** A 64-bit double by its bits, as {@link #floatText} does for floats. */
    public static String doubleText(long bits) {
        double d = Double.longBitsToDouble(bits);
        if (Double.isNaN(d) && bits != Double.doubleToRawLongBits(Double.NaN)) {
            return String.format("0x%016x", bits);
        }
        String s = Double.toString(d);
        return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
    }

    /** The bits of a double written by {@link #doubleText}. */
    public static long doubleBits(String text) {
        if (text.startsWith("0x") || text.startsWith("0X")) {
            return Long.parseUnsignedLong(text.substring(2), 16);
        }
        if (text.isEmpty() || !(Character.isDigit(text.charAt(text.length() - 1)) || text.endsWith("Infinity")
                || text.equals("NaN"))) {
            throw new NumberFormatException(text);
        }
        return Double.doubleToRawLongBits(Double.parseDouble(text));
    }

    /** An integer in decimal or {@code 0x} hex (an optional minus sign before either). */
    public static long integer(String text) {
        boolean negative = text.startsWith("-");
        String digits = negative ? text.substring(1) : text;
        long v;
        if (digits.startsWith("0x") || digits.startsWith("0X")) {
            v = Long.parseUnsignedLong(digits.substring(2), 16);
        } else {
            if (digits.startsWith("+")) {
                throw new NumberFormatException(text);
            }
            v = Long.parseLong(digits);
        }
        return negative ? -v : v;
    }

    // ---- hex ---------------------------------------------------------------------------------------------------

    /** Two lower-case hex digits. */
    public static String hex2(int b) {
        return Character.toString(Character.forDigit(b >>> 4 & 0xF, 16)) + Character.forDigit(b & 0xF, 16);
    }

    /** Lower-case hex digits of the bytes. */
    public static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder(bytes.length * 2);
        for (byte b : bytes) {
            sb.append(Character.forDigit(b >>> 4 & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
        }
        return sb.toString();
    }

    /**
     * The bytes of an even number of hex digits (any case).
     *
     * @throws IllegalArgumentException naming the problem
     */
    public static byte[] unhex(String text) {
        if (text.length() % 2 != 0) {
            throw new IllegalArgumentException("an even number of hex digits, found " + text.length());
        }
        byte[] out = new byte[text.length() / 2];
        for (int i = 0; i < out.length; i++) {
            int hi = Character.digit(text.charAt(2 * i), 16);
            int lo = Character.digit(text.charAt(2 * i + 1), 16);
            if (hi < 0 || lo < 0) {
                throw new IllegalArgumentException("hex digits, found \"" + text.charAt(2 * i)
                        + text.charAt(2 * i + 1) + "\"");
            }
            out[i] = (byte) (hi << 4 | lo);
        }
        return out;
    }
}
