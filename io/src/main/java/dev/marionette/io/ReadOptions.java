package dev.marionette.io;

/**
 * How strictly a reader treats a file, and how large a file it accepts.
 *
 * <p>Strict reading (the default) fails on anything the format does not allow, including bytes after the
 * last field. Lenient reading accepts the quirks other tools are known to tolerate (trailing bytes,
 * a short interval table, a palette of the wrong size) and reports each one as a {@link ReadWarning}.
 * Unknown versions and structural damage fail in both modes.
 *
 * @param lenient     accept known quirks with warnings instead of failing
 * @param maxFileSize the largest file read into memory, in bytes
 * @param companions  files the user chose for a file that needs others (the skeleton of a motion)
 */
public record ReadOptions(boolean lenient, long maxFileSize, Companions companions) {

    /** 64 MiB: far above any real sprite or character file, small enough to read into memory safely. */
    public static final long DEFAULT_MAX_FILE_SIZE = 64L * 1024 * 1024;

    /** Strict reading with the default size cap. */
    public static final ReadOptions STRICT = new ReadOptions(false, DEFAULT_MAX_FILE_SIZE);

    /** Lenient reading with the default size cap. */
    public static final ReadOptions LENIENT = new ReadOptions(true, DEFAULT_MAX_FILE_SIZE);

    public ReadOptions {
        if (maxFileSize < 0 || maxFileSize > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("maxFileSize out of range: " + maxFileSize);
        }
        companions = companions == null ? Companions.NONE : companions;
    }

    /** Options without chosen companions. */
    public ReadOptions(boolean lenient, long maxFileSize) {
        this(lenient, maxFileSize, Companions.NONE);
    }

    /** These options with another size cap. */
    public ReadOptions withMaxFileSize(long bytes) {
        return new ReadOptions(lenient, bytes, companions);
    }

    /** These options with the given companion files. */
    public ReadOptions withCompanions(Companions chosen) {
        return new ReadOptions(lenient, maxFileSize, chosen);
    }
}
