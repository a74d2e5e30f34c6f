package dev.marionette.io.format;

import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.convert.Conversion;
import java.util.List;
import java.util.Optional;

/**
 * One family of file formats (Ragnarok ACT and SPR, Microsoft Agent ACS/ACF/ACA/ACD...), plugged into Marionette:
 * the formats it owns, how to recognise them on a file's shared {@link FileHead}, the handler the commands use for
 * each readable format, and the conversions between its formats. Found by {@link java.util.ServiceLoader}: list
 * the implementation in {@code META-INF/services/dev.marionette.io.format.FormatPlugin}. The {@link FormatRegistry}
 * assembles every installed plug-in; nothing else lists formats, so a new family adds its own packages and one
 * service line, and edits no shared file (see {@code docs/adding-a-format.md}).
 *
 * <p>A family's reading of a file with the files beside it (the SPR of an ACT, the skeleton of a motion...) is the
 * family's opener, in the plug-in's package, working on a {@link dev.marionette.io.source.FileSource} so it is the
 * same for a file on disk and an archive entry.
 *
 * <p>Implementations are stateless and safe to use from several threads; they need a public no-argument
 * constructor.
 */
public interface FormatPlugin {

    /** The family's identifier, the {@link FileFormat#family()} of each of its formats ("ragnarok"). */
    String family();

    /** The family's formats, as users read them in a list of what Marionette recognises ("Ragnarok ACT/SPR"). */
    String formatsInWords();

    /** The formats the family owns, the most important first. */
    List<FileFormat> formats();

    /** The content tests that recognise the family's formats; see {@link Sniffer} for the order they run in. */
    List<Sniffer> sniffers();

    /** The handler the commands read {@code format} with, or empty when it is recognised but not read yet. */
    Optional<FormatHandler> handler(FileFormat format);

    /** The conversions from the family's formats into others (of the family); none by default. */
    default List<Conversion> conversions() {
        return List.of();
    }
}
