package dev.marionette.io.convert;

import dev.marionette.io.ReadOptions;
import java.nio.file.Path;
import java.util.Objects;

/**
 * The file to convert: its path (companion files are looked up beside it), its bytes (already read within the
 * size cap), the read options, with any companion files the user chose, and which part of the file to convert.
 *
 * @param part which one of several items the input holds to convert, as the user typed it: for a Sims character
 *             file the skill, by index or name ({@code --skill N|NAME}); null when the input holds one, or for the
 *             conversion's default
 */
public record ConversionInput(Path file, byte[] data, ReadOptions options, String part) {

    public ConversionInput {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(options, "options");
    }

    /** The whole input, no part chosen. */
    public ConversionInput(Path file, byte[] data, ReadOptions options) {
        this(file, data, options, null);
    }

    /** The name shown in messages. */
    public String source() {
        return file.toString();
    }
}
