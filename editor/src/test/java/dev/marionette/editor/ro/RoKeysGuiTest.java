package dev.marionette.editor.ro;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.ro.canvas.SpriteCanvas;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JTable;
import org.assertj.swing.data.TableCell;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sprite tab's keys wherever the focus is (a clicked button, the tree, the canvas, the layer table), typing
 * into table cells, and what the tab shows of itself (the zoom, the status line, the tree's selection, where file
 * choosers start): each test failed before its fix.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class RoKeysGuiTest extends EditorWindowTest {

    private static final int WALK_SOUTH_WEST = 9;
    private static final String WALK_SOUTH_WEST_ROW = "Walk - South-west  (4 frames)";

    @TempDir
    Path dir;

    RoView view;

    RoView start(Path file) {
        openWindow(List.of(file.toString()), new RoKind(CompanionChooser.NEVER, RoFixtures.settings()));
        waitUntil("a sprite tab is open", () -> frame.tabs().getTabCount() == 1);
        view = read(() -> (RoView) frame.workbench().documents().active().map(DocumentSession::view).orElseThrow());
        return view;
    }

    SpriteDocument doc() {
        return view.document();
    }

    SpriteCanvas canvas() {
        return window.robot().finder().findByName(window.target(), "spriteCanvas", SpriteCanvas.class, true);
    }

    void showFrame(String actionRow, int action, int frame) {
        window.tree("actionTree").clickPath(actionRow + "/Frame " + frame + "  \u00b7 5 layers");
        waitUntil("frame " + frame + " of action " + action + " is shown",
                () -> view.state().action() == action && view.state().frame() == frame);
        onEdt(() -> view.playback().pause());
    }

    void key(int code) {
        window.robot().pressAndReleaseKey(code);
        window.robot().waitForIdle();
    }

    void ctrl(int code) {
        window.robot().pressAndReleaseKey(code, InputEvent.CTRL_MASK);
        window.robot().waitForIdle();
    }

    boolean playing() {
        return read(() -> view.playback().isPlaying());
    }

    int eventOf(int action, int frame) {
        return read(() -> doc().act().animations().get(action).frames().get(frame).eventId());
    }

    @Test
    void spaceAfterClickingUseInFramePlaysInsteadOfAssigningTheEventAgain() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"));
        showFrame("Idle - South  (4 frames)", 0, 1);
        window.tabbedPane("roPanels").selectTab("Events");
        window.table("eventTable").selectRows(0);
        int frame2Before = eventOf(0, 2);
        window.button("assignEvent").click();
        assertThat(eventOf(0, 1)).isZero();
        key(KeyEvent.VK_PERIOD);
        assertThat(read(() -> view.state().frame())).isEqualTo(2);

        key(KeyEvent.VK_SPACE);
        assertThat(playing()).as("Space plays").isTrue();
        key(KeyEvent.VK_SPACE);
        assertThat(playing()).as("Space pauses").isFalse();
        assertThat(eventOf(0, 2)).as("the button did not fire again").isEqualTo(frame2Before);
        assertThat(read(() -> doc().history().position())).as("one edit: the click").isEqualTo(1);
        assertThat(read(() -> window.button("assignEvent").target().hasFocus())).isFalse();
    }

    @Test
    void homeAndEndGoToTheFirstAndLastFrameFromTheCanvasAndFromTheTree() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"));
        showFrame(WALK_SOUTH_WEST_ROW, WALK_SOUTH_WEST, 1);
        // the tree has the focus: its own Home and End would select its first and last rows (other actions)
        key(KeyEvent.VK_END);
        assertThat(read(() -> List.of(view.state().action(), view.state().frame()))).containsExactly(
                WALK_SOUTH_WEST, 3);
        key(KeyEvent.VK_HOME);
        assertThat(read(() -> List.of(view.state().action(), view.state().frame()))).containsExactly(
                WALK_SOUTH_WEST, 0);
        assertThat(read(() -> view.tree().selectedFrames())).hasSize(1);

        // the canvas: the split panes around it took Home and End for their dividers
        window.robot().click(canvas(), new Point(5, 5));
        key(KeyEvent.VK_END);
        assertThat(read(() -> view.state().frame())).isEqualTo(3);
        key(KeyEvent.VK_HOME);
        assertThat(read(() -> view.state().frame())).isZero();
        // Page keys go through the actions, keeping the frame when the next action has it
        key(KeyEvent.VK_PERIOD);
        key(KeyEvent.VK_PAGE_DOWN);
        assertThat(read(() -> List.of(view.state().action(), view.state().frame()))).containsExactly(
                WALK_SOUTH_WEST + 1, 1);
        key(KeyEvent.VK_PAGE_UP);
        assertThat(read(() -> view.state().action())).isEqualTo(WALK_SOUTH_WEST);
        assertThat(read(() -> doc().isDirty())).isFalse();
    }

    @Test
    void spaceAndStepKeysReachTheTabFromTablesListsAndButtonsWithoutEditing() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"));
        showFrame(WALK_SOUTH_WEST_ROW, WALK_SOUTH_WEST, 1);
        window.table("layerTable").cell(TableCell.row(1).column(0)).click();
        key(KeyEvent.VK_SPACE);
        assertThat(playing()).isTrue();
        key(KeyEvent.VK_SPACE);
        assertThat(playing()).isFalse();
        int paused = read(() -> view.state().frame());
        ctrl(KeyEvent.VK_RIGHT);
        assertThat(read(() -> view.state().frame())).as("Ctrl+Right steps from the table").isEqualTo((paused + 1) % 4);
        key(KeyEvent.VK_END);
        assertThat(read(() -> view.state().frame())).isEqualTo(3);
        assertThat(read(() -> window.table("layerTable").target().isEditing())).isFalse();

        window.tabbedPane("roPanels").selectTab("References");
        window.checkBox("referencesByKind").click();
        window.checkBox("referencesByKind").click();
        window.list("referenceList").click();
        // The click's focus change is delivered later than the click on a busy machine; a user types after it.
        waitUntil("the reference list has the focus", () -> window.list("referenceList").target().hasFocus());
        key(KeyEvent.VK_SPACE);
        assertThat(playing()).as("Space plays from the reference list").isTrue();
        key(KeyEvent.VK_SPACE);
        window.toggleButton("ro.loop").click();
        window.toggleButton("ro.loop").click();
        key(KeyEvent.VK_HOME);
        assertThat(read(() -> view.state().frame())).isZero();
        assertThat(read(() -> doc().isDirty())).isFalse();
        assertThat(read(() -> doc().history().position())).isZero();
    }

    @Test
    void copyAndPasteKeysWorkWhileTheTreeHasTheFocus() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"));
        showFrame(WALK_SOUTH_WEST_ROW, WALK_SOUTH_WEST, 1);
        int frames = read(() -> doc().act().animations().get(WALK_SOUTH_WEST).frames().size());
        assertThat(read(() -> window.tree("actionTree").target().hasFocus())).isTrue();
        ctrl(KeyEvent.VK_C);
        ctrl(KeyEvent.VK_V);
        assertThat(read(() -> doc().act().animations().get(WALK_SOUTH_WEST).frames().size())).isEqualTo(frames + 1);
        assertThat(read(() -> view.state().frame())).as("the copy is shown, after the original").isEqualTo(2);
        assertThat(read(doc()::undoLabel)).startsWith("Undo Paste");
    }

    @Test
    void clickingAnActionRowKeepsTheWholeActionSelected() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"));
        showFrame("Idle - South  (4 frames)", 0, 1);
        window.tree("actionTree").clickPath(WALK_SOUTH_WEST_ROW);
        waitUntil("walk south-west is shown", () -> view.state().action() == WALK_SOUTH_WEST);
        assertThat(read(() -> view.state().frame())).isZero();
        assertThat(read(() -> view.tree().selectedActions())).containsExactly(WALK_SOUTH_WEST);
        assertThat(read(() -> view.tree().selectedFrames())).as("the tools' scope: the whole action").hasSize(4);
        key(KeyEvent.VK_PERIOD);
        assertThat(read(() -> view.tree().selectedFrames())).as("stepping keeps it").hasSize(4);
    }

    @Test
    void typingIntoALayerCellReplacesItsValueAndF2EditsIt() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"));
        showFrame(WALK_SOUTH_WEST_ROW, WALK_SOUTH_WEST, 1);
        int y = read(() -> doc().act().animations().get(WALK_SOUTH_WEST).frames().get(1).layers().get(2).y());
        assertThat(y).isNotEqualTo(7);
        JTableFixture table = window.table("layerTable");
        table.cell(TableCell.row(2).column(5)).click();
        key(KeyEvent.VK_7);
        key(KeyEvent.VK_ENTER);
        assertThat(layerY()).as("7 typed on %d", y).isEqualTo(7);
        assertThat(read(doc()::undoLabel)).isEqualTo("Undo Move layer");

        table.cell(TableCell.row(2).column(5)).click();
        key(KeyEvent.VK_F2);
        assertThat(editorText(table.target())).isEqualTo("7");
        key(KeyEvent.VK_0);
        assertThat(editorText(table.target())).as("F2 types after the value").isEqualTo("70");
        key(KeyEvent.VK_ESCAPE);
        assertThat(read(() -> table.target().isEditing())).isFalse();
        assertThat(layerY()).as("Escape cancels").isEqualTo(7);

        table.cell(TableCell.row(2).column(5)).doubleClick();
        key(KeyEvent.VK_1);
        key(KeyEvent.VK_ENTER);
        assertThat(layerY()).as("a double-click edits at the end").isEqualTo(71);

        window.menuItem("edit.undo").click();
        window.menuItem("edit.undo").click();
        assertThat(layerY()).as("each value one undo step").isEqualTo(y);
        assertThat(read(() -> doc().isDirty())).isFalse();

        // Escape opened an empty editor on the value, which Tab then kept
        table.cell(TableCell.row(2).column(5)).click();
        key(KeyEvent.VK_ESCAPE);
        assertThat(read(() -> table.target().isEditing())).as("Escape starts no edit").isFalse();
        key(KeyEvent.VK_TAB);
        assertThat(layerY()).isEqualTo(y);
        assertThat(read(() -> doc().isDirty())).isFalse();

        // the mirror cell is a check box, changed by a click: a character there is the tab's key
        table.cell(TableCell.row(2).column(5)).click();
        key(KeyEvent.VK_RIGHT);
        key(KeyEvent.VK_PERIOD);
        assertThat(read(() -> table.target().isEditing())).isFalse();
        assertThat(read(() -> view.state().frame())).isEqualTo(2);
        assertThat(read(() -> doc().isDirty())).isFalse();
    }

    @Test
    void lettersTypedOnTheEventListFindAnEventAndRenameNothing() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"));
        window.tabbedPane("roPanels").selectTab("Events");
        List<String> names = read(() -> doc().act().events().stream().map(e -> e.name()).toList());
        int atk = names.indexOf(dev.marionette.model.ro.demo.DemoCharacter.ATTACK_EVENT);
        int last = names.size() - 1;
        assertThat(atk).isNotNegative().isNotEqualTo(last);
        JTableFixture table = window.table("eventTable");
        table.cell(TableCell.row(last).column(1)).click();
        // a word typed to look around renamed the selected event ("poring" then Down, tried under Xvfb)
        key(KeyEvent.VK_A);
        assertThat(read(() -> table.target().isEditing())).as("no rename started").isFalse();
        assertThat(read(() -> table.target().getSelectedRow())).as("the event whose name starts with a (round)")
                .isEqualTo(atk);
        key(KeyEvent.VK_T);
        key(KeyEvent.VK_W);
        key(KeyEvent.VK_DOWN);
        key(KeyEvent.VK_ENTER);
        assertThat(read(() -> doc().act().events().stream().map(e -> e.name()).toList())).isEqualTo(names);
        assertThat(read(() -> doc().isDirty())).isFalse();

        table.cell(TableCell.row(atk).column(1)).click();
        key(KeyEvent.VK_F2);
        key(KeyEvent.VK_2);
        key(KeyEvent.VK_ENTER);
        assertThat(read(() -> doc().act().events().get(atk).name())).as("F2 renames").isEqualTo("atk2");
    }

    int layerY() {
        return read(() -> doc().act().animations().get(WALK_SOUTH_WEST).frames().get(1).layers().get(2).y());
    }

    static String editorText(JTable table) {
        return read(() -> table.isEditing() && table.getEditorComponent() instanceof javax.swing.text.JTextComponent t
                ? t.getText() : null);
    }

    @Test
    void theToolBarShowsTheZoomAndNamesTheActualSizeCommand() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"));
        SpriteCanvas canvas = canvas();
        waitUntil("the zoom read-out shows the zoom", () -> window.label("roZoom").target().getText()
                .equals(Math.round(canvas.viewport().zoom() * 100) + "%"));
        window.robot().click(canvas, new Point(5, 5));
        ctrl(KeyEvent.VK_1);
        window.label("roZoom").requireText("100%");
        window.button("ro.zoomIn").click();
        assertThat(window.label("roZoom").text()).isEqualTo(Math.round(read(() -> canvas.viewport().zoom()) * 100)
                + "%").isNotEqualTo("100%");
        window.button("ro.zoomActual").requireText("1:1");
        assertThat(read(() -> view.actions().get("ro.zoomActual").name())).isEqualTo("Actual size");
    }

    @Test
    void theStatusLineFollowsTheActiveTabAndEndsWithAnEdit() throws Exception {
        Path a = RoFixtures.writeDemo(dir, "a");
        Path b = RoFixtures.writeDemo(dir, "b");
        start(a);
        waitUntil("a is said open", () -> frame.workbench().status().message().equals("Opened a.act"));
        onEdt(() -> frame.workbench().files().open(b));
        waitUntil("b is open", () -> frame.tabs().getTabCount() == 2
                && frame.workbench().status().message().equals("Opened b.act"));
        RoView first = view;
        view = read(() -> (RoView) frame.workbench().documents().active().orElseThrow().view());

        showFrame(WALK_SOUTH_WEST_ROW, WALK_SOUTH_WEST, 1);
        ctrl(KeyEvent.VK_C);
        ctrl(KeyEvent.VK_V);
        assertThat(read(() -> view.document().isDirty())).isTrue();
        assertThat(window.label("statusMessage").text()).as("an edit ends 'Opened b.act'").isBlank();

        window.tabbedPane(new org.assertj.swing.core.GenericTypeMatcher<>(
                dev.marionette.editor.panel.DocumentTabs.class) {
            @Override
            protected boolean isMatching(dev.marionette.editor.panel.DocumentTabs tabs) {
                return true;
            }
        }).selectTab(0);
        waitUntil("a is active", () -> frame.workbench().documents().active().map(DocumentSession::view)
                .orElse(null) == first);
        assertThat(window.label("statusMessage").text()).doesNotContain("b.act").isEqualTo("Opened a.act");
        // the keys follow the tab switched to, whether the focus went into it or stayed on its title
        key(KeyEvent.VK_END);
        assertThat(read(() -> first.state().frame())).isEqualTo(read(() -> first.state().frameCount() - 1));
    }

    @Test
    void theSoundFolderChooserStartsInTheDocumentsFolder() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"));
        window.tabbedPane("roPanels").selectTab("Events");
        window.button("soundFolder").click();
        JFileChooserFixture chooser = window.fileChooser();
        Path shown = read(() -> chooser.target().getCurrentDirectory().toPath());
        chooser.cancel();
        assertThat(shown.toRealPath()).isEqualTo(dir.toRealPath());
    }
}
