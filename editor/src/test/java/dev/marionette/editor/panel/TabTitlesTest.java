package dev.marionette.editor.panel;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.testing.NotesDocument;
import dev.marionette.editor.testing.NotesKind;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class TabTitlesTest {

    NotesDocument doc = new NotesDocument("idle", "x");
    DocumentSession session = new DocumentSession(doc, new NotesKind(), Path.of("/sprites/idle.note"));

    @Test
    void aCleanDocumentShowsItsFileName() {
        assertThat(TabTitles.title(session)).isEqualTo("idle.note");
        assertThat(TabTitles.tooltip(session)).isEqualTo(Path.of("/sprites/idle.note").toAbsolutePath().toString());
        assertThat(TabTitles.windowTitle(session)).isEqualTo("idle.note — Marionette");
    }

    @Test
    void unsavedChangesAreMarkedAndTheMarkGoesWhenUndone() {
        doc.setText("Type", "y");
        assertThat(TabTitles.title(session)).isEqualTo("• idle.note");
        assertThat(TabTitles.windowTitle(session)).isEqualTo("• idle.note — Marionette");
        doc.undo();
        assertThat(TabTitles.title(session)).isEqualTo("idle.note");
    }

    @Test
    void theMarkGoesWhenSaved() {
        doc.setText("Type", "y");
        doc.markSaved();
        assertThat(TabTitles.title(session)).isEqualTo("idle.note");
    }

    @Test
    void anUntitledDocumentShowsItsOwnName() {
        DocumentSession untitled = new DocumentSession(new NotesDocument("Untitled", ""), new NotesKind(), null);
        assertThat(TabTitles.title(untitled)).isEqualTo("Untitled");
        assertThat(TabTitles.tooltip(untitled)).isEqualTo("Untitled (not saved yet)");
        assertThat(TabTitles.windowTitle(null)).isEqualTo("Marionette");
    }
}
