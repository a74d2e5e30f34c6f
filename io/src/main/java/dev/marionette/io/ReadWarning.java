package dev.marionette.io;


/**
 * Something a reader accepted but a user should know about: a quirk tolerated in lenient mode, or a value
 * the format allows but that other tools handle differently.
 *
 * @param source  the file name as given to the reader
 * @param offset  byte offset the warning is about; {@link #NO_OFFSET} when it is about no place in the file (a
 *                file another one names, for instance)
 * @param field   the field concerned
 * @param message what was found and what was done about it
 */
public record ReadWarning(String source, long offset, String field, String message) {

    /** The offset of a warning about no place in the file. */
    public static final long NO_OFFSET = -1;

    /** A warning about no place in the file: its subject (a file the source names, say) and what was found. */
    public static ReadWarning about(String source, String field, String message) {
        return new ReadWarning(source, NO_OFFSET, field, message);
    }

    @Override
    public String toString() {
        return (source == null ? "<unnamed>" : source) + ": " + detail();
    }

    /**
     * The warning without the file name, for lines that name the file already; control characters escaped
     * ({@link Printable#controls}).
     */
    public String detail() {
        String text = offset < 0 ? field + ": " + message
                : "at offset " + offset + " (0x" + Long.toHexString(offset) + "), " + field + ": " + message;
        return Printable.controls(text);
    }
}
