package dev.marionette.io.format;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatHandler;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The {@link FormatHandler}s by {@link FileFormat}: which formats the whole-file tools can read. The standard set
 * is assembled from the installed {@link FormatPlugin}s ({@link FormatRegistry#handlers()}); a format gets a handler
 * by its plug-in answering {@link FormatPlugin#handler}, never by an edit here.
 */
public final class FormatHandlers {

    private final Map<FileFormat, FormatHandler> handlers = new ConcurrentHashMap<>();
    /** Where a format not registered here finds its handler (the installed plug-ins, asked when first needed). */
    private final Function<FileFormat, Optional<FormatHandler>> fallback;

    /** An empty registry. */
    public FormatHandlers() {
        this(format -> Optional.empty());
    }

    private FormatHandlers(Function<FileFormat, Optional<FormatHandler>> fallback) {
        this.fallback = fallback;
    }

    /** Handlers found by {@code resolver} when first asked for (a registry's plug-ins). */
    static FormatHandlers resolvedBy(Function<FileFormat, Optional<FormatHandler>> resolver) {
        return new FormatHandlers(resolver);
    }

    /**
     * The handlers of every format the installed plug-ins read (a copy: registering in it changes nothing else). A
     * plug-in makes the handler of a format when it is first needed.
     */
    public static FormatHandlers standard() {
        return new FormatHandlers(FormatRegistry.installed()::handler);
    }

    /** Registers (or replaces) the handler of {@code format}. */
    public FormatHandlers register(FileFormat format, FormatHandler handler) {
        handlers.put(format, handler);
        return this;
    }

    /** The handler of {@code format}, or empty when the format is recognised but not readable yet. */
    public Optional<FormatHandler> find(FileFormat format) {
        FormatHandler registered = handlers.get(format);
        return registered != null ? Optional.of(registered) : fallback.apply(format);
    }
}
