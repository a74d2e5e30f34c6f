package dev.marionette.io.convert;

import dev.marionette.io.FileFormat;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Converts a file of one format into another format of the same kind (an Agent ACS into ACF + ACA files, a
 * Sims skill into a The Sims Online {@code .anim}...), keeping everything the target can hold. Each
 * conversion is registered once in {@link Conversions#standard()}; the {@code convert} command and the
 * editor find it there by the source's detected format and the output's extension.
 *
 * <p>A conversion never changes its input, and writes its output the way saves do: every file first to a
 * temporary file, then moved into place, so a failure leaves no half-written output.
 */
public interface Conversion {

    /** The format this conversion reads. */
    FileFormat source();

    /** What it writes, in words for help texts and messages ("ACF + ACA files"). */
    String targetName();

    /**
     * The extensions (lower case, no dot) of the output path that select this conversion, e.g. {@code "acf"};
     * the first is the one shown in help texts.
     */
    List<String> targetExtensions();

    /**
     * Reads {@code input} and writes the converted file(s) at {@code output}.
     *
     * @return the files written and what the target could not hold
     * @throws dev.marionette.io.FormatException when the input is invalid (naming file, position and field)
     * @throws IOException                       when reading or writing fails
     */
    ConversionResult convert(ConversionInput input, Path output) throws IOException;
}
