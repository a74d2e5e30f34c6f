package dev.marionette.export;

import java.io.IOException;

/**
 * The export asked for does not fit the source: an action or animation it does not have, an option this
 * output cannot honour. The message reads on its own after the file's name ("no action 200 (it has 104)").
 * Failures to write are plain {@link IOException}s.
 */
public class ExportException extends IOException {

    private static final long serialVersionUID = 1L;

    public ExportException(String message) {
        super(message);
    }
}
