package dev.marionette.testkind.notes;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.cli.ExportCommandAccess;
import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.testing.MemoryPreferences;
import dev.marionette.editor.testing.ScriptedDialogs;
import dev.marionette.editor.workbench.Workbench;
import dev.marionette.export.registry.Exporters;
import dev.marionette.editor.util.IconSource;
import dev.marionette.io.format.FormatRegistry;
import dev.marionette.io.format.TextForms;
import dev.marionette.io.notes.NotesPlugin;
import dev.marionette.io.source.FileSource;
import java.awt.event.InputEvent;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sixth format family made only of test code gets a text form, an export and an editor tab without an edit to any
 * shared file: {@link NotesPlugin} (io test code) is registered by its own {@code META-INF/services} file and names its
 * parts above io ({@code FormatPlugin.parts}), {@link NotesExportProvider} and {@link NotesDocumentKind} here; the
 * text forms, the exports and the editor's kinds are assembled from the registry that has it, and no main source or
 * resource of io or the editor mentions it.
 */
class SixthFamilyTest {

    @TempDir
    Path dir;

    private FormatRegistry registry;
    private Path note;

    @BeforeEach
    void notes() throws IOException {
        URL folder = SixthFamilyTest.class.getResource("/extra-format-plugin/");
        assertThat(folder).as("the notes family's service folder (io test resources)").isNotNull();
        registry = FormatRegistry.load(new URLClassLoader(new URL[] {folder}, SixthFamilyTest.class.getClassLoader()));
        note = Files.write(dir.resolve("todo.note"), "NOTE\u0002first\nsecond\n".getBytes(StandardCharsets.US_ASCII));
        Files.writeString(dir.resolve("todo.title"), "Things to do");
    }

    @Test
    void itsFilesHaveATextFormThatBuildsBackAndMerges() throws IOException {
        TextForms forms = new TextForms(registry);
        assertThat(forms.formats()).contains(NotesPlugin.NOTES);
        String text = new String(forms.show(FileSource.of(note)), StandardCharsets.UTF_8);
        assertThat(text).startsWith("format notes.note form=1\n").contains("note #0 \"first\"", "note #1 \"second\"");
        assertThat(forms.build(text.getBytes(StandardCharsets.UTF_8), "todo.txt"))
                .isEqualTo(Files.readAllBytes(note));

        Path ours = Files.writeString(dir.resolve("ours.txt"), text.replace("\"first\"", "\"FIRST\""));
        Path theirs = Files.writeString(dir.resolve("theirs.txt"), text.replace("\"second\"", "\"SECOND\""));
        Path base = Files.writeString(dir.resolve("base.txt"), text);
        TextForms.Merged merged = forms.merge(FileSource.of(base), FileSource.of(ours), FileSource.of(theirs));
        assertThat(merged.conflicts()).isEmpty();
        assertThat(forms.build(merged.output(), "merged"))
                .isEqualTo("NOTE\u0002FIRST\nSECOND\n".getBytes(StandardCharsets.US_ASCII));
    }

    @Test
    void itsFilesExportThroughTheExportCommand() throws IOException {
        Exporters exporters = Exporters.of(registry);
        assertThat(exporters.loader(NotesPlugin.NOTES)).isPresent();
        assertThat(Exporters.standard().loader(NotesPlugin.NOTES)).as("the installed families' exports").isEmpty();
        Path target = dir.resolve("todo.txt");
        assertThat(ExportCommandAccess.run(exporters, registry, note.toString(), "-o", target.toString())).isZero();
        assertThat(Files.readString(target)).isEqualTo("Things to do: first, second");
    }

    @Test
    void itsFilesOpenInATabOfTheirOwn() throws Exception {
        DocumentKinds kinds = DocumentKinds.installed(registry);
        assertThat(kinds.all()).anyMatch(k -> k instanceof NotesDocumentKind);
        assertThat(DocumentKinds.installed().all()).noneMatch(k -> k instanceof NotesDocumentKind);
        ScriptedDialogs dialogs = new ScriptedDialogs();
        AtomicReference<Optional<DocumentSession>> opened = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            Workbench bench = new Workbench(new Workbench.Services(kinds, new EditorPreferences(
                    new MemoryPreferences()), dialogs, dialogs, dialogs, Runnable::run, Runnable::run),
                    new ActionRegistry(ActionRegistry.defaultBundle(), InputEvent.CTRL_DOWN_MASK, IconSource.NONE));
            opened.set(bench.files().open(note).join());
        });
        DocumentSession session = opened.get().orElseThrow();
        assertThat(session.kind()).isInstanceOf(NotesDocumentKind.class);
        assertThat(session.document().displayName()).as("titled by the .title beside it").isEqualTo("Things to do");
        AtomicReference<String> shown = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> shown.set(((JTextArea) ((javax.swing.JScrollPane) session.view()
                .component()).getViewport().getView()).getText()));
        assertThat(shown.get()).isEqualTo("first\nsecond");
    }

    @Test
    void noSharedFileNamesTheFamily() throws IOException {
        for (Path main : List.of(Path.of("src/main"), Path.of("../io/src/main"))) {
            assertThat(main).isDirectory();
            try (Stream<Path> files = Files.walk(main)) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    String content = Files.readString(file, StandardCharsets.ISO_8859_1);
                    assertThat(content).as(file.toString()).doesNotContain("NotesPlugin", "testkind", "notes.note");
                }
            }
        }
    }
}
