package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.kind.OpenRequest;
import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.editor.kind.DocumentView;
import dev.marionette.editor.kind.FileType;
import dev.marionette.editor.kind.SaveOptions;
import dev.marionette.editor.kind.SaveTask;
import dev.marionette.export.AbstractSourceLoader;
import dev.marionette.export.ExportFiles;
import dev.marionette.export.ExportFormat;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.ExportResult;
import dev.marionette.export.Exporter;
import dev.marionette.export.registry.Exporters;
import dev.marionette.io.Companions;
import dev.marionette.io.FileFormat;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FormatPlugin;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.format.OpenedFile;
import dev.marionette.io.notes.NotesPlugin;
import dev.marionette.io.source.FileSource;
import dev.marionette.model.doc.Document;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * "Open a file with its companions" is one operation, the format plug-in's {@code open}: a made-up family in test code
 * ({@link NotesPlugin}, a notes file with the {@code .title} file beside it) is opened through it by the command line's
 * {@code export} and by the editor's open path alike, each recognising the file once and handing the detection on.
 */
class FormatPluginOpenPathsTest {

    @TempDir
    Path dir;

    private FormatRegistry formats;
    private Path note;

    @BeforeEach
    void notes() throws IOException {
        List<FormatPlugin> plugins = new ArrayList<>(FormatRegistry.installed().plugins());
        plugins.add(new NotesPlugin());
        formats = FormatRegistry.of(plugins);
        note = Files.write(dir.resolve("todo.note"), "NOTE\u0002first\nsecond\n".getBytes(StandardCharsets.US_ASCII));
        Files.writeString(dir.resolve("todo.title"), "Things to do");
        NotesPlugin.OPENED.set(0);
    }

    /** What an export of notes reads: the text the plug-in's bundle holds. */
    record NotesText(String text) {
    }

    /** The loader adapts the plug-in's bundle; it reads no file itself. */
    static final class NotesLoader extends AbstractSourceLoader<NotesText> {
        NotesLoader() {
            super(NotesPlugin.NOTES, NotesText.class);
        }

        @Override
        public NotesText load(OpenedFile opened, ExportOptions options) {
            NotesPlugin.Opened notes = opened.as(NotesPlugin.Opened.class);
            return new NotesText(notes.title().orElse("?") + ": " + String.join(", ", notes.lines()));
        }
    }

    static final class NotesExporter implements Exporter<NotesText> {
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

    @Test
    void theExportCommandOpensTheFileThroughThePluginOnce() throws IOException {
        Exporters exporters = new Exporters().register(new NotesLoader()).register(new NotesExporter());
        CommandLine cl = new CommandLine(new ExportCommand(exporters, formats));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        ExportCommand.describeExporters(cl.getCommandSpec(), exporters);
        Path target = dir.resolve("todo.txt");

        int exit = cl.execute(note.toString(), "-o", target.toString());

        assertThat(exit).as(err.toString()).isZero();
        assertThat(Files.readString(target)).isEqualTo("Things to do: first, second");
        assertThat(NotesPlugin.OPENED.get()).isEqualTo(1);
    }

    /** An editor kind of the notes family: its document is what the plug-in opened. */
    static final class NotesKind implements DocumentKind {
        @Override
        public String id() {
            return "notes";
        }

        @Override
        public String displayName() {
            return "Test notes";
        }

        @Override
        public List<FileType> formats() {
            return List.of(FileType.of("Test notes", "note"));
        }

        @Override
        public Set<FileFormat> detectedFormats() {
            return Set.of(NotesPlugin.NOTES);
        }

        @Override
        public Document<?> open(OpenRequest request, TaskProgress progress) throws IOException {
            Path file = request.file();
            List<Path> companions = request.companions();
            Companions chosen = companions.isEmpty() ? Companions.NONE : Companions.sheet(companions.get(0));
            NotesPlugin.Opened notes = request.detected().open(FileSource.of(file), chosen)
                    .as(NotesPlugin.Opened.class);
            return new Document<>(notes) {
                @Override
                public String displayName() {
                    return notes.title().orElse(file.getFileName().toString());
                }
            };
        }

        @Override
        public SaveTask prepareSave(Document<?> document, Path target, SaveOptions options) {
            throw new UnsupportedOperationException();
        }

        @Override
        public DocumentView createView(Document<?> document) {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void theEditorsOpenPathHandsTheDetectionToTheKindWhichOpensThroughThePlugin() throws IOException {
        DocumentKinds kinds = new DocumentKinds(List.of(new NotesKind()), formats);

        DocumentKinds.Recognised recognised = kinds.recognise(note);
        Document<?> document = recognised.open(note, List.of(), TaskProgress.NONE);

        assertThat(recognised.detection()).get().extracting(Detection::plugin).isInstanceOf(NotesPlugin.class);
        assertThat(document.displayName()).isEqualTo("Things to do");
        assertThat(((NotesPlugin.Opened) document.model()).lines()).containsExactly("first", "second");
        assertThat(NotesPlugin.OPENED.get()).isEqualTo(1);
        // A companion chosen in the editor (dropped with the file) reaches the plug-in.
        Path chosen = Files.writeString(dir.resolve("chosen.txt"), "Chosen title");
        assertThat(recognised.open(note, List.of(chosen), TaskProgress.NONE).displayName()).isEqualTo("Chosen title");
    }
}
