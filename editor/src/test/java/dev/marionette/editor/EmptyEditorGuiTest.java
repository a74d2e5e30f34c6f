package dev.marionette.editor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.editor.testing.MemoryPreferences;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.NotesKind;
import dev.marionette.editor.testing.ScriptedDialogs;
import java.util.List;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The editor as shipped before any format editor is plugged in, and File &gt; New once one is. */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class EmptyEditorGuiTest {

    FrameFixture window;

    @AfterEach
    void tearDown() {
        if (window != null) {
            window.cleanUp();
        }
    }

    private JMenu newMenu() {
        return window.robot().finder().findByName(window.target(), "menu.file.new", JMenu.class, false);
    }

    @Test
    void withNoKindsInstalledTheEditorStartsAndSaysSo() {
        MainFrame frame = GuiTestSupport.start(new ScriptedDialogs(), new EditorPreferences(new MemoryPreferences()),
                List.of());
        window = new FrameFixture(frame);
        window.panel("welcomePanel").requireVisible();
        assertThat(window.robot().finder().findAll(window.target(), c -> c instanceof javax.swing.JLabel l
                && "No file editors are installed in this build yet.".equals(l.getText()))).hasSize(1);
        JMenu menu = newMenu();
        assertThat(GuiActionRunner.execute(menu::getItemCount)).isEqualTo(1);
        JMenuItem only = GuiActionRunner.execute(() -> menu.getItem(0));
        assertThat(only.getText()).isEqualTo("(No templates installed)");
        assertThat(only.isEnabled()).isFalse();
    }

    @Test
    void fileNewOffersTheKindsTemplatesAndOpensAnUntitledTab() {
        MainFrame frame = GuiTestSupport.start(new ScriptedDialogs(), new EditorPreferences(new MemoryPreferences()),
                List.of(), new NotesKind());
        window = new FrameFixture(frame);
        JMenu menu = newMenu();
        List<String> names = GuiActionRunner.execute(() -> java.util.stream.IntStream.range(0, menu.getItemCount())
                .mapToObj(i -> menu.getItem(i).getText()).toList());
        assertThat(names).containsExactly("Empty note", "Greeting");

        GuiTestSupport.onEdt(() -> menu.getItem(1).doClick());

        window.tabbedPane("documentTabs").requireTabTitles("Greeting");
        window.label("notesText").requireText("hello");
        window.menuItem("file.save").requireEnabled();
    }

    @Test
    void aKindsStartupDocumentIsShownInsteadOfTheWelcomePanel() {
        MainFrame frame = GuiTestSupport.start(new ScriptedDialogs(), new EditorPreferences(new MemoryPreferences()),
                List.of(), new NotesKind(true));
        window = new FrameFixture(frame);
        window.tabbedPane("documentTabs").requireTabTitles("Demo");
        window.label("notesText").requireText("demo");
    }
}
