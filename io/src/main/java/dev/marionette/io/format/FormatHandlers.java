package dev.marionette.io.format;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatHandler;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The {@link FormatHandler}s by {@link FileFormat}: which formats the whole-file tools can read. The standard set
 * is assembled from the installed {@link FormatPlugin}s ({@link FormatRegistry#handlers()}); a format gets a handler
 * by its plug-in answering {@link FormatPlugin#handler}, never by an edit here.
 */
public final class FormatHandlers {

    private final Map<FileFormat, FormatHandler> handlers = new LinkedHashMap<>();

    /** An empty registry. */
    public FormatHandlers() {
    }

    /** The handlers of every format the installed plug-ins read (a copy: registering in it changes nothing else). */
    public static FormatHandlers standard() {
        FormatHandlers copy = new FormatHandlers();
        copy.handlers.putAll(FormatRegistry.installed().handlers().handlers);
        return copy;
    }

    /** Registers (or replaces) the handler of {@code format}. */
    public FormatHandlers register(FileFormat format, FormatHandler handler) {
        handlers.put(format, handler);
        return this;
    }

    /** The handler of {@code format}, or empty when the format is recognised but not readable yet. */
    public Optional<FormatHandler> find(FileFormat format) {
        return Optional.ofNullable(handlers.get(format));
    }
}
