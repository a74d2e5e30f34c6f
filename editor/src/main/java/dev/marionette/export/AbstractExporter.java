package dev.marionette.export;

import java.util.List;

/**
 * An {@link Exporter} whose source type, format and settings are fixed when it is made, so that a concrete
 * exporter says them once in its constructor and holds only its own work.
 *
 * @param <S> the source model it reads
 */
public abstract class AbstractExporter<S> implements Exporter<S> {

    private final Class<S> sourceType;
    private final ExportFormat format;
    private final List<ExportSetting<?>> options;

    /**
     * @param sourceType the source model it reads
     * @param format     the format it writes
     * @param options    the settings it reads
     */
    protected AbstractExporter(Class<S> sourceType, ExportFormat format, List<ExportSetting<?>> options) {
        this.sourceType = sourceType;
        this.format = format;
        this.options = List.copyOf(options);
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
    public final List<ExportSetting<?>> options() {
        return options;
    }
}
