package dev.marionette.editor.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.workbench.Workbench;
import dev.marionette.editor.action.ActionIds;
import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.testing.NotesKind;
import dev.marionette.editor.testing.OnEdt;
import dev.marionette.editor.testing.ScriptedDialogs;
import dev.marionette.editor.testing.TestWorkbench;
import javax.swing.JTextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(OnEdt.class)
class EditRoutingTest {

    final NotesKind kind = new NotesKind();
    Workbench bench;
    ActionRegistry actions;

    @BeforeEach
    void setUp() {
        bench = TestWorkbench.create(new ScriptedDialogs(), kind);
        actions = bench.actions();
    }

    @Test
    void aFocusedTextFieldTakesTheClipboardCommandsAndItsSelectionEnablesThem() {
        bench.files().newDocument(kind, kind.templates().get(1));
        JTextField field = new JTextField("layer name");

        bench.editRouting().setFocusedText(field);
        assertThat(bench.editRouting().current()).isInstanceOf(TextEditTarget.class);
        assertThat(actions.get(ActionIds.EDIT_COPY).isEnabled()).isFalse();
        assertThat(actions.get(ActionIds.EDIT_PASTE).isEnabled()).isTrue();

        field.select(0, 5);
        assertThat(actions.get(ActionIds.EDIT_COPY).isEnabled()).as("follows the caret").isTrue();
        actions.get(ActionIds.EDIT_DELETE).perform();
        assertThat(field.getText()).isEqualTo(" name");

        field.setEditable(false);
        field.selectAll();
        assertThat(actions.get(ActionIds.EDIT_CUT).isEnabled()).isFalse();
        assertThat(actions.get(ActionIds.EDIT_COPY).isEnabled()).isTrue();
    }

    @Test
    void whenTheFieldLosesFocusTheViewTakesOverAgain() {
        bench.files().newDocument(kind, kind.templates().get(1));
        JTextField field = new JTextField("");
        bench.editRouting().setFocusedText(field);
        assertThat(actions.get(ActionIds.EDIT_SELECT_ALL).isEnabled()).isFalse();

        bench.editRouting().setFocusedText(null);

        assertThat(bench.editRouting().current()).isNotInstanceOf(TextEditTarget.class);
        assertThat(actions.get(ActionIds.EDIT_SELECT_ALL).isEnabled()).as("the note view can select its text").isTrue();
    }

    @Test
    void withoutADocumentNothingIsPossible() {
        assertThat(bench.editRouting().current()).isSameAs(EditTarget.NONE);
        for (EditCommand c : EditCommand.values()) {
            assertThat(bench.editRouting().isPossible(c)).isFalse();
        }
    }
}
