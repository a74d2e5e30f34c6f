package dev.marionette.io.convert;

import dev.marionette.io.FileFormat;
import java.util.List;

/**
 * The usual start of a {@link Conversion}: what it reads, what it writes in words and the output extensions that
 * select it, given once to the constructor, so a conversion holds only its {@link #convert}.
 */
public abstract class TargetedConversion implements Conversion {

    private final FileFormat source;
    private final String targetName;
    private final List<String> targetExtensions;

    /**
     * @param source           the format it reads
     * @param targetName       what it writes, in words ("ACF + ACA files")
     * @param targetExtensions the output extensions (lower case, no dot) that select it, the one shown first
     */
    protected TargetedConversion(FileFormat source, String targetName, String... targetExtensions) {
        this.source = source;
        this.targetName = targetName;
        this.targetExtensions = List.of(targetExtensions);
    }

    @Override
    public final FileFormat source() {
        return source;
    }

    @Override
    public final String targetName() {
        return targetName;
    }

    @Override
    public final List<String> targetExtensions() {
        return targetExtensions;
    }
}
