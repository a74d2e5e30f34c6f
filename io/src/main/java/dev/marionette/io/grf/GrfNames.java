package dev.marionette.io.grf;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Entry names: CP949 (the Korean Windows code page) bytes with backslashes, e.g. {@code data\sprite\...}.
 * Names are decoded to Unicode for display and kept as their bytes for writing back, so an archive written
 * again holds exactly the names it had.
 *
 * <p>Lookups work as the client's: a byte-wise comparison with ASCII letters folded to lower case and {@code /}
 * taken as {@code \} ({@link #lookupKey}).
 */
public final class GrfNames {

    /** CP949 as Java names it (Microsoft's code page 949, a superset of EUC-KR). */
    public static final Charset CP949 = Charset.forName("x-windows-949");

    private GrfNames() {
    }

    /** Decodes a stored name; fails on bytes that are not CP949. */
    static String decode(byte[] b, int from, int length) throws CharacterCodingException {
        boolean ascii = true;
        for (int i = from; i < from + length && ascii; i++) {
            ascii = b[i] >= 0;
        }
        if (ascii) {
            // Most names are ASCII; CP949 leaves ASCII as it is.
            return new String(b, from, length, java.nio.charset.StandardCharsets.ISO_8859_1);
        }
        return DECODER.get().decode(ByteBuffer.wrap(b, from, length)).toString();
    }

    /**
     * Appends a stored name decoded from CP949 to {@code out} without making a String (listing a client's
     * 400,000 names goes through here).
     */
    static void appendDecoded(byte[] b, int from, int length, StringBuilder out) throws CharacterCodingException {
        boolean ascii = true;
        for (int i = from; i < from + length && ascii; i++) {
            ascii = b[i] >= 0;
        }
        if (ascii) {
            for (int i = from; i < from + length; i++) {
                out.append((char) b[i]);
            }
            return;
        }
        CharBuffer chars = CHARS.get();
        if (chars.capacity() < length) {
            chars = CharBuffer.allocate(length * 2);
            CHARS.set(chars);
        }
        chars.clear();
        CharsetDecoder decoder = DECODER.get().reset();
        java.nio.charset.CoderResult r = decoder.decode(ByteBuffer.wrap(b, from, length), chars, true);
        if (r.isError()) {
            r.throwException();
        }
        r = decoder.flush(chars);
        if (r.isError()) {
            r.throwException();
        }
        chars.flip();
        out.append(chars);
    }

    private static final ThreadLocal<CharBuffer> CHARS = ThreadLocal.withInitial(() -> CharBuffer.allocate(512));

    /** One strict decoder per thread (making one per name costs more than decoding it). */
    private static final ThreadLocal<CharsetDecoder> DECODER = ThreadLocal.withInitial(() -> CP949.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT));

    /** The CP949 bytes of {@code name}, or empty when CP949 cannot hold one of its characters. */
    public static Optional<byte[]> encode(String name) {
        CharsetEncoder encoder = CP949.newEncoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            ByteBuffer out = encoder.encode(CharBuffer.wrap(name));
            byte[] bytes = new byte[out.remaining()];
            out.get(bytes);
            return Optional.of(bytes);
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }

    /** The first character of {@code name} CP949 cannot hold, for messages; empty when it holds them all. */
    public static Optional<String> firstUnencodable(String name) {
        CharsetEncoder encoder = CP949.newEncoder();
        for (int i = 0; i < name.length(); ) {
            int cp = name.codePointAt(i);
            String ch = new String(Character.toChars(cp));
            if (!encoder.canEncode(ch)) {
                return Optional.of(ch + " (U+" + String.format("%04X", cp) + ")");
            }
            i += Character.charCount(cp);
        }
        return Optional.empty();
    }

    /**
     * A name for messages that never fails: the decoded name, or for bytes that are not CP949 the ASCII
     * characters as they are and every other byte as {@code \xNN}.
     */
    static String describe(byte[] b, int from, int length) {
        try {
            return decode(b, from, length);
        } catch (CharacterCodingException e) {
            StringBuilder sb = new StringBuilder();
            for (int i = from; i < from + length; i++) {
                int c = b[i] & 0xFF;
                if (c >= 0x20 && c < 0x7F) {
                    sb.append((char) c);
                } else {
                    sb.append(String.format("\\x%02X", c));
                }
            }
            return sb.toString();
        }
    }

    /**
     * The key the client looks names up by: the bytes with {@code A-Z} folded to {@code a-z} and {@code /}
     * turned into {@code \}. The folding is byte-wise, as the client's and rAthena's are (a CP949 trail byte
     * in the ASCII letter range is folded too; {@code \} and {@code /} are never trail bytes).
     */
    public static byte[] lookupKey(byte[] name) {
        byte[] key = name.clone();
        for (int i = 0; i < key.length; i++) {
            key[i] = fold(key[i]);
        }
        return key;
    }

    static byte fold(byte b) {
        if (b >= 'A' && b <= 'Z') {
            return (byte) (b + ('a' - 'A'));
        }
        return b == '/' ? (byte) '\\' : b;
    }

    /**
     * Where a name would land below an extraction folder: its parts (empty parts and {@code .} dropped), or
     * why it may not be extracted at all: a {@code ..} part, an absolute path, a drive letter (any {@code :},
     * which also names Windows alternate data streams), a control character, or no file name.
     */
    public static SafePath safePath(String name) {
        if (name.isEmpty()) {
            return SafePath.refused("an empty name");
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < 0x20 || c == 0x7F) {
                return SafePath.refused("a control character (U+" + String.format("%04X", (int) c) + ") in the name");
            }
        }
        if (name.length() >= 2 && Character.isLetter(name.charAt(0)) && name.charAt(1) == ':') {
            return SafePath.refused("a drive letter (" + name.substring(0, 2) + ")");
        }
        if (name.indexOf(':') >= 0) {
            return SafePath.refused("a ':' in the name (a drive letter or a Windows stream)");
        }
        if (name.charAt(0) == '\\' || name.charAt(0) == '/') {
            return SafePath.refused("an absolute path");
        }
        List<String> parts = new ArrayList<>();
        for (String part : name.split("[\\\\/]", -1)) {
            if (part.equals("..")) {
                return SafePath.refused("a '..' that climbs out of the folder");
            }
            if (!part.isEmpty() && !part.equals(".")) {
                parts.add(part);
            }
        }
        char last = name.charAt(name.length() - 1);
        if (parts.isEmpty() || last == '\\' || last == '/') {
            return SafePath.refused("no file name after the last separator");
        }
        return new SafePath(List.copyOf(parts), null);
    }

    /**
     * The parts of a name below an extraction folder, or the reason it may not be extracted.
     *
     * @param parts   the folder names and the file name, in order; empty when refused
     * @param problem why the name is refused, or null
     */
    public record SafePath(List<String> parts, String problem) {

        static SafePath refused(String problem) {
            return new SafePath(List.of(), problem);
        }

        /** True when the name may be extracted. */
        public boolean safe() {
            return problem == null;
        }
    }
}
