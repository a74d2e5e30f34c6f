package dev.marionette.io.acd;

/** A file an ACD names that cannot be used; the message says what is wrong with it, for the problem list. */
final class BadFileException extends Exception {

    private static final long serialVersionUID = 1L;

    BadFileException(String message) {
        super(message);
    }
}
