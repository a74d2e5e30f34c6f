package dev.marionette.testkind.notes;

import dev.marionette.export.AbstractSourceLoader;
import dev.marionette.export.ExportFiles;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportProvider;
import dev.marionette.export.ExportResult;
import dev.marionette.export.Exporter;
import dev.marionette.export.SourceLoader;
import dev.marionette.io.format.OpenedFile;
import dev.marionette.io.notes.NotesPlugin;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * The made-up notes family's exports (test code, named by {@code NotesPlugin.parts}): a notes file as a source, and
 * that source as a text file.
 */
public final class NotesExportProvider implements ExportProvider {

    @Override
    public List<SourceLoader<?>> loaders() {
        return List.of(new Loader());
    }

    @Override
    public List<Exporter<?>> exporters() {
        return List.of(new TextExporter());
    }

    /** The loader adapts the plug-in's bundle; it reads no file itself. */
    public static final class Loader extends AbstractSourceLoader<NotesText> {

        public Loader() {
            super(NotesPlugin.NOTES, NotesText.class);
        }

        @Override
        public NotesText load(OpenedFile opened, ExportOptions options) {
            NotesPlugin.Opened notes = opened.as(NotesPlugin.Opened.class);
            return new NotesText(notes.title().orElse("?") + ": " + String.join(", ", notes.lines()));
        }
    }

    /** Notes as a text file. */
    public static final class TextExporter implements Exporter<NotesText> {

        @Override
        public Class<NotesText> sourceType() {
            return NotesText.class;
        }

        @Override
        public ExportFormat format() {
            return ExportFormat.file("txt", "Text", "txt");
        }

        @Override
        public ExportResult export(NotesText source, ExportOptions options, Path out, ExportProgress progress)
                throws IOException {
            ExportFiles.writeFile(out, source.text().getBytes(StandardCharsets.UTF_8));
            return new ExportResult(List.of(out), "", List.of());
        }
    }
}
