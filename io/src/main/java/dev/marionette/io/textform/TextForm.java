package dev.marionette.io.textform;

import dev.marionette.io.FileFormat;
import dev.marionette.io.source.FileSource;
import java.io.IOException;

/**
 * The text form of one binary format: everything the file holds, one fact per line, so that a file can be
 * reviewed, diffed and merged as text and built back into exactly the same bytes ({@code docs/text-forms.md}).
 * A family's plug-in gives one per binary format it reads
 * ({@code dev.marionette.io.format.FormatPlugin#textForm}); the command line's {@code text show/build/merge} and
 * the editor's "Compare with…" find it there.
 *
 * <p>Rules every form keeps:
 * <ul>
 * <li>{@link #build} of what {@link #show} wrote gives the file's bytes exactly;</li>
 * <li>one edit a user makes changes one line: each field, layer, palette entry and pixel row is on a line of its
 *     own; a line's text depends on its own values and nothing that moves when other things change (position
 *     labels {@code #N} aside, which builders ignore);</li>
 * <li>{@link #build} accepts hand edits within what the format can hold and refuses anything else with a
 *     {@link dev.marionette.io.FormatException} naming the line.</li>
 * </ul>
 * Implementations are stateless and thread-safe.
 */
public interface TextForm {

    /** The binary format this is the text form of. */
    FileFormat format();

    /** The version of the text form, written in the header ({@code form=1}); raised when the form changes. */
    default int form() {
        return 1;
    }

    /**
     * Writes the lines after the header for the file {@code data}, read from {@code source} (which a form may ask
     * for a companion, as an ACA its ACF for the frame size).
     *
     * @throws dev.marionette.io.FormatException when the file is invalid
     */
    void show(FileSource source, byte[] data, TextWriter out) throws IOException;

    /**
     * The file's bytes for a text form of this format.
     *
     * @throws dev.marionette.io.FormatException naming the line of a value the format cannot hold or a line that
     *                                           does not belong
     */
    byte[] build(TextDocument document) throws IOException;
}
