package dev.marionette.editor.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.workbench.Workbench;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.UnsavedChangesPrompt.Answer;
import dev.marionette.editor.testing.NotesDocument;
import dev.marionette.editor.testing.NotesKind;
import dev.marionette.editor.testing.OnEdt;
import dev.marionette.editor.testing.ScriptedDialogs;
import dev.marionette.editor.testing.TestWorkbench;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

@ExtendWith(OnEdt.class)
class SessionCloserTest {

    @TempDir
    Path dir;

    NotesKind kind = new NotesKind();
    ScriptedDialogs dialogs = new ScriptedDialogs();
    Workbench bench;
    AtomicInteger exits = new AtomicInteger();

    @BeforeEach
    void setUp() {
        bench = TestWorkbench.create(dialogs, kind);
        bench.setExitHandler(exits::incrementAndGet);
    }

    private DocumentSession open(String name, String text) throws Exception {
        return bench.files().open(NotesKind.write(dir.resolve(name), text)).get().orElseThrow();
    }

    private static void edit(DocumentSession session, String text) {
        ((NotesDocument) session.document()).setText("Type text", text);
    }

    @Test
    void aCleanDocumentClosesWithoutAsking() throws Exception {
        DocumentSession a = open("a.note", "a");
        assertThat(bench.closer().closeActive().get()).isTrue();
        assertThat(bench.documents().sessions()).doesNotContain(a);
        assertThat(dialogs.asked()).isEmpty();
    }

    @Test
    void dontSaveClosesAndLeavesTheFileAsItWas() throws Exception {
        DocumentSession a = open("a.note", "a");
        edit(a, "changed");
        dialogs.answerPrompt(Answer.DONT_SAVE);

        assertThat(bench.closer().closeActive().get()).isTrue();

        assertThat(dialogs.asked()).containsExactly("a.note");
        assertThat(bench.documents().isEmpty()).isTrue();
        assertThat(NotesKind.read(dir.resolve("a.note"))).isEqualTo("a");
    }

    @Test
    void saveWritesTheFileThenCloses() throws Exception {
        DocumentSession a = open("a.note", "a");
        edit(a, "changed");
        dialogs.answerPrompt(Answer.SAVE);

        assertThat(bench.closer().closeActive().get()).isTrue();

        assertThat(bench.documents().isEmpty()).isTrue();
        assertThat(NotesKind.read(dir.resolve("a.note"))).isEqualTo("changed");
    }

    @Test
    void cancelKeepsTheDocumentOpenAndDirty() throws Exception {
        DocumentSession a = open("a.note", "a");
        edit(a, "changed");
        dialogs.answerPrompt(Answer.CANCEL);

        assertThat(bench.closer().closeActive().get()).isFalse();

        assertThat(bench.documents().sessions()).containsExactly(a);
        assertThat(a.document().isDirty()).isTrue();
    }

    @Test
    void closeAllAsksForEachDirtyDocumentInTabOrderAndCancelAbortsEverything() throws Exception {
        DocumentSession a = open("a.note", "a");
        DocumentSession b = open("b.note", "b");
        DocumentSession c = open("c.note", "c");
        DocumentSession d = open("d.note", "d");
        edit(a, "a2");
        edit(c, "c2");
        edit(d, "d2");
        dialogs.answerPrompt(Answer.SAVE, Answer.DONT_SAVE, Answer.CANCEL);

        assertThat(bench.closer().closeAll().get()).isFalse();

        assertThat(dialogs.asked()).containsExactly("a.note", "c.note", "d.note");
        assertThat(bench.documents().sessions()).containsExactly(a, b, c, d);
        assertThat(NotesKind.read(dir.resolve("a.note"))).as("saved before the cancel").isEqualTo("a2");
        assertThat(a.document().isDirty()).isFalse();
        assertThat(c.document().isDirty()).as("not closed, so still dirty").isTrue();
        assertThat(NotesKind.read(dir.resolve("c.note"))).isEqualTo("c");
    }

    @Test
    void exitClosesEverythingOnceEachDirtyDocumentIsSettled() throws Exception {
        DocumentSession a = open("a.note", "a");
        DocumentSession b = open("b.note", "b");
        edit(a, "a2");
        edit(b, "b2");
        dialogs.answerPrompt(Answer.DONT_SAVE, Answer.SAVE);

        assertThat(bench.exit().get()).isTrue();

        assertThat(exits).hasValue(1);
        assertThat(bench.documents().isEmpty()).isTrue();
        assertThat(NotesKind.read(dir.resolve("a.note"))).isEqualTo("a");
        assertThat(NotesKind.read(dir.resolve("b.note"))).isEqualTo("b2");
    }

    @Test
    void exitCancelledDoesNotExit() throws Exception {
        edit(open("a.note", "a"), "a2");
        dialogs.answerPrompt(Answer.CANCEL);

        assertThat(bench.exit().get()).isFalse();

        assertThat(exits).hasValue(0);
        assertThat(bench.documents().sessions()).hasSize(1);
    }

    @Test
    void aFailedSaveStopsTheCloseAndSaysWhy() throws Exception {
        DocumentSession a = open("a.note", "a");
        DocumentSession b = open("b.note", "b");
        edit(a, "a2");
        edit(b, "b2");
        kind.failSavesWith(new IOException("disk full"));
        dialogs.answerPrompt(Answer.SAVE);

        assertThat(bench.exit().get()).isFalse();

        assertThat(exits).hasValue(0);
        assertThat(dialogs.asked()).containsExactly("a.note");
        assertThat(dialogs.errors()).singleElement().asString().contains("a.note").contains("disk full");
        assertThat(bench.documents().sessions()).containsExactly(a, b);
        assertThat(a.document().isDirty()).isTrue();
        assertThat(NotesKind.read(dir.resolve("a.note"))).isEqualTo("a");
    }

    @Test
    void savingAnUntitledDocumentAsksWhereAndCancellingThatAbortsTheClose() throws Exception {
        DocumentSession untitled = bench.files().newDocument(kind, kind.templates().get(0));
        edit(untitled, "new text");
        dialogs.answerPrompt(Answer.SAVE).answerSaveAs(null);

        assertThat(bench.closer().closeActive().get()).isFalse();
        assertThat(bench.documents().sessions()).containsExactly(untitled);

        Path target = dir.resolve("saved.note");
        dialogs.answerPrompt(Answer.SAVE).answerSaveAs(target);
        assertThat(bench.closer().closeActive().get()).isTrue();
        assertThat(NotesKind.read(target)).isEqualTo("new text");
    }

    @Test
    void closingTheActiveTabActivatesItsNeighbour() throws Exception {
        DocumentSession a = open("a.note", "a");
        DocumentSession b = open("b.note", "b");
        DocumentSession c = open("c.note", "c");
        bench.documents().setActive(b);

        bench.closer().closeActive().get();

        assertThat(bench.documents().active()).contains(c);
        bench.closer().closeActive().get();
        assertThat(bench.documents().active()).contains(a);
    }
}
