package dev.marionette.editor.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.workbench.Workbench;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.testing.NotesDocument;
import dev.marionette.editor.testing.NotesKind;
import dev.marionette.editor.testing.OnEdt;
import dev.marionette.editor.testing.ScriptedDialogs;
import dev.marionette.editor.testing.TestWorkbench;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

@ExtendWith(OnEdt.class)
class FileOperationsTest {

    @TempDir
    Path dir;

    NotesKind kind = new NotesKind();
    ScriptedDialogs dialogs = new ScriptedDialogs();

    /** Holds work until the test runs it, to see what happens while it is pending. */
    static final class HeldWork implements Executor {
        final Deque<Runnable> pending = new ArrayDeque<>();

        @Override
        public void execute(Runnable command) {
            pending.add(command);
        }

        void runAll() {
            while (!pending.isEmpty()) {
                pending.remove().run();
            }
        }
    }

    @Test
    void openReadsANewDocumentIntoANewActiveTabAndRemembersTheFile() throws Exception {
        Workbench bench = TestWorkbench.create(dialogs, kind);
        Path file = NotesKind.write(dir.resolve("a.note"), "hello");

        DocumentSession session = bench.files().open(file).get().orElseThrow();

        assertThat(((NotesDocument) session.document()).text()).isEqualTo("hello");
        assertThat(session.file()).isEqualTo(file.toAbsolutePath());
        assertThat(session.document().isDirty()).isFalse();
        assertThat(bench.documents().active()).contains(session);
        assertThat(bench.recentFiles().files()).containsExactly(file.toAbsolutePath());
        assertThat(bench.status().message()).isEqualTo("Opened a.note");
    }

    @Test
    void openingAFileAlreadyOpenShowsItsTabAndKeepsItsChanges() throws Exception {
        Workbench bench = TestWorkbench.create(dialogs, kind);
        Path file = NotesKind.write(dir.resolve("a.note"), "hello");
        DocumentSession first = bench.files().open(file).get().orElseThrow();
        ((NotesDocument) first.document()).setText("Type text", "edited");
        bench.files().open(NotesKind.write(dir.resolve("b.note"), "b")).get();

        DocumentSession again = bench.files().open(dir.resolve(".").resolve("a.note")).get().orElseThrow();

        assertThat(again).isSameAs(first);
        assertThat(bench.documents().active()).contains(first);
        assertThat(((NotesDocument) first.document()).text()).isEqualTo("edited");
        assertThat(kind.openedCount()).isEqualTo(2);
    }

    @Test
    void anUnreadableFileIsReportedByNameAndOpensNothing() throws Exception {
        Workbench bench = TestWorkbench.create(dialogs, kind);
        Path bad = Files.writeString(dir.resolve("bad.note"), "not a note");

        assertThat(bench.files().open(bad).get()).isEmpty();

        assertThat(bench.documents().isEmpty()).isTrue();
        assertThat(dialogs.errors()).singleElement().asString()
                .startsWith("Could not open file: Could not open bad.note:")
                .contains("not a file Marionette can open (supported: .note)")
                .doesNotContain("Exception", "\tat ");
    }

    @Test
    void aFormatErrorShowsTheReadersMessage() throws Exception {
        NotesKind lenientDetector = new NotesKind() {
            @Override
            public boolean recognizes(Path file, byte[] head) {
                return true;
            }
        };
        Workbench bench = TestWorkbench.create(dialogs, lenientDetector);
        Path bad = Files.writeString(dir.resolve("bad.note"), "XXXX");

        bench.files().open(bad).get();

        assertThat(dialogs.errors()).singleElement().asString()
                .contains("Could not open bad.note:\nAt offset 0 (0x0), signature: expected NOTE, found something else")
                .as("the file is named once").satisfies(text -> assertThat(text.split("bad\\.note", -1)).hasSize(2));
    }

    @Test
    void aMissingRecentFileIsReportedAndDroppedFromTheList() throws Exception {
        Workbench bench = TestWorkbench.create(dialogs, kind);
        Path gone = NotesKind.write(dir.resolve("gone.note"), "x");
        bench.recentFiles().add(gone);
        Files.delete(gone);

        bench.files().open(gone).get();

        assertThat(dialogs.errors()).singleElement().asString().contains("gone.note").contains("does not exist");
        assertThat(bench.recentFiles().files()).isEmpty();
    }

    @Test
    void openingRunsOffTheCallingThreadAndHandsTheDocumentOverAfterwards() throws Exception {
        HeldWork worker = new HeldWork();
        Workbench bench = TestWorkbench.create(dialogs, worker, kind);
        Path file = NotesKind.write(dir.resolve("a.note"), "hello");

        CompletableFuture<?> pending = bench.files().open(file);

        assertThat(pending).isNotDone();
        assertThat(bench.tasks().running()).singleElement().extracting(RunningTask::description)
                .isEqualTo("Opening a.note");
        assertThat(bench.documents().isEmpty()).isTrue();
        worker.runAll();
        assertThat(pending).isDone();
        assertThat(bench.documents().sessions()).hasSize(1);
        assertThat(bench.tasks().running()).isEmpty();
    }

    @Test
    void aCancelledOpenShowsNoErrorAndOpensNothing() throws Exception {
        HeldWork worker = new HeldWork();
        Workbench bench = TestWorkbench.create(dialogs, worker, kind);
        CompletableFuture<?> pending = bench.files().open(NotesKind.write(dir.resolve("a.note"), "hello"));

        bench.tasks().running().get(0).cancel();
        worker.runAll();

        assertThat(pending.get()).isEqualTo(java.util.Optional.empty());
        assertThat(bench.documents().isEmpty()).isTrue();
        assertThat(dialogs.errors()).isEmpty();
        assertThat(bench.status().message()).contains("cancelled");
    }

    @Test
    void saveAsWritesAFileThatReadsBackEqualAndRenamesTheTab() throws Exception {
        Workbench bench = TestWorkbench.create(dialogs, kind);
        DocumentSession session = bench.files().open(NotesKind.write(dir.resolve("a.note"), "a")).get().orElseThrow();
        ((NotesDocument) session.document()).setText("Type text", "written");
        Path target = dir.resolve("copy.note");
        dialogs.answerSaveAs(target);

        assertThat(bench.files().saveAs(session).get()).isTrue();

        assertThat(session.file()).isEqualTo(target.toAbsolutePath());
        assertThat(session.displayName()).isEqualTo("copy.note");
        assertThat(session.document().isDirty()).isFalse();
        assertThat(NotesKind.read(dir.resolve("a.note"))).isEqualTo("a");
        DocumentSession reread = TestWorkbench.create(new ScriptedDialogs(), kind).files().open(target).get()
                .orElseThrow();
        assertThat(((NotesDocument) reread.document()).text()).isEqualTo("written");
    }

    @Test
    void aFailedSaveKeepsTheDocumentDirtyAndTheOriginalIntact() throws Exception {
        Workbench bench = TestWorkbench.create(dialogs, kind);
        Path file = NotesKind.write(dir.resolve("a.note"), "original");
        DocumentSession session = bench.files().open(file).get().orElseThrow();
        ((NotesDocument) session.document()).setText("Type text", "new");
        kind.failSavesWith(new IOException("No space left on device"));

        assertThat(bench.files().save(session).get()).isFalse();

        assertThat(session.document().isDirty()).isTrue();
        assertThat(NotesKind.read(file)).isEqualTo("original");
        assertThat(dialogs.errors()).singleElement().asString()
                .isEqualTo("Could not save file: Could not save a.note:\nNo space left on device\n"
                        + "The file on disk was left as it was.");
        assertThat(session.isBusy()).isFalse();
    }

    @Test
    void editsMadeWhileASaveRunsKeepTheDocumentDirty() throws Exception {
        HeldWork worker = new HeldWork();
        Workbench bench = TestWorkbench.create(dialogs, worker, kind);
        CompletableFuture<?> opening = bench.files().open(NotesKind.write(dir.resolve("a.note"), "a"));
        worker.runAll();
        DocumentSession session = bench.documents().active().orElseThrow();
        NotesDocument doc = (NotesDocument) session.document();
        doc.setText("Type text", "saved");

        CompletableFuture<Boolean> saving = bench.files().save(session);
        assertThat(session.isBusy()).isTrue();
        doc.setText("Type text", "typed during the save");
        worker.runAll();

        assertThat(opening).isDone();
        assertThat(saving.get()).isTrue();
        assertThat(NotesKind.read(session.file())).isEqualTo("saved");
        assertThat(doc.isDirty()).isTrue();
    }

    @Test
    void saveAllSavesEachDocumentThatNeedsIt() throws Exception {
        Workbench bench = TestWorkbench.create(dialogs, kind);
        DocumentSession a = bench.files().open(NotesKind.write(dir.resolve("a.note"), "a")).get().orElseThrow();
        bench.files().open(NotesKind.write(dir.resolve("b.note"), "b")).get();
        DocumentSession untitled = bench.files().newDocument(kind, kind.templates().get(1));
        ((NotesDocument) a.document()).setText("Type text", "a2");
        dialogs.answerSaveAs(dir.resolve("greeting.note"));

        assertThat(bench.files().saveAll().get()).isTrue();

        assertThat(NotesKind.read(dir.resolve("a.note"))).isEqualTo("a2");
        assertThat(NotesKind.read(dir.resolve("greeting.note"))).isEqualTo("hello");
        assertThat(untitled.isUntitled()).isFalse();
        assertThat(bench.documents().sessions()).noneMatch(DocumentSession::needsSave);
    }

    @Test
    void theUntouchedStartupDocumentGivesWayToTheFirstFileOpened() throws Exception {
        NotesKind withDemo = new NotesKind(true);
        Workbench bench = TestWorkbench.create(dialogs, withDemo);
        List<DocumentSession> started = bench.openAtStart(List.of()).get();
        assertThat(started).singleElement().extracting(DocumentSession::displayName).isEqualTo("Demo");

        bench.files().open(NotesKind.write(dir.resolve("a.note"), "a")).get();

        assertThat(bench.documents().sessions()).extracting(DocumentSession::displayName).containsExactly("a.note");
    }

    @Test
    void aModifiedStartupDocumentStaysOpen() throws Exception {
        Workbench bench = TestWorkbench.create(dialogs, new NotesKind(true));
        DocumentSession demo = bench.openAtStart(List.of()).get().get(0);
        ((NotesDocument) demo.document()).setText("Type text", "mine");

        bench.files().open(NotesKind.write(dir.resolve("a.note"), "a")).get();

        assertThat(bench.documents().sessions()).hasSize(2).contains(demo);
    }

    @Test
    void filesGivenAtStartOpenInsteadOfTheStartupDocument() throws Exception {
        Workbench bench = TestWorkbench.create(dialogs, new NotesKind(true));
        Path a = NotesKind.write(dir.resolve("a.note"), "a");
        Path b = NotesKind.write(dir.resolve("b.note"), "b");

        bench.openAtStart(List.of(a, dir.resolve("missing.note"), b)).get();

        assertThat(bench.documents().sessions()).extracting(DocumentSession::displayName)
                .containsExactly("a.note", "b.note");
        assertThat(dialogs.errors()).singleElement().asString().contains("missing.note");
    }
}
