package dev.marionette.io.convert;

import java.io.IOException;

/**
 * The input cannot be converted as asked, though it is not damaged: it holds several items and the user must
 * choose one ({@code --skill}), or a file it needs is not beside it. The message says what to do.
 */
public class ConversionException extends IOException {

    private static final long serialVersionUID = 1L;

    public ConversionException(String message) {
        super(message);
    }
}
