package dev.marionette.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Writes one output format from one kind of source model: a GIF of a Ragnarok action, a web character from
 * an Agent character, a BVH from a motion... Registered once in
 * {@link dev.marionette.export.registry.Exporters#standard()}, where the {@code export} command and
 * File &gt; Export... find it by source type and format.
 *
 * <p>Rules every exporter keeps:
 * <ul>
 * <li>It never changes the source. The editor hands it a snapshot taken on the event thread, and it runs off
 *     that thread: it may take its time, and reports progress and notices a cancel through
 *     {@link ExportProgress}.</li>
 * <li>It writes atomically, like a save: through {@link ExportFiles}, so a failure or a cancel leaves no
 *     half-written output and an existing output intact.</li>
 * <li>A request that does not fit the source (an action it does not have) is an {@link ExportException}
 *     with a message that reads after the file's name.</li>
 * </ul>
 *
 * @param <S> the source model it reads
 */
public interface Exporter<S> {

    /** The source model this exporter reads. */
    Class<S> sourceType();

    /** The format it writes (id, name, extensions, what OUT is). */
    ExportFormat format();

    /**
     * The settings it reads (those its source's loader reads included), in the order the Export dialog shows
     * them; the command warns that any other given does not apply.
     */
    default List<ExportSetting<?>> options() {
        return List.of();
    }

    /** What OUT is with these options (an animated GIF of every action is several files, not one). */
    default OutputKind output(ExportOptions options) {
        return format().output();
    }

    /**
     * Writes {@code source} as this format at {@code out} (a file or folder, as {@link #output} says).
     *
     * @throws ExportException when the options ask for something the source does not have
     * @throws java.io.InterruptedIOException when cancelled (nothing is left written)
     * @throws IOException     when writing fails
     */
    ExportResult export(S source, ExportOptions options, Path out, ExportProgress progress) throws IOException;

    /**
     * What {@link #export} would write, without writing it, for the Export dialog: the frames, a picture of the
     * layout, or empty when this format has nothing to show. Runs off the event thread.
     *
     * @throws ExportException as {@link #export} would
     */
    default Optional<ExportPreview> preview(S source, ExportOptions options, ExportProgress progress)
            throws IOException {
        return Optional.empty();
    }
}
