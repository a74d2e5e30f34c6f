package dev.marionette.export;

import dev.marionette.io.FileFormat;

/**
 * A {@link SourceLoader} whose file format and source type are fixed when it is made, so that a concrete loader
 * holds only its reading.
 *
 * @param <S> the source model it makes
 */
public abstract class AbstractSourceLoader<S> implements SourceLoader<S> {

    private final FileFormat format;
    private final Class<S> sourceType;

    /**
     * @param format     the file format it reads
     * @param sourceType the source model it makes
     */
    protected AbstractSourceLoader(FileFormat format, Class<S> sourceType) {
        this.format = format;
        this.sourceType = sourceType;
    }

    @Override
    public final FileFormat format() {
        return format;
    }

    @Override
    public final Class<S> sourceType() {
        return sourceType;
    }
}
