package dev.marionette.io.convert;

import dev.marionette.io.ReadOptions;
import java.nio.file.Path;
import java.util.Objects;

/**
 * The file to convert: its path (companion files are looked up beside it), its bytes (already read within the
 * size cap) and the read options, with any companion files the user chose.
 */
public record ConversionInput(Path file, byte[] data, ReadOptions options) {

    public ConversionInput {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(options, "options");
    }

    /** The name shown in messages. */
    public String source() {
        return file.toString();
    }
}
