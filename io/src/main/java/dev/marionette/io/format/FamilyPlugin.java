package dev.marionette.io.format;

import dev.marionette.io.FileFormat;
import java.util.List;

/**
 * The usual start of a {@link FormatPlugin}: the family's identifier, its formats in words and its formats, given
 * once to the constructor, so a family's plug-in holds only what is its own (its sniffers, handlers, conversions and
 * {@link #open}).
 */
public abstract class FamilyPlugin implements FormatPlugin {

    private final String family;
    private final String formatsInWords;
    private final List<FileFormat> formats;

    /**
     * @param family         the family's identifier ({@link FileFormat#family()} of each format)
     * @param formatsInWords the formats as users read them ("Ragnarok ACT/SPR")
     * @param formats        the formats, the most important first
     */
    protected FamilyPlugin(String family, String formatsInWords, List<FileFormat> formats) {
        this.family = family;
        this.formatsInWords = formatsInWords;
        this.formats = List.copyOf(formats);
    }

    @Override
    public final String family() {
        return family;
    }

    @Override
    public final String formatsInWords() {
        return formatsInWords;
    }

    @Override
    public final List<FileFormat> formats() {
        return formats;
    }
}
