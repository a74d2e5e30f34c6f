package dev.marionette.editor.panel;

import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.UnsavedChangesPrompt.Answer;
import dev.marionette.editor.testing.DocumentTabsProbe;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.NotesDocument;
import dev.marionette.editor.testing.NotesKind;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Closing a tab in the middle of the row: every tab after it keeps the label, tooltip and unsaved mark of the
 * document it shows, and its × closes that document (the labels used to be one document off after the closed
 * tab, so the × of a mislabelled tab closed another document than the one named).
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class DocumentTabsGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    DocumentTabsProbe probe;

    private List<String> open(int count) throws Exception {
        List<String> files = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            files.add(NotesKind.write(dir.resolve("doc" + i + ".note"), "text " + i).toString());
        }
        openWindow(files, new NotesKind());
        waitUntil(count + " tabs", () -> frame.tabs().getTabCount() == count);
        probe = new DocumentTabsProbe(frame);
        return probe.titles();
    }

    private List<String> openNames() {
        return GuiTestSupport.read(() -> frame.workbench().documents().sessions().stream()
                .map(DocumentSession::displayName).toList());
    }

    private void everyTabMatchesItsDocument() {
        assertThat(probe.tabs()).allSatisfy(tab -> assertThat(tab.matches()).as(tab.toString()).isTrue());
    }

    @Test
    void closingTheSecondOfFourTabsKeepsTheOthersLabelsAndTheirCloseButtons() throws Exception {
        assertThat(open(4)).containsExactly("doc1.note", "doc2.note", "doc3.note", "doc4.note");

        probe.clickClose(window.robot(), 1);

        waitUntil("doc2 closed", () -> frame.tabs().getTabCount() == 3);
        assertThat(openNames()).containsExactly("doc1.note", "doc3.note", "doc4.note");
        assertThat(probe.titles()).containsExactly("doc1.note", "doc3.note", "doc4.note");
        everyTabMatchesItsDocument();

        // the × of the tab labelled doc3 closes doc3
        probe.clickClose(window.robot(), 1);
        waitUntil("doc3 closed", () -> frame.tabs().getTabCount() == 2);
        assertThat(openNames()).containsExactly("doc1.note", "doc4.note");
        assertThat(probe.titles()).containsExactly("doc1.note", "doc4.note");
        everyTabMatchesItsDocument();
    }

    @Test
    void withSevenTabsTheLabelsAndUnsavedMarksAfterTheClosedOneStayWithTheirDocuments() throws Exception {
        open(7);
        List<DocumentSession> sessions = GuiTestSupport.read(() -> frame.workbench().documents().sessions());
        GuiTestSupport.onEdt(() -> {
            ((NotesDocument) sessions.get(3).document()).setText("Type text", "changed 4");
            ((NotesDocument) sessions.get(5).document()).setText("Type text", "changed 6");
        });
        assertThat(probe.titles()).containsExactly("doc1.note", "doc2.note", "doc3.note", "• doc4.note",
                "doc5.note", "• doc6.note", "doc7.note");

        probe.clickClose(window.robot(), 2);

        waitUntil("doc3 closed", () -> frame.tabs().getTabCount() == 6);
        assertThat(probe.titles()).containsExactly("doc1.note", "doc2.note", "• doc4.note", "doc5.note",
                "• doc6.note", "doc7.note");
        everyTabMatchesItsDocument();

        // the × of the tab labelled "• doc4.note" asks about doc4, and closes it
        dialogs.answerPrompt(Answer.DONT_SAVE);
        probe.clickClose(window.robot(), 2);
        waitUntil("doc4 closed", () -> frame.tabs().getTabCount() == 5);
        assertThat(dialogs.asked()).containsExactly("doc4.note");
        assertThat(openNames()).containsExactly("doc1.note", "doc2.note", "doc5.note", "doc6.note", "doc7.note");
        assertThat(probe.titles()).containsExactly("doc1.note", "doc2.note", "doc5.note", "• doc6.note",
                "doc7.note");
        everyTabMatchesItsDocument();
    }

    @Test
    void closingWithTheKeyWhileTheMouseRestsOnACloseButtonKeepsTheTooltips() throws Exception {
        open(4);
        window.tabbedPane("documentTabs").selectTab(1);
        probe.clickClose(window.robot(), 1);
        waitUntil("doc2 closed", () -> frame.tabs().getTabCount() == 3);
        assertThat(GuiTestSupport.read(() -> frame.workbench().documents().active().orElseThrow().displayName()))
                .isEqualTo("doc3.note");

        // the mouse still rests on the × now under it (doc3's); Ctrl+W closes doc3, then the mouse moves away
        window.pressAndReleaseKey(org.assertj.swing.core.KeyPressInfo.keyCode(java.awt.event.KeyEvent.VK_W)
                .modifiers(ctrl()));
        waitUntil("doc3 closed", () -> frame.tabs().getTabCount() == 2);
        window.robot().moveMouse(frame.statusBar());

        assertThat(probe.titles()).containsExactly("doc1.note", "doc4.note");
        everyTabMatchesItsDocument();
    }

    @SuppressWarnings("deprecation")
    private static int ctrl() {
        // AssertJ Swing 3.17 understands only the legacy modifier masks (see the style guide, section 5)
        return java.awt.event.InputEvent.CTRL_MASK;
    }
}
