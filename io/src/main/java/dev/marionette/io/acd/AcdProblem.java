package dev.marionette.io.acd;

/**
 * Something wrong with a file an ACD names: missing or unreadable (the character shows a placeholder instead,
 * so the author can fix it), or read with a change (colours mapped onto the palette).
 *
 * @param file    the file as the ACD names it
 * @param warning true when the file was used (with the change the message says), false when a placeholder
 *                stands in for it
 * @param message what is wrong, for a person
 */
public record AcdProblem(String file, boolean warning, String message) {

    @Override
    public String toString() {
        return file + ": " + message;
    }
}
