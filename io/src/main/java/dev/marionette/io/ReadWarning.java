package dev.marionette.io;

import dev.marionette.io.text.Printable;

/**
 * Something a reader accepted but a user should know about: a quirk tolerated in lenient mode, or a value
 * the format allows but that other tools handle differently.
 *
 * @param source  the file name as given to the reader
 * @param offset  byte offset the warning is about
 * @param field   the field concerned
 * @param message what was found and what was done about it
 */
public record ReadWarning(String source, long offset, String field, String message) {

    @Override
    public String toString() {
        return (source == null ? "<unnamed>" : source) + ": " + detail();
    }

    /**
     * The warning without the file name, for lines that name the file already; control characters escaped
     * ({@link Printable#controls}).
     */
    public String detail() {
        return Printable.controls("at offset " + offset + " (0x" + Long.toHexString(offset) + "), " + field + ": "
                + message);
    }
}
