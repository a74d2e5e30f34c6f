package dev.marionette.io.format;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.ReadResult;
import dev.marionette.io.ReadWarning;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link FormatHandler} for a format with one reader giving a {@link ReadResult} and one writer: {@code info}
 * lists the format's name, the family's facts and the count of reading warnings (when there are any); {@code check}
 * gives the reading warnings; {@code roundtrip} writes what was read.
 *
 * @param <T> what the reader gives
 */
public abstract class ReadingFormatHandler<T> implements FormatHandler {

    /** A format's whole-file reader, e.g. {@code ActReader::read}. */
    @FunctionalInterface
    public interface Reader<T> {
        /** Reads the whole file, failing with a {@link FormatException} naming file, offset and field. */
        ReadResult<T> read(byte[] data, String source, ReadOptions options) throws FormatException;
    }

    /** A format's writer: the file's bytes for {@code value}; {@code source} names it in errors. */
    @FunctionalInterface
    public interface Writer<T> {
        byte[] write(T value, String source) throws IOException;
    }

    private final FileFormat format;
    private final Reader<T> reader;
    private final Writer<T> writer;

    /** @param format the format handled; its display name is the first fact of {@code info} */
    protected ReadingFormatHandler(FileFormat format, Reader<T> reader, Writer<T> writer) {
        this.format = format;
        this.reader = reader;
        this.writer = writer;
    }

    /** Reads the whole file with the format's reader. */
    protected final ReadResult<T> read(byte[] data, String source, ReadOptions options) throws FormatException {
        return reader.read(data, source, options);
    }

    /** Adds the facts of {@code value} that follow the format's name (and precede the warnings' count). */
    protected abstract void addFacts(T value, Map<String, String> facts, String source, ReadOptions options)
            throws FormatException;

    @Override
    public final Map<String, String> describe(byte[] data, String source, ReadOptions options)
            throws FormatException {
        ReadResult<T> result = read(data, source, options);
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("format", format.displayName());
        addFacts(result.value(), facts, source, options);
        if (!result.warnings().isEmpty()) {
            facts.put("warnings", Integer.toString(result.warnings().size()));
        }
        return facts;
    }

    /** The reading warnings; a format whose check looks further adds its own to these. */
    @Override
    public List<ReadWarning> check(byte[] data, String source, ReadOptions options) throws FormatException {
        return read(data, source, options).warnings();
    }

    @Override
    public final byte[] rewrite(byte[] data, String source, ReadOptions options) throws IOException {
        return writer.write(read(data, source, options).value(), source);
    }
}
