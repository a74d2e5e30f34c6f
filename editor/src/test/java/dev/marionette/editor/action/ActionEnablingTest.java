package dev.marionette.editor.action;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.workbench.Workbench;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.testing.NotesDocument;
import dev.marionette.editor.testing.NotesKind;
import dev.marionette.editor.testing.OnEdt;
import dev.marionette.editor.testing.ScriptedDialogs;
import dev.marionette.editor.testing.TestWorkbench;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

@ExtendWith(OnEdt.class)
class ActionEnablingTest {

    @TempDir
    Path dir;

    NotesKind kind = new NotesKind();
    ScriptedDialogs dialogs = new ScriptedDialogs();
    Workbench bench;
    ActionRegistry actions;

    @BeforeEach
    void setUp() {
        bench = TestWorkbench.create(dialogs, kind);
        actions = bench.actions();
    }

    private boolean enabled(String id) {
        return actions.get(id).isEnabled();
    }

    private DocumentSession openNote(String text) throws Exception {
        Path file = NotesKind.write(dir.resolve("a.note"), text);
        return bench.files().open(file).get().orElseThrow();
    }

    @Test
    void withoutADocumentOnlyOpenAndExitAreEnabled() {
        assertThat(enabled(ActionIds.FILE_OPEN)).isTrue();
        assertThat(enabled(ActionIds.FILE_EXIT)).isTrue();
        for (String id : new String[] {ActionIds.FILE_SAVE, ActionIds.FILE_SAVE_AS, ActionIds.FILE_SAVE_ALL,
                ActionIds.FILE_CLOSE, ActionIds.FILE_CLOSE_ALL, ActionIds.EDIT_UNDO, ActionIds.EDIT_REDO,
                ActionIds.EDIT_CUT, ActionIds.EDIT_COPY, ActionIds.EDIT_PASTE, ActionIds.EDIT_DELETE,
                ActionIds.EDIT_SELECT_ALL, ActionIds.FILE_CLEAR_RECENT}) {
            assertThat(enabled(id)).as(id).isFalse();
        }
        assertThat(actions.get(ActionIds.EDIT_UNDO).name()).isEqualTo("Undo");
    }

    @Test
    void aCleanOpenedDocumentCanBeClosedButHasNothingToSave() throws Exception {
        openNote("text");
        assertThat(enabled(ActionIds.FILE_CLOSE)).isTrue();
        assertThat(enabled(ActionIds.FILE_SAVE_AS)).isTrue();
        assertThat(enabled(ActionIds.FILE_SAVE)).isFalse();
        assertThat(enabled(ActionIds.FILE_SAVE_ALL)).isFalse();
        assertThat(enabled(ActionIds.EDIT_UNDO)).isFalse();
        assertThat(enabled(ActionIds.FILE_CLEAR_RECENT)).isTrue();
    }

    @Test
    void aDirtyDocumentCanBeSavedAndUndoIsNamedAfterTheEdit() throws Exception {
        DocumentSession session = openNote("text");
        ((NotesDocument) session.document()).setText("Type text", "changed");

        assertThat(enabled(ActionIds.FILE_SAVE)).isTrue();
        assertThat(enabled(ActionIds.FILE_SAVE_ALL)).isTrue();
        assertThat(enabled(ActionIds.EDIT_UNDO)).isTrue();
        assertThat(actions.get(ActionIds.EDIT_UNDO).name()).isEqualTo("Undo Type text");
        assertThat(enabled(ActionIds.EDIT_REDO)).isFalse();

        actions.get(ActionIds.EDIT_UNDO).perform();

        assertThat(session.document().isDirty()).isFalse();
        assertThat(enabled(ActionIds.FILE_SAVE)).isFalse();
        assertThat(actions.get(ActionIds.EDIT_UNDO).name()).isEqualTo("Undo");
        assertThat(actions.get(ActionIds.EDIT_REDO).name()).isEqualTo("Redo Type text");
        assertThat(enabled(ActionIds.EDIT_REDO)).isTrue();
    }

    @Test
    void anUntitledDocumentCanBeSavedEvenWhenClean() {
        bench.files().newDocument(kind, kind.templates().get(0));
        assertThat(bench.documents().active().orElseThrow().document().isDirty()).isFalse();
        assertThat(enabled(ActionIds.FILE_SAVE)).isTrue();
    }

    @Test
    void theStateFollowsTheActiveTab() throws Exception {
        DocumentSession dirty = openNote("a");
        ((NotesDocument) dirty.document()).setText("Type text", "b");
        DocumentSession clean = bench.files().open(NotesKind.write(dir.resolve("b.note"), "x")).get().orElseThrow();

        assertThat(bench.documents().active()).contains(clean);
        assertThat(enabled(ActionIds.FILE_SAVE)).isFalse();
        assertThat(enabled(ActionIds.FILE_SAVE_ALL)).isTrue();

        bench.documents().setActive(dirty);
        assertThat(enabled(ActionIds.FILE_SAVE)).isTrue();
        assertThat(actions.get(ActionIds.EDIT_UNDO).name()).isEqualTo("Undo Type text");
    }

    @Test
    void clipboardActionsFollowTheViewsEditTarget() throws Exception {
        openNote("text");
        assertThat(enabled(ActionIds.EDIT_SELECT_ALL)).isTrue();
        assertThat(enabled(ActionIds.EDIT_COPY)).isFalse();
        assertThat(enabled(ActionIds.EDIT_PASTE)).isFalse();

        actions.get(ActionIds.EDIT_SELECT_ALL).perform();
        assertThat(enabled(ActionIds.EDIT_COPY)).isTrue();
        assertThat(enabled(ActionIds.EDIT_CUT)).isTrue();

        actions.get(ActionIds.EDIT_CUT).perform();
        NotesDocument doc = (NotesDocument) bench.documents().active().orElseThrow().document();
        assertThat(doc.text()).isEmpty();
        assertThat(enabled(ActionIds.EDIT_PASTE)).isTrue();
        assertThat(enabled(ActionIds.EDIT_COPY)).isFalse();

        actions.get(ActionIds.EDIT_PASTE).perform();
        assertThat(doc.text()).isEqualTo("text");
        assertThat(actions.get(ActionIds.EDIT_UNDO).name()).isEqualTo("Undo Paste text");
    }

    @Test
    void aDisabledActionDoesNothingEvenWhenInvokedDirectly() throws Exception {
        DocumentSession session = openNote("text");
        actions.get(ActionIds.FILE_SAVE).perform();
        assertThat(session.document().isDirty()).isFalse();
        assertThat(NotesKind.read(session.file())).isEqualTo("text");
        assertThat(dialogs.errors()).isEmpty();
    }
}
