package dev.marionette.io.grf;

import dev.marionette.io.archive.ArchiveNames;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.util.Optional;

/**
 * GRF entry names: the names of every archive kind ({@link ArchiveNames}), CP949 bytes with backslashes; kept
 * under this name for the GRF code and its callers.
 */
public final class GrfNames {

    /** CP949 as Java names it (Microsoft's code page 949, a superset of EUC-KR). */
    public static final Charset CP949 = ArchiveNames.CP949;

    private GrfNames() {
    }

    static String decode(byte[] b, int from, int length) throws CharacterCodingException {
        return ArchiveNames.decode(b, from, length);
    }

    static int decodeInto(byte[] b, int from, int length, char[] out, int at) {
        return ArchiveNames.decodeInto(b, from, length, out, at);
    }

    /** The CP949 bytes of {@code name}, or empty when CP949 cannot hold one of its characters. */
    public static Optional<byte[]> encode(String name) {
        return ArchiveNames.encode(name);
    }

    /** The first character of {@code name} CP949 cannot hold, for messages; empty when it holds them all. */
    public static Optional<String> firstUnencodable(String name) {
        return ArchiveNames.firstUnencodable(name);
    }

    static String describe(byte[] b, int from, int length) {
        return ArchiveNames.describe(b, from, length);
    }

    /** The key the client looks names up by ({@link ArchiveNames#lookupKey}). */
    public static byte[] lookupKey(byte[] name) {
        return ArchiveNames.lookupKey(name);
    }

    static byte fold(byte b) {
        return ArchiveNames.fold(b);
    }

    /** Where a name would land below an extraction folder ({@link ArchiveNames#safePath}). */
    public static ArchiveNames.SafePath safePath(String name) {
        return ArchiveNames.safePath(name);
    }
}
