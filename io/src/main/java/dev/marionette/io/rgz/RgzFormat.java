package dev.marionette.io.rgz;

/**
 * Constants of RGZ patches, described in {@code docs/archives.md}: a gzip stream ({@code 1F 8B}) which, inflated,
 * is a run of records, each a type byte ({@code d} a folder, {@code f} a file, {@code e} the end), u8 length L and
 * L bytes of name ending in a NUL; a file record then has u32 size (little-endian) and that many bytes. The end
 * record is named {@code end}. Names use backslashes, in the client's code page.
 */
public final class RgzFormat {

    static final int FOLDER = 'd';
    static final int FILE = 'f';
    static final int END = 'e';
    /** Flags reported for a file record ({@code archive list --long}); a folder record has 0. */
    public static final int FLAG_FILE = 0x01;

    private RgzFormat() {
    }
}
