package dev.marionette.editor.agent;

import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.TabChecks;
import dev.marionette.io.testing.Samples;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JPopupMenu;
import javax.swing.JTable;
import javax.swing.text.JTextComponent;
import org.assertj.swing.data.TableCell;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Agent tab's keys wherever the focus is (it had none: Space, Home, End... did nothing), and typing into its
 * tables, on Genie.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class AgentKeysGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    AgentView view;

    @BeforeEach
    void open() throws Exception {
        Path genie = Files.copy(Samples.file("acs/Genie.acs"), dir.resolve("Genie.acs"));
        openWindow(List.of(genie.toString()), new AgentKind());
        waitUntil("Genie is open", () -> frame.workbench().documents().active().map(DocumentSession::view)
                .isPresent());
        view = read(() -> (AgentView) frame.workbench().documents().active().orElseThrow().view());
        window.resizeTo(new java.awt.Dimension(1400, 900));
    }

    int animation(String name) {
        return read(() -> view.document().character().animations().indexOf(view.document().character()
                .animation(name)));
    }

    void key(int code) {
        window.robot().pressAndReleaseKey(code);
        window.robot().waitForIdle();
    }

    int frame() {
        return read(() -> view.context().selection().frame());
    }

    @Test
    void spaceHomeEndAndStepKeysWorkFromTheAnimationListAndAfterAClickedButton() {
        int idle = animation("Idle1_4");
        window.table("animationTable").selectRows(idle);
        waitUntil("Idle1_4 selected", () -> view.context().selection().animation() == idle);
        int frames = read(() -> view.document().character().animations().get(idle).frames().size());
        assertThat(frames).isGreaterThan(2);

        key(KeyEvent.VK_END);
        assertThat(frame()).isEqualTo(frames - 1);
        key(KeyEvent.VK_HOME);
        assertThat(frame()).isZero();
        window.robot().pressAndReleaseKey(KeyEvent.VK_RIGHT, InputEvent.CTRL_MASK);
        assertThat(frame()).isEqualTo(1);
        assertThat(read(() -> window.table("animationTable").target().isEditing())).isFalse();
        // comma and period from the filmstrip, and from the list's name cell (they renamed the animation ".")
        window.list("frameList").clickItem(1);
        key(KeyEvent.VK_PERIOD);
        assertThat(frame()).isEqualTo(2);
        key(KeyEvent.VK_COMMA);
        assertThat(frame()).isEqualTo(1);
        window.table("animationTable").cell(TableCell.row(idle).column(0)).click();
        key(KeyEvent.VK_PERIOD);
        assertThat(read(() -> window.table("animationTable").target().isEditing())).as("no rename started")
                .isFalse();
        assertThat(frame()).isEqualTo(2);
        key(KeyEvent.VK_COMMA);
        key(KeyEvent.VK_COMMA);
        assertThat(frame()).isZero();
        key(KeyEvent.VK_TAB);
        assertThat(read(() -> view.document().character().animations().get(idle).name())).isEqualTo("Idle1_4");
        assertThat(read(() -> view.document().isDirty())).isFalse();
        key(KeyEvent.VK_PAGE_DOWN);
        assertThat(read(() -> view.context().selection().animation())).isEqualTo(idle + 1);
        key(KeyEvent.VK_PAGE_UP);
        assertThat(read(() -> view.context().selection().animation())).isEqualTo(idle);

        key(KeyEvent.VK_SPACE);
        assertThat(read(() -> view.player().isPlaying())).as("Space plays the preview").isTrue();
        key(KeyEvent.VK_SPACE);
        key(KeyEvent.VK_SPACE);
        waitUntil("Space stopped it", () -> !view.player().isPlaying());

        // a clicked button keeps no focus, so Space is still the preview's
        window.radioButton("mouthPreviewNone").click();
        key(KeyEvent.VK_SPACE);
        assertThat(read(() -> view.player().isPlaying())).isTrue();
        window.button("previewStop").click();
        window.button("previewStop").click();
        waitUntil("stopped", () -> !view.player().isPlaying());
        assertThat(read(() -> view.document().isDirty())).isFalse();
    }

    @Test
    void escapeOnANameOpensNoEmptyEditorThatTabWouldKeep() {
        int blink = animation("Blink");
        window.table("animationTable").cell(TableCell.row(blink).column(0)).click();
        // Escape opened an empty editor on the name (tried under Xvfb); Tab then kept it: "An animation needs a name"
        key(KeyEvent.VK_ESCAPE);
        assertThat(read(() -> window.table("animationTable").target().isEditing())).as("no edit started")
                .isFalse();
        key(KeyEvent.VK_TAB);
        assertThat(read(() -> view.document().character().animations().get(blink).name())).isEqualTo("Blink");
        assertThat(read(() -> view.document().isDirty())).isFalse();
        assertThat(read(() -> labelTexts(view.component()))).noneMatch(text -> text.contains("needs a name"));
    }

    @Test
    void lettersTypedOnTheAnimationListFindAnAnimationAndF2RenamesIt() {
        int blink = animation("Blink");
        window.table("animationTable").cell(TableCell.row(blink).column(0)).click();
        // letters typed to look around renamed the animation ("abcIdle123" then Down, tried under Xvfb)
        key(KeyEvent.VK_H);
        assertThat(read(() -> window.table("animationTable").target().isEditing())).as("no rename started")
                .isFalse();
        assertThat(read(() -> view.context().selection().animation())).as("the next name starting with h")
                .isEqualTo(animation("Hide"));
        key(KeyEvent.VK_H);
        assertThat(read(() -> view.context().selection().animation())).as("h again goes on to the next")
                .isEqualTo(animation("Hearing_4"));
        key(KeyEvent.VK_B);
        key(KeyEvent.VK_DOWN);
        key(KeyEvent.VK_ENTER);
        assertThat(read(() -> view.document().character().animations().get(blink).name())).isEqualTo("Blink");
        assertThat(read(() -> view.document().isDirty())).as("typing letters changes nothing").isFalse();

        window.table("animationTable").cell(TableCell.row(blink).column(0)).click();
        key(KeyEvent.VK_F2);
        assertThat(editorText(window.table("animationTable").target())).isEqualTo("Blink");
        key(KeyEvent.VK_2);
        key(KeyEvent.VK_ENTER);
        assertThat(read(() -> view.document().character().animations().get(blink).name())).isEqualTo("Blink2");
        window.menuItem("edit.undo").click();
        assertThat(read(() -> view.document().character().animations().get(blink).name())).isEqualTo("Blink");

        window.tabbedPane("agentSideTabs").selectTab("Character");
        window.robot().waitForIdle();
        assertThat(read(() -> TabChecks.plainTables(view.component()))).isEmpty();
    }

    @Test
    void spaceOrEnterAfterOpeningTheStatesMenuTicksNoState() {
        int blink = animation("Blink");
        window.table("animationTable").selectRows(blink);
        waitUntil("Blink selected", () -> view.context().selection().animation() == blink);
        List<String> before = read(() -> states("Blink"));
        for (int key : new int[] {KeyEvent.VK_SPACE, KeyEvent.VK_ENTER}) {
            window.button("animationStates").click();
            window.robot().waitForIdle();
            JPopupMenu menu = read(() -> (JPopupMenu) javax.swing.MenuSelectionManager.defaultManager()
                    .getSelectedPath()[0]);
            java.awt.Rectangle button = read(() -> window.button("animationStates").target().getBounds());
            java.awt.Point buttonOnScreen = read(() -> window.button("animationStates").target()
                    .getLocationOnScreen());
            java.awt.Rectangle popup = read(() -> new java.awt.Rectangle(menu.getLocationOnScreen(), menu.getSize()));
            button.setLocation(buttonOnScreen);
            assertThat(popup.intersects(button)).as("the menu leaves the button (and the pointer on it) free")
                    .isFalse();
            assertThat(read(() -> javax.swing.MenuSelectionManager.defaultManager().getSelectedPath().length))
                    .as("no item is highlighted").isEqualTo(1);
            key(key);
            key(KeyEvent.VK_ESCAPE);
            assertThat(read(() -> states("Blink"))).as("after States…, then " + KeyEvent.getKeyText(key))
                    .isEqualTo(before);
            assertThat(read(() -> view.document().isDirty())).isFalse();
        }
        // a state is ticked by choosing it: Down to the first, then Enter
        window.button("animationStates").click();
        key(KeyEvent.VK_DOWN);
        key(KeyEvent.VK_ENTER);
        assertThat(read(() -> states("Blink"))).isNotEqualTo(before);
        window.menuItem("edit.undo").click();
        assertThat(read(() -> states("Blink"))).isEqualTo(before);
    }

    List<String> states(String animation) {
        var c = view.document().character();
        return dev.marionette.model.acs.edit.AgentStates.editable(c).stream()
                .filter(s -> dev.marionette.model.acs.edit.AgentStates.isAssigned(c, s, animation)).toList();
    }

    static List<String> labelTexts(java.awt.Component c) {
        List<String> texts = new java.util.ArrayList<>();
        if (c instanceof javax.swing.JLabel label && label.isShowing() && label.getText() != null) {
            texts.add(label.getText());
        }
        if (c instanceof java.awt.Container container) {
            for (java.awt.Component child : container.getComponents()) {
                texts.addAll(labelTexts(child));
            }
        }
        return texts;
    }

    static String editorText(JTable table) {
        return read(() -> table.isEditing() && table.getEditorComponent() instanceof JTextComponent t ? t.getText()
                : null);
    }
}
