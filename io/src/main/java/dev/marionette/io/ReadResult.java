package dev.marionette.io;

import java.util.List;

/**
 * What a reader returns: the value read and the warnings collected on the way (empty for a clean file).
 *
 * @param value    the document or sheet read
 * @param warnings quirks accepted and things worth knowing, in file order
 * @param <T>      the type read
 */
public record ReadResult<T>(T value, List<ReadWarning> warnings) {

    public ReadResult {
        warnings = List.copyOf(warnings);
    }
}
