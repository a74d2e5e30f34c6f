package dev.marionette.io.convert;

import java.nio.file.Path;
import java.util.List;

/**
 * What a conversion did.
 *
 * @param written the files written, the main file first
 * @param notes   what the target format could not hold or holds differently (one sentence each), empty when
 *                the conversion kept everything
 */
public record ConversionResult(List<Path> written, List<String> notes) {

    public ConversionResult {
        written = List.copyOf(written);
        notes = List.copyOf(notes);
    }
}
