package dev.marionette.io.archive;

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
 * Entry names of every archive kind (GRF/GPF, THOR, RGZ): CP949 (the Korean Windows code page, the client's)
 * bytes with backslashes, e.g. {@code data\sprite\...}. Names are decoded to Unicode for display and kept as
 * their bytes for writing back, so an archive written again holds exactly the names it had.
 *
 * <p>Lookups work as the client's: a byte-wise comparison with ASCII letters folded to lower case and {@code /}
 * taken as {@code \} ({@link #lookupKey}).
 */
public final class ArchiveNames {

    /** CP949 as Java names it (Microsoft's code page 949, a superset of EUC-KR). */
    public static final Charset CP949 = Charset.forName("x-windows-949");

    private ArchiveNames() {
    }

    /** Decodes a stored name; fails on bytes that are not CP949. */
    public static String decode(byte[] b, int from, int length) throws CharacterCodingException {
        boolean ascii = true;
        for (int i = from; i < from + length && ascii; i++) {
            ascii = b[i] >= 0;
        }
        if (ascii) {
            // Most names are ASCII; CP949 leaves ASCII as it is.
            return new String(b, from, length, java.nio.charset.StandardCharsets.ISO_8859_1);
        }
        char[] chars = new char[length];
        int n = decodeInto(b, from, length, chars, 0);
        if (n < 0) {
            throw new java.nio.charset.MalformedInputException(1);
        }
        return new String(chars, 0, n);
    }

    /**
     * Decodes a stored name into {@code out} from {@code at} without making a String (listing a client's 400,000
     * names goes through here); {@code out} needs room for {@code length} chars.
     *
     * @return the position after the name in {@code out}, or -1 when the bytes are not CP949
     */
    public static int decodeInto(byte[] b, int from, int length, char[] out, int at) {
        int end = from + length;
        for (int i = from; i < end; i++) {
            int c = b[i] & 0xFF;
            if (c < 0x80) {
                out[at++] = (char) c;
                continue;
            }
            if (c < 0x81 || c > 0xFE || i + 1 == end) {
                return -1;
            }
            char pair = Cp949Pairs.TABLE[(c - 0x81) << 8 | (b[++i] & 0xFF)];
            if (pair == 0) {
                return -1;
            }
            out[at++] = pair;
        }
        return at;
    }

    /**
     * CP949 is a double-byte code: a byte below 0x80 is ASCII, a lead byte 0x81-0xFE and the next byte are one
     * character. The pairs are read once from Java's strict decoder into a table (a tight loop over it decodes
     * several times faster than a decoder call per name).
     */
    private static final class Cp949Pairs {
        static final char[] TABLE = build();

        private static char[] build() {
            char[] table = new char[126 << 8];
            CharsetDecoder decoder = CP949.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT);
            ByteBuffer in = ByteBuffer.allocate(2);
            CharBuffer out = CharBuffer.allocate(4);
            for (int lead = 0x81; lead <= 0xFE; lead++) {
                for (int trail = 0; trail <= 0xFF; trail++) {
                    in.clear();
                    in.put((byte) lead).put((byte) trail).flip();
                    out.clear();
                    decoder.reset();
                    if (!decoder.decode(in, out, true).isError() && !decoder.flush(out).isError()
                            && !in.hasRemaining() && out.position() == 1) {
                        table[(lead - 0x81) << 8 | trail] = out.get(0);
                    }
                }
            }
            return table;
        }
    }


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
     * A name for messages and listings that never fails and never carries a control character: the decoded name
     * with every control character (below U+0020, and U+007F) as {@code \xNN}, or for bytes that are not CP949
     * the printable ASCII characters as they are and every other byte as {@code \xNN}.
     */
    public static String describe(byte[] b, int from, int length) {
        try {
            return escapeControls(decode(b, from, length));
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

    /** {@link #describe}: the name as it may be shown anywhere. */
    public static String display(byte[] b, int from, int length) {
        return describe(b, from, length);
    }

    /** True when {@code c} is a control character a name must not carry to a terminal or a file name. */
    public static boolean isControl(char c) {
        return c < 0x20 || c == 0x7F;
    }

    /** {@code text} with every control character as {@code \xNN}; the same String when it has none. */
    public static String escapeControls(String text) {
        int i = 0;
        while (i < text.length() && !isControl(text.charAt(i))) {
            i++;
        }
        if (i == text.length()) {
            return text;
        }
        StringBuilder sb = new StringBuilder(text.length() + 8).append(text, 0, i);
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isControl(c)) {
                sb.append(String.format("\\x%02X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
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

    /** One byte of {@link #lookupKey}. */
    public static byte fold(byte b) {
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
