package dev.marionette.io.audio;

import dev.marionette.io.FormatException;

/**
 * A well-formed WAV file in a codec this package does not decode (GSM, MP3, 3-bit IMA...). Callers that have
 * another decoder to try (the Java runtime's, a browser) can tell it from a broken file.
 */
public class UnsupportedCodecException extends FormatException {

    private static final long serialVersionUID = 1L;

    public UnsupportedCodecException(String source, long offset, String field, String expected, String found) {
        super(source, offset, field, expected, found);
    }
}
