package dev.marionette.io;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * File content as it may appear in a message: never a raw control byte (a NUL would end a C string, an escape
 * sequence would drive the terminal) nor a byte that is not UTF-8 (it would print as garbage or not at all).
 * Such bytes are written {@code \xNN}; a backslash stays a backslash (paths), so the escapes are for reading, not
 * for parsing back.
 */
public final class Printable {

    private Printable() {
    }

    /**
     * Text read one byte per character (ISO-8859-1, as the ASF, AMC, CMX and BCF readers read names and tokens),
     * shown as the bytes say: valid UTF-8 sequences as their characters, other bytes of 0x80 and above and control
     * bytes as {@code \xNN}.
     */
    public static String bytes(String latin1) {
        if (plainAscii(latin1)) {
            return latin1;
        }
        byte[] raw = latin1.getBytes(StandardCharsets.ISO_8859_1);
        StringBuilder out = new StringBuilder(raw.length + 8);
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        int i = 0;
        while (i < raw.length) {
            int b = raw[i] & 0xFF;
            if (b < 0x80) {
                appendChar(out, (char) b);
                i++;
                continue;
            }
            int length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 0;
            String decoded = length == 0 || i + length > raw.length ? null : decode(utf8, raw, i, length);
            if (decoded == null) {
                hex(out, b);
                i++;
            } else {
                controls(out, decoded);
                i += length;
            }
        }
        return out.toString();
    }

    /** Any text for a message with its control characters (C0, DEL, C1) and lone surrogates escaped. */
    public static String controls(String text) {
        if (text == null) {
            return null;
        }
        int i = 0;
        while (i < text.length() && !needsEscape(text, i)) {
            i++;
        }
        if (i == text.length()) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 8);
        controls(out, text);
        return out.toString();
    }

    private static void controls(StringBuilder out, String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (needsEscape(text, i)) {
                if (c < 0x100) {
                    hex(out, c);
                } else {
                    out.append(String.format("\\u%04x", (int) c));
                }
            } else {
                out.append(c);
            }
        }
    }

    private static boolean needsEscape(String text, int i) {
        char c = text.charAt(i);
        if (c < 0x20 || c >= 0x7F && c < 0xA0) {
            return true;
        }
        if (Character.isHighSurrogate(c)) {
            return i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1));
        }
        return Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(text.charAt(i - 1)));
    }

    private static void appendChar(StringBuilder out, char c) {
        if (c < 0x20 || c == 0x7F) {
            hex(out, c);
        } else {
            out.append(c);
        }
    }

    private static void hex(StringBuilder out, int b) {
        out.append("\\x").append(Character.forDigit(b >> 4 & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
    }

    private static String decode(CharsetDecoder utf8, byte[] raw, int from, int length) {
        try {
            CharBuffer chars = utf8.reset().decode(ByteBuffer.wrap(raw, from, length));
            return chars.toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    private static boolean plainAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c >= 0x7F) {
                return false;
            }
        }
        return true;
    }
}
