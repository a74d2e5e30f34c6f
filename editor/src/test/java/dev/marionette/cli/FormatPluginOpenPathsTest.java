package dev.marionette.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.export.registry.Exporters;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.format.Detection;
import dev.marionette.io.format.FormatPlugin;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.notes.NotesPlugin;
import dev.marionette.testkind.notes.NotesDocumentKind;
import dev.marionette.model.doc.Document;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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

    @Test
    void theExportCommandOpensTheFileThroughThePluginOnce() throws IOException {
        Exporters exporters = Exporters.of(formats);
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

    @Test
    void theEditorsOpenPathHandsTheDetectionToTheKindWhichOpensThroughThePlugin() throws IOException {
        DocumentKinds kinds = new DocumentKinds(List.of(new NotesDocumentKind()), formats);

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
