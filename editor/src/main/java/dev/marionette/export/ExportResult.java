package dev.marionette.export;

import java.nio.file.Path;
import java.util.List;

/**
 * What an export wrote.
 *
 * @param written the outputs, one per line the command prints: the file, each file of a group, or the folder of
 *                a {@link OutputKind#FOLDER} export
 * @param summary a few words on what each holds ("8 frames, 97x112, 800 ms"), shown after the path; may be empty
 * @param notes   what the output could not keep or holds differently (one sentence each), empty when nothing
 */
public record ExportResult(List<Path> written, String summary, List<String> notes) {

    public ExportResult {
        written = List.copyOf(written);
        summary = summary == null ? "" : summary;
        notes = List.copyOf(notes);
    }
}
