package dev.marionette.io.format;

import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.FormatException;
import dev.marionette.io.FormatHandler;
import dev.marionette.io.convert.Conversion;
import dev.marionette.io.source.FileSource;
import dev.marionette.io.textform.TextForm;
import java.io.IOException;
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
 * <p>Opening a file with the files beside it (the SPR of an ACT, the skeleton of a motion, the ACA files of an ACF)
 * is {@link #open}: the one way the command line's {@code export}, the editor's tabs and the archive browser read a
 * file of the family, so the companion lookup and its messages are written once, in the family's package. It works
 * on a {@link FileSource}, so a file inside an archive finds its companions in the same archive as a file on disk
 * finds them in its folder.
 *
 * <p>Implementations are stateless and safe to use from several threads; they need a public no-argument
 * constructor.
 */
public interface FormatPlugin {

    /** The family's identifier, the {@link FileFormat#family()} of each of its formats ("ragnarok"). */
    String family();

    /** The family's formats, as users read them in a list of what Marionette recognises ("Ragnarok ACT/SPR"). */
    String formatsInWords();

    /**
     * What the family is, for the command line's help: "Ragnarok Online sprites (ACT, SPR)". By default the formats in
     * words.
     */
    default String summary() {
        return formatsInWords();
    }

    /** The formats the family owns, the most important first. */
    List<FileFormat> formats();

    /** The content tests that recognise the family's formats; see {@link Sniffer} for the order they run in. */
    List<Sniffer> sniffers();

    /** The handler the commands read {@code format} with, or empty when it is recognised but not read yet. */
    Optional<FormatHandler> handler(FileFormat format);

    /**
     * The text form of {@code format} ({@code marionette text show/build/merge}, the editor's "Compare with…"), or
     * empty when the format has none: a text format (ACD, ASF...) is its own text form and passes through as it is.
     */
    default Optional<TextForm> textForm(FileFormat format) {
        return Optional.empty();
    }

    /** {@link #parts} of the export layer: classes implementing {@code dev.marionette.export.ExportProvider}. */
    String EXPORT_PARTS = "export";
    /** {@link #parts} of the editor: classes implementing {@code dev.marionette.editor.kind.DocumentKind}. */
    String EDITOR_PARTS = "editor";

    /**
     * The family's parts in the layers above io, by layer ({@link #EXPORT_PARTS}, {@link #EDITOR_PARTS}): the names of
     * classes with a public no-argument constructor that those layers make, so the family's export loaders and
     * exporters and its editor tab hang off this one plug-in, registered once. Named, not referenced: io depends on no
     * layer above it, and a command that needs no editor never loads the editor's classes. None by default.
     */
    default List<String> parts(String layer) {
        return List.of();
    }

    /** The conversions from the family's formats into others (of the family); none by default. */
    default List<Conversion> conversions() {
        return List.of();
    }

    /**
     * Opens {@code source}, recognised as {@code detection} (one of {@link #formats()}; it is not recognised again),
     * with the files it needs found beside it, or the ones in {@code companions} when the user chose them
     * ({@code --skeleton FILE} on the command line, a file chooser in the editor). Returns the family's bundle (its
     * type is in the family's package; take it with {@link OpenedFile#as}). A companion that is needed and missing
     * is an error whose message names the file it looked for. Worker thread. By default a family opens nothing:
     * its formats are read by the commands' {@link #handler}s only.
     *
     * @throws FormatException when the file or a companion is invalid or a needed companion is missing
     * @throws IOException     when a file cannot be read
     */
    default OpenedFile open(FileSource source, Detection detection, Companions companions) throws IOException {
        throw FormatException.of(source.name(), 0, "file format", detection.description()
                + " is read by the commands (info, check) only; nothing opens it yet");
    }
}
