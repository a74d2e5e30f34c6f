package dev.marionette.io.grf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Constants of the GRF/GPF archive format of Ragnarok Online (the client's {@code data.grf} and the patches
 * servers ship as {@code .gpf}). The layout, checked against 355 real archives, is described in
 * {@code docs/archives.md}; the numbers here are the ones the reader and writer share.
 */
public final class GrfFormat {

    /** The first 15 bytes of every archive. */
    static final byte[] SIGNATURE = "Master of Magic".getBytes(StandardCharsets.US_ASCII);

    /** Size of the header; entry data and the table offset count from here. */
    public static final int HEADER_SIZE = 46;

    /** The 15 key bytes after the signature that the community's GRF tools write ({@code 00 01 .. 0E}). */
    static final byte[] TOOLS_KEY = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14};

    /** Old archives: an uncompressed table with DES-encoded names; every file's data is encrypted. */
    public static final int VERSION_102 = 0x102;
    /** As 0x102. */
    public static final int VERSION_103 = 0x103;
    /** The version of every archive in use today and the one Marionette writes. */
    public static final int VERSION_200 = 0x200;
    /** Newer clients: 64-bit table and entry offsets. */
    public static final int VERSION_300 = 0x300;

    /** Entry flag: the entry is a file (zlib data); without it the entry names a folder. */
    public static final int FLAG_FILE = 0x01;
    /** Entry flag: the data is DES-encoded in the "mixed" way (the first 20 blocks, then periodically). */
    public static final int FLAG_DES_MIXED = 0x02;
    /** Entry flag: only the first 20 blocks of the data are DES-encoded. */
    public static final int FLAG_DES_HEADER = 0x04;

    /** The entry count field holds count + seed + 7. */
    static final int COUNT_BIAS = 7;

    /** Version 0x1xx tables store the compressed size as compressed + real + 715. */
    static final long V1_COMPRESSED_BIAS = 715;
    /** Version 0x1xx tables store the aligned size as aligned + 37579. */
    static final long V1_ALIGNED_BIAS = 37579;

    private GrfFormat() {
    }

    /** True when {@code file} starts with the archive signature ({@code Master of Magic}); false when unreadable. */
    public static boolean isArchive(Path file) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (InputStream in = Files.newInputStream(file)) {
            return Arrays.equals(in.readNBytes(SIGNATURE.length), SIGNATURE);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** The version as written in messages, e.g. "0x200". */
    public static String versionName(int version) {
        return "0x" + Integer.toHexString(version);
    }

    /** True for the versions this reader reads. */
    static boolean readable(int version) {
        return version == VERSION_102 || version == VERSION_103 || version == VERSION_200 || version == VERSION_300;
    }

    /** Rounds a compressed size up to the 8-byte alignment most writers pad entries to. */
    static long align8(long size) {
        return (size + 7) & ~7L;
    }
}
