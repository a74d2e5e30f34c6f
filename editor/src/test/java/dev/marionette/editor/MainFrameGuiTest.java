package dev.marionette.editor;

import dev.marionette.editor.kind.OpenRequest;

import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLaf;
import dev.marionette.editor.action.TabKeys;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.UnsavedChangesPrompt.Answer;
import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.prefs.Theme;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.editor.testing.MemoryPreferences;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.NotesDocument;
import dev.marionette.editor.testing.NotesKind;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JRadioButtonMenuItem;
import org.assertj.swing.core.KeyPressInfo;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JTabbedPaneFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class MainFrameGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    final EditorPreferences prefs = new EditorPreferences(new MemoryPreferences());
    final NotesKind kind = new NotesKind();

    private void start(String... files) {
        openWindow(prefs, List.of(files), kind);
    }

    private NotesDocument activeDocument() {
        return GuiActionRunner.execute(() -> (NotesDocument) frame.workbench().documents().active()
                .map(DocumentSession::document).orElseThrow());
    }

    private NotesDocument openThroughTheMenu(Path file) {
        dialogs.answerOpen(file);
        window.menuItem("file.open").click();
        waitUntil("the file is open", () -> frame.tabs().getTabCount() == 1);
        return activeDocument();
    }

    private JTabbedPaneFixture tabs() {
        return window.tabbedPane("documentTabs");
    }

    @Test
    void withoutAFileTheWelcomePanelShowsAndDocumentActionsAreDisabled() {
        start();
        assertThat(window.target().getTitle()).isEqualTo("Marionette");
        window.panel("welcomePanel").requireVisible();
        window.menuItem("file.save").requireDisabled();
        window.menuItem("file.close").requireDisabled();
        window.menuItem("edit.undo").requireDisabled();
        window.menuItem("file.open").requireEnabled();
    }

    @Test
    void openEditAndUndoThroughTheEditMenu() throws Exception {
        start();
        NotesDocument doc = openThroughTheMenu(NotesKind.write(dir.resolve("a.note"), "first"));
        tabs().requireTabTitles("a.note");
        assertThat(tabs().target().getToolTipTextAt(0)).isEqualTo(dir.resolve("a.note").toString());
        assertThat(window.label("notesText").text()).isEqualTo("first");

        GuiTestSupport.onEdt(() -> doc.setText("Type text", "second"));

        tabs().requireTabTitles("• a.note");
        assertThat(window.target().getTitle()).isEqualTo("• a.note — Marionette");
        window.menuItem("file.save").requireEnabled();
        window.menuItemWithPath("Edit", "Undo Type text").click();

        tabs().requireTabTitles("a.note");
        assertThat(window.label("notesText").text()).isEqualTo("first");
        window.menuItem("file.save").requireDisabled();
        window.menuItem("edit.redo").requireEnabled();
    }

    @Test
    void theUndoShortcutUndoes() throws Exception {
        start();
        NotesDocument doc = openThroughTheMenu(NotesKind.write(dir.resolve("a.note"), "first"));
        GuiTestSupport.onEdt(() -> doc.setText("Type text", "second"));

        // AssertJ Swing 3.17 understands only the legacy modifier masks (see the style guide, section 5)
        @SuppressWarnings("deprecation")
        int ctrl = InputEvent.CTRL_MASK;
        window.pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_Z).modifiers(ctrl));

        waitUntil("undone", () -> doc.text().equals("first"));
        tabs().requireTabTitles("a.note");
    }

    @Test
    void saveAsWritesAFileThatReadsBackEqual() throws Exception {
        start();
        NotesDocument doc = openThroughTheMenu(NotesKind.write(dir.resolve("a.note"), "first"));
        GuiTestSupport.onEdt(() -> doc.setText("Type text", "saved text"));
        Path target = dir.resolve("copy.note");
        dialogs.answerSaveAs(target);

        window.menuItem("file.saveAs").click();

        waitUntil("saved", () -> !doc.isDirty());
        tabs().requireTabTitles("copy.note");
        assertThat(NotesKind.read(target)).isEqualTo("saved text");
        assertThat(NotesKind.read(dir.resolve("a.note"))).isEqualTo("first");
        assertThat(kind.open(OpenRequest.of(target), dev.marionette.io.TaskProgress.NONE))
                .extracting(d -> ((NotesDocument) d).text()).isEqualTo("saved text");
        assertThat(window.label("statusMessage").text()).isEqualTo("Saved copy.note");
    }

    @Test
    void closingATabWithUnsavedChangesAsksFirst() throws Exception {
        start();
        NotesDocument doc = openThroughTheMenu(NotesKind.write(dir.resolve("a.note"), "first"));
        GuiTestSupport.onEdt(() -> doc.setText("Type text", "changed"));

        dialogs.answerPrompt(Answer.CANCEL);
        window.menuItem("file.close").click();
        assertThat(dialogs.asked()).containsExactly("a.note");
        tabs().requireTabTitles("• a.note");

        dialogs.answerPrompt(Answer.DONT_SAVE);
        window.menuItem("file.close").click();
        waitUntil("closed", () -> frame.tabs().getTabCount() == 0);
        window.panel("welcomePanel").requireVisible();
        assertThat(NotesKind.read(dir.resolve("a.note"))).isEqualTo("first");
    }

    @Test
    @SuppressWarnings("unchecked")
    void theTabsCloseButtonClosesThroughThePrompt() throws Exception {
        start();
        NotesDocument doc = openThroughTheMenu(NotesKind.write(dir.resolve("a.note"), "first"));
        GuiTestSupport.onEdt(() -> doc.setText("Type text", "changed"));
        var callback = (java.util.function.BiConsumer<javax.swing.JTabbedPane, Integer>) tabs().target()
                .getClientProperty("JTabbedPane.tabCloseCallback");
        assertThat(tabs().target().getClientProperty("JTabbedPane.tabClosable")).isEqualTo(true);

        dialogs.answerPrompt(Answer.DONT_SAVE);
        GuiTestSupport.onEdt(() -> callback.accept(tabs().target(), 0));

        waitUntil("closed", () -> frame.tabs().getTabCount() == 0);
        assertThat(dialogs.asked()).containsExactly("a.note");
    }

    @Test
    void closingTheWindowWithUnsavedChangesAsksAndCancelKeepsItOpen() throws Exception {
        start();
        NotesDocument doc = openThroughTheMenu(NotesKind.write(dir.resolve("a.note"), "first"));
        GuiTestSupport.onEdt(() -> doc.setText("Type text", "changed"));
        dialogs.answerPrompt(Answer.CANCEL);

        window.close();

        assertThat(dialogs.asked()).containsExactly("a.note");
        window.requireVisible();

        dialogs.answerPrompt(Answer.SAVE);
        window.menuItem("file.exit").click();
        waitUntil("the window closed", () -> !frame.isDisplayable());
        assertThat(NotesKind.read(dir.resolve("a.note"))).isEqualTo("changed");
        assertThat(prefs.windowBounds()).as("the window's place was remembered").isPresent();
    }

    @Test
    void clickingAStepInTheHistoryJumpsThere() throws Exception {
        start();
        window.menuItemWithPath("View", "Undo History").click();
        NotesDocument doc = openThroughTheMenu(NotesKind.write(dir.resolve("a.note"), "v0"));
        GuiTestSupport.onEdt(() -> {
            doc.setText("Step one", "v1");
            doc.setText("Step two", "v2");
            doc.setText("Step three", "v3");
        });
        window.list("historyList").requireItemCount(4).requireSelection(3);
        assertThat(window.list("historyList").contents()).containsExactly("Original", "Step one", "Step two",
                "Step three");

        window.list("historyList").clickItem(1);

        waitUntil("jumped back", () -> doc.text().equals("v1"));
        window.list("historyList").requireSelection(1);
        window.menuItemWithPath("Edit", "Redo Step two").requireEnabled();

        window.list("historyList").clickItem(0);
        waitUntil("back to the original", () -> doc.text().equals("v0"));
        tabs().requireTabTitles("a.note");
    }

    @Test
    void theShortcutsDialogListsTheAccelerators() {
        start();
        window.menuItemWithPath("Help", "Keyboard Shortcuts").click();

        DialogFixture dialog = window.dialog("shortcutsDialog");
        JTableFixture table = dialog.table("shortcutsTable");
        List<String> commands = List.of(table.contents()[0][1], table.contents()[1][1]);
        assertThat(commands).containsExactly("Open", "Save");
        assertThat(table.contents()[0][0]).isEqualTo("Everywhere");
        List<List<String>> rows = java.util.Arrays.stream(table.contents()).map(r -> List.of(r[1], r[2])).toList();
        assertThat(rows).contains(List.of("Undo", "Ctrl+Z"), List.of("Save As", "Ctrl+Shift+S"));
        assertThat(table.target().getRowCount()).as("the shell's accelerators, the rules of every tab's keys, and the"
                + " notes kind lists none").isEqualTo((int) frame.workbench().actions().all().stream()
                        .filter(a -> a.accelerator() != null).count() + TabKeys.shortcuts().size());
        assertThat(rows).contains(List.of("Replace the selected cell's value", "Type the value"));
        dialog.close();
    }

    @Test
    void fileArgumentsOpenInTabsAndUnreadableOnesAreReported() throws Exception {
        Path a = NotesKind.write(dir.resolve("a.note"), "a");
        Path bad = Files.writeString(dir.resolve("bad.act"), "not a note");
        start(a.toString(), bad.toString());

        waitUntil("both were tried", () -> frame.tabs().getTabCount() == 1 && dialogs.errors().size() == 1);
        tabs().requireTabTitles("a.note");
        assertThat(dialogs.errors().get(0)).contains("bad.act").contains("not a file Marionette can open");
        assertThat(GuiActionRunner.execute(() -> frame.workbench().recentFiles().files()))
                .containsExactly(a.toAbsolutePath());
    }

    @Test
    void theThemeCanBeSwitchedAndIsRemembered() {
        start();
        assertThat(GuiActionRunner.execute(FlatLaf::isLafDark)).isFalse();
        JRadioButtonMenuItem dark = window.robot().finder().findByName(window.target(), "view.theme.dark",
                JRadioButtonMenuItem.class, false);
        JRadioButtonMenuItem system = window.robot().finder().findByName(window.target(), "view.theme.system",
                JRadioButtonMenuItem.class, false);
        assertThat(GuiActionRunner.execute(system::isSelected)).isTrue();

        // nested menus do not open under the in-memory toolkit, so the radio item is pressed directly
        GuiTestSupport.onEdt(dark::doClick);

        assertThat(GuiActionRunner.execute(FlatLaf::isLafDark)).isTrue();
        assertThat(GuiActionRunner.execute(dark::isSelected)).isTrue();
        assertThat(GuiActionRunner.execute(system::isSelected)).isFalse();
        assertThat(prefs.theme()).isEqualTo(Theme.DARK);
        GuiTestSupport.onEdt(() -> frame.workbench().actions().get("view.theme.light").perform());
        assertThat(GuiActionRunner.execute(FlatLaf::isLafDark)).isFalse();
        assertThat(prefs.theme()).isEqualTo(Theme.LIGHT);
    }

    @Test
    void theHistoryPanelIsAViewToggleClosedByDefaultAndTheChoiceIsRemembered() {
        start();
        assertThat(GuiActionRunner.execute(() -> frame.historyPanel().isShowing())).as("closed by default").isFalse();
        window.menuItemWithPath("View", "Undo History").click();
        window.panel("historyPanel").requireVisible();
        window.menuItemWithPath("View", "Undo History").click();
        assertThat(GuiActionRunner.execute(() -> frame.historyPanel().isShowing())).isFalse();
        window.menuItemWithPath("View", "Undo History").click();
        window.panel("historyPanel").requireVisible();
        assertThat(prefs.historyVisible()).isTrue();
        window.menuItemWithPath("View", "Undo History").click();
        assertThat(prefs.historyVisible()).isFalse();
    }
}
