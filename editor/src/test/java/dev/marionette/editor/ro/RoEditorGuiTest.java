package dev.marionette.editor.ro;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.ro.canvas.SpriteCanvas;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.awt.Point;
import java.nio.file.Path;
import java.util.List;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JTableFixture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The sprite editor in the real main window, driven with the mouse and keys. */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class RoEditorGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    RoView view;

    /** Opens {@code files} (none: the start-up demo) and returns the sprite view shown. */
    RoView start(String... files) {
        openWindow(List.of(files), new RoKind(CompanionChooser.NEVER, RoFixtures.settings()));
        waitUntil("a sprite tab is open", () -> frame.tabs().getTabCount() == 1);
        view = GuiActionRunner.execute(() -> (RoView) frame.workbench().documents().active()
                .map(DocumentSession::view).orElseThrow());
        return view;
    }

    SpriteDocument doc() {
        return view.document();
    }

    SpriteCanvas canvas() {
        return window.robot().finder().findByName(window.target(), "spriteCanvas", SpriteCanvas.class, true);
    }

    <T> T read(java.util.function.Supplier<T> value) {
        return GuiActionRunner.execute(value::get);
    }

    ActFrame shownFrame() {
        return read(() -> view.state().currentFrame().copy());
    }

    void showWalkSouthWest() {
        // frame 0 fires the step sound, which its label names; frame 1 fires nothing
        window.tree("actionTree").clickPath("Walk - South-west  (4 frames)/Frame 1  \u00b7 5 layers");
        waitUntil("frame 1 of walk south-west is shown", () -> view.state().action() == 9 && view.state().frame() == 1);
        onEdt(() -> view.playback().pause());
    }

    @Test
    void theDemoOpensWithoutAFileAlreadyPlaying() {
        start();
        assertThat(read(() -> frame.tabs().getTitleAt(0))).isEqualTo("Demo");
        assertThat(read(() -> view.playback().isPlaying())).isTrue();
        assertThat(read(() -> view.state().action())).isEqualTo(RoKind.DEMO_ACTION);
        int first = read(() -> view.state().frame());
        waitUntil("the demo plays on", () -> view.state().frame() != first);
        waitUntil("the canvas painted", () -> canvas().paintCount() > 0);
    }

    @Test
    void clickingThenDraggingALayerMovesItOnceInModelAndTableAndUndoPutsItBack() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard").toString());
        showWalkSouthWest();
        SpriteCanvas canvas = canvas();
        SpriteLayer before = shownFrame().layers().get(2);
        Point on = read(() -> RoFixtures.pointOnLayer(canvas, 2));
        window.robot().click(canvas, on);
        JTableFixture table = window.table("layerTable");
        table.requireSelectedRows(2);

        double zoom = read(() -> canvas.viewport().zoom());
        Point to = new Point(on.x + (int) Math.round(6 * zoom), on.y - (int) Math.round(2 * zoom));
        window.robot().pressMouse(canvas, on, MouseButton.LEFT_BUTTON);
        window.robot().moveMouse(canvas, new Point((on.x + to.x) / 2, (on.y + to.y) / 2));
        window.robot().moveMouse(canvas, to);
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
        window.robot().waitForIdle();

        SpriteLayer after = shownFrame().layers().get(2);
        assertThat(after.x()).isEqualTo(before.x() + 6);
        assertThat(after.y()).isEqualTo(before.y() - 2);
        table.requireCellValue(org.assertj.swing.data.TableCell.row(2).column(4), String.valueOf(before.x() + 6));
        table.requireCellValue(org.assertj.swing.data.TableCell.row(2).column(5), String.valueOf(before.y() - 2));
        assertThat(read(() -> doc().undoLabel())).isEqualTo("Undo Move layer");

        window.menuItem("edit.undo").click();
        assertThat(shownFrame().layers().get(2)).isEqualTo(before);
        table.requireCellValue(org.assertj.swing.data.TableCell.row(2).column(4), String.valueOf(before.x()));
        table.requireSelectedRows(2);
        assertThat(read(() -> doc().isDirty())).isFalse();
    }

    @Test
    void draggingTheAnchorMovesItAndTheFramePanelShowsIt() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard").toString());
        showWalkSouthWest();
        SpriteCanvas canvas = canvas();
        Anchor before = shownFrame().anchors().get(0);
        Point at = read(() -> new Point((int) canvas.viewport().toComponentX(before.x() + 0.5),
                (int) canvas.viewport().toComponentY(before.y() + 0.5)));
        double zoom = read(() -> canvas.viewport().zoom());
        window.robot().pressMouse(canvas, at, MouseButton.LEFT_BUTTON);
        window.robot().moveMouse(canvas, new Point(at.x + (int) zoom, at.y));
        window.robot().moveMouse(canvas, new Point(at.x + (int) Math.round(4 * zoom), at.y + (int) Math.round(3 * zoom)));
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
        window.robot().waitForIdle();

        Anchor after = shownFrame().anchors().get(0);
        assertThat(after.x()).isEqualTo(before.x() + 4);
        assertThat(after.y()).isEqualTo(before.y() + 3);
        window.tabbedPane("roPanels").selectTab("Frame");
        JTableFixture anchors = window.table("anchorTable");
        anchors.requireCellValue(org.assertj.swing.data.TableCell.row(0).column(1), String.valueOf(before.x() + 4));
        anchors.requireSelectedRows(0);
        window.menuItem("edit.undo").click();
        assertThat(shownFrame().anchors().get(0)).isEqualTo(before);
    }

    @Test
    void anEventAddedToTheListIsGivenToTheFrameShown() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard").toString());
        window.tree("actionTree").clickPath("Idle - South  (4 frames)/Frame 1  \u00b7 5 layers");
        waitUntil("frame 1 of idle south is shown", () -> view.state().action() == 0 && view.state().frame() == 1);
        window.tabbedPane("roPanels").selectTab("Events");
        window.button("addEvent").click();
        window.optionPane().textBox().enterText("wizard_hum.wav");
        window.optionPane().okButton().click();
        int events = read(() -> doc().act().events().size());
        assertThat(read(() -> doc().act().events().get(events - 1).name())).isEqualTo("wizard_hum.wav");
        window.table("eventTable").requireSelectedRows(events - 1);
        window.button("assignEvent").click();
        assertThat(shownFrame().eventId()).isEqualTo(events - 1);
        window.table("eventTable").requireCellValue(org.assertj.swing.data.TableCell.row(events - 1).column(2), "1");
        // sound files are looked up off the event thread
        waitUntil("the missing sound is listed", () -> view.eventPanel().missingText().contains("wizard_hum.wav"));
        window.tabbedPane("roPanels").selectTab("Frame");
        assertThat(window.comboBox("frameEvent").selectedItem()).isEqualTo((events - 1) + ": wizard_hum.wav");
        window.menuItem("edit.undo").click();
        assertThat(shownFrame().eventId()).isEqualTo(-1);
    }

    @Test
    void playingAdvancesFramesAtTheActionsInterval() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard").toString());
        showWalkSouthWest();
        List<Integer> shown = new java.util.concurrent.CopyOnWriteArrayList<>();
        onEdt(() -> view.state().addListener(aspect -> {
            if (aspect == dev.marionette.editor.ro.shared.SpriteEditorState.Aspect.FRAME) {
                shown.add(view.state().frame());
            }
        }));
        // walk: 3 ticks of 25 ms; the timing itself is checked on a manual clock (PlaybackTest), not the wall clock
        assertThat(read(() -> view.playback().frameMillis())).isEqualTo(75.0);
        window.button("ro.play").click();
        waitUntil("eight frame changes", () -> shown.size() >= 9);
        window.button("ro.play").click();
        assertThat(read(() -> view.playback().isPlaying())).isFalse();
        // the clock is drift-free: a tick the loaded machine delivers late shows the frame due then, skipping the
        // ones whose time has passed, so playback only ever moves forward through the four frames and loops
        int travelled = 0;
        for (int i = 1; i < 9; i++) {
            int step = Math.floorMod(shown.get(i) - shown.get(i - 1), 4);
            assertThat(step).as("frame change %d: %d after %d", i, shown.get(i), shown.get(i - 1)).isBetween(1, 3);
            travelled += step;
        }
        assertThat(travelled).as("eight changes went round the four frames at least twice").isGreaterThanOrEqualTo(8);
    }

    @Test
    void keysStepThroughFramesAndSpacePlaysAndPauses() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard").toString());
        showWalkSouthWest();
        SpriteCanvas canvas = canvas();
        window.robot().click(canvas, new Point(5, 5));
        window.robot().pressAndReleaseKey(java.awt.event.KeyEvent.VK_PERIOD);
        assertThat(read(() -> view.state().frame())).isEqualTo(2);
        window.robot().pressAndReleaseKey(java.awt.event.KeyEvent.VK_COMMA);
        window.robot().pressAndReleaseKey(java.awt.event.KeyEvent.VK_COMMA);
        assertThat(read(() -> view.state().frame())).isZero();
        window.robot().pressAndReleaseKey(java.awt.event.KeyEvent.VK_LEFT, java.awt.event.InputEvent.CTRL_MASK);
        assertThat(read(() -> view.state().frame())).as("steps wrap around").isEqualTo(3);
        window.robot().pressAndReleaseKey(java.awt.event.KeyEvent.VK_SPACE);
        assertThat(read(() -> view.playback().isPlaying())).isTrue();
        window.button("ro.play").requireText("Pause");
        window.robot().pressAndReleaseKey(java.awt.event.KeyEvent.VK_SPACE);
        assertThat(read(() -> view.playback().isPlaying())).isFalse();
        window.button("ro.play").requireText("Play");
        // the tree and the tables would take Space for their selection; it plays there too
        window.tree("actionTree").focus();
        window.robot().pressAndReleaseKey(java.awt.event.KeyEvent.VK_SPACE);
        assertThat(read(() -> view.playback().isPlaying())).isTrue();
        window.table("layerTable").focus();
        window.robot().pressAndReleaseKey(java.awt.event.KeyEvent.VK_SPACE);
        assertThat(read(() -> view.playback().isPlaying())).isFalse();
    }
}
