package dev.marionette.export;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * An {@link Exporter} whose source type, format and settings are fixed when it is made, so that a concrete
 * exporter says them once in its constructor and holds only its own work.
 *
 * @param <S> the source model it reads
 */
public abstract class AbstractExporter<S> implements Exporter<S> {

    private final Class<S> sourceType;
    private final ExportFormat format;
    private final Set<ExportOption> options;

    /**
     * @param sourceType the source model it reads
     * @param format     the format it writes
     * @param options    the settings it reads
     */
    protected AbstractExporter(Class<S> sourceType, ExportFormat format, Set<ExportOption> options) {
        this.sourceType = sourceType;
        this.format = format;
        this.options = Collections.unmodifiableSet(options.isEmpty()
                ? EnumSet.noneOf(ExportOption.class) : EnumSet.copyOf(options));
    }

    @Override
    public final Class<S> sourceType() {
        return sourceType;
    }

    @Override
    public final ExportFormat format() {
        return format;
    }

    @Override
    public final Set<ExportOption> options() {
        return options;
    }
}
