package dev.marionette.export;

import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.ReadOptions;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FileHead;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.format.OpenedFile;
import dev.marionette.io.source.FileSource;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Makes the source model exporters take from a file of one {@link FileFormat}, for the command line (the editor
 * takes its sources from open documents instead: {@code DocumentKind.exportSource}). The file is opened by its
 * format's plug-in ({@code FormatPlugin.open}: the Ragnarok ACT with the SPR beside it, the motion with its
 * skeleton...), exactly as the editor opens it; the loader only adapts the plug-in's bundle to its source model and
 * adds what is export's own (the {@code --reference} sprites, the {@code --fps} rate).
 *
 * @param <S> the source model it makes
 */
public interface SourceLoader<S> {

    /** The file format it reads. */
    FileFormat format();

    /** The source model it makes. */
    Class<S> sourceType();

    /** The companions {@code options} choose for the file ({@code --skeleton}, {@code --skill}); none by default. */
    default Companions companions(ExportOptions options) {
        return Companions.NONE;
    }

    /**
     * The source of {@code opened}, the bundle the format's plug-in opened a file into. The source is named after
     * the file, without its extension: outputs of a batch are named after it.
     *
     * @throws dev.marionette.io.FormatException when a file is invalid (naming file, offset and field)
     * @throws IOException                       when a file cannot be read
     */
    S load(OpenedFile opened, ExportOptions options) throws IOException;

    /**
     * Opens {@code file}, already recognised as {@code detection}, through its plug-in with the companions the options
     * choose, and makes its source: what the {@code export} command does for each file (it recognises the file once).
     */
    default S load(FileSource file, Detection detection, ExportOptions options) throws IOException {
        return load(detection.open(file, companions(options)), options);
    }

    /** {@link #load(FileSource, Detection, ExportOptions)} of a file on disk not recognised yet. */
    default S load(Path file, ExportOptions options) throws IOException {
        FileSource source = FileSource.of(file);
        return load(source, FormatRegistry.installed().detect(FileHead.of(source, ReadOptions.STRICT)), options);
    }

    /** The file's name without its extension: what a source read from it is called. */
    static String baseName(Path file) {
        String name = String.valueOf(file.getFileName());
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
