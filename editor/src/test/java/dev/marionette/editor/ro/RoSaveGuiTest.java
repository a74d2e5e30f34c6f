package dev.marionette.editor.ro;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.EditorApp;
import dev.marionette.editor.MainFrame;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.io.SaveTarget;
import dev.marionette.editor.io.TaskRunner;
import dev.marionette.editor.kind.DocumentKinds;
import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.ro.canvas.CanvasScene;
import dev.marionette.editor.ro.canvas.SpriteCanvas;
import dev.marionette.editor.ro.file.RoSaveOptions;
import dev.marionette.editor.ro.file.SprChooser;
import dev.marionette.editor.ro.file.SpriteFiles;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.editor.testing.MemoryPreferences;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.QueuedSaveTargets;
import dev.marionette.editor.testing.ScriptedDialogs;
import dev.marionette.io.TaskProgress;
import dev.marionette.io.act.ActWriter;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.act.Anchor;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Saving from the window: what is written, byte for byte, and Save As in another ACT version. */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class RoSaveGuiTest {

    @TempDir
    Path dir;

    final ScriptedDialogs prompts = new ScriptedDialogs();
    final QueuedSaveTargets files = new QueuedSaveTargets();
    FrameFixture window;
    MainFrame frame;
    RoView view;

    @AfterEach
    void tearDown() {
        if (window != null) {
            window.cleanUp();
        }
    }

    void start(Path file) {
        EditorApp.Launch launch = new EditorApp.Launch(new DocumentKinds(List.of(new RoKind(CompanionChooser.NEVER,
                RoFixtures.settings()))), new EditorPreferences(new MemoryPreferences()),
                new GuiTestSupport.LightSystem(), files, prompts, prompts, TaskRunner.newWorkerPool());
        frame = GuiActionRunner.execute(() -> EditorApp.start(launch, List.of(file.toString())));
        window = new FrameFixture(frame);
        waitUntil("the sprite is open", () -> frame.tabs().getTabCount() == 1);
        view = GuiActionRunner.execute(() -> (RoView) frame.workbench().documents().active()
                .map(DocumentSession::view).orElseThrow());
    }

    <T> T read(java.util.function.Supplier<T> value) {
        return GuiActionRunner.execute(value::get);
    }

    SpriteDocument doc() {
        return view.document();
    }

    SpriteCanvas canvas() {
        return window.robot().finder().findByName(window.target(), "spriteCanvas", SpriteCanvas.class, true);
    }

    private static int differingBytes(byte[] a, byte[] b) {
        assertThat(a).hasSameSizeAs(b);
        int n = 0;
        for (int i = 0; i < a.length; i++) {
            n += a[i] != b[i] ? 1 : 0;
        }
        return n;
    }

    @Test
    void savingWritesTheEditAndNothingElseAndReopeningGivesTheEditedModel() throws Exception {
        Path act = RoFixtures.writeDemo(dir, "wizard");
        byte[] actBefore = Files.readAllBytes(act);
        byte[] sprBefore = Files.readAllBytes(dir.resolve("wizard.spr"));
        start(act);
        onEdt(() -> view.state().setFrame(9, 1));
        SpriteCanvas canvas = canvas();
        Point on = read(() -> RoFixtures.pointOnLayer(canvas, 1));
        window.robot().click(canvas, on);
        window.robot().pressAndReleaseKey(KeyEvent.VK_RIGHT);
        window.robot().pressAndReleaseKey(KeyEvent.VK_RIGHT);
        window.robot().pressAndReleaseKey(KeyEvent.VK_UP);
        assertThat(read(() -> doc().undoLabel())).isEqualTo("Undo Move layer");
        SpriteLayer moved = read(() -> view.state().currentFrame().layers().get(1).copy());

        window.menuItem("file.save").click();
        waitUntil("saved", () -> !doc().isDirty());

        SpriteDocument reopened = SpriteFiles.open(act, SprChooser.NEVER, TaskProgress.NONE);
        assertThat(reopened.model()).isEqualTo(read(() -> doc().model().copy()));
        assertThat(reopened.act().animations().get(9).frames().get(1).layers().get(1)).isEqualTo(moved);
        assertThat(differingBytes(actBefore, Files.readAllBytes(act))).as("bytes of one layer's x and y")
                .isBetween(2, 8);
        assertThat(Files.readAllBytes(dir.resolve("wizard.spr"))).isEqualTo(sprBefore);
    }

    @Test
    void saveAsInAnOlderVersionConvertsWritesAndRenamesTheTab() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"));
        Path target = dir.resolve("old.act");
        files.saves.add(new SaveTarget(target, new RoSaveOptions(ActVersion.V2_3)));
        window.menuItem("file.saveAs").click();
        waitUntil("saved as old.act", () -> frame.tabs().getTitleAt(0).equals("old.act") && !doc().isDirty());
        byte[] written = Files.readAllBytes(target);
        assertThat(new byte[] {written[2], written[3]}).containsExactly(0x03, 0x02);
        assertThat(written).isEqualTo(read(() -> {
            try {
                return ActWriter.toBytes(doc().act());
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        }));
        assertThat(read(() -> doc().actVersion())).isEqualTo(ActVersion.V2_3);
        waitUntil("the document knows its new files", () -> target.equals(doc().actFile()));
        assertThat(read(() -> doc().sprFile())).isEqualTo(dir.resolve("old.spr"));
        assertThat(read(() -> doc().undoLabel())).isEqualTo("Undo Save as ACT 0x203 (2.3)");
    }

    /**
     * The artist's round trip on real files: a body with its head as reference, a layer and the anchor fixed by
     * mouse, a sound set, the action previewed, saved; the file differs only where they edited.
     */
    @Test
    void anArtistFixesABodyFrameAgainstItsHeadAndSavesOnlyThat() throws Exception {
        Path samples = Samples.folder("ro");
        for (String name : List.of("body_novice_m.act", "body_novice_m.spr")) {
            Files.copy(samples.resolve(name), dir.resolve(name));
        }
        Path act = dir.resolve("body_novice_m.act");
        byte[] actBefore = Files.readAllBytes(act);
        byte[] sprBefore = Files.readAllBytes(dir.resolve("body_novice_m.spr"));
        start(act);
        onEdt(() -> view.referencePanel().load(samples.resolve("head_2_m.act").toFile()));
        waitUntil("the head is attached", () -> view.references().size() == 1
                && view.canvas().parts().size() == 2);
        onEdt(() -> view.state().setFrame(8, 1));
        // the canvas may still fit itself to the attached head: press where the layer is once it has settled
        window.robot().waitForIdle();
        SpriteCanvas canvas = canvas();
        CanvasScene.Part head = read(() -> canvas.parts().get(1));
        Anchor bodyAnchor = read(() -> view.state().currentFrame().anchors().get(0).copy());
        assertThat(head.offsetX()).isEqualTo(bodyAnchor.x() - head.frame().anchors().get(0).x());

        // fix the layer: one pixel left, by mouse
        SpriteLayer layer = read(() -> view.state().currentFrame().layers().get(0).copy());
        Point on = read(() -> RoFixtures.pointOnLayer(canvas, 0));
        double zoom = read(() -> canvas.viewport().zoom());
        window.robot().pressMouse(canvas, on, MouseButton.LEFT_BUTTON);
        window.robot().moveMouse(canvas, new Point(on.x - (int) zoom, on.y));
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
        // fix the anchor: one pixel up, by mouse; the head follows it
        Point anchorAt = read(() -> new Point((int) canvas.viewport().toComponentX(bodyAnchor.x() + 0.5),
                (int) canvas.viewport().toComponentY(bodyAnchor.y() + 0.5)));
        window.robot().pressMouse(canvas, anchorAt, MouseButton.LEFT_BUTTON);
        window.robot().moveMouse(canvas, new Point(anchorAt.x, anchorAt.y - (int) zoom));
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
        window.robot().waitForIdle();
        assertThat(read(() -> view.state().currentFrame().layers().get(0).x())).isEqualTo(layer.x() - 1);
        assertThat(read(() -> view.state().currentFrame().anchors().get(0).y())).isEqualTo(bodyAnchor.y() - 1);
        assertThat(read(() -> canvas.parts().get(1).offsetY())).isEqualTo(head.offsetY() - 1);
        // a sound: the file's second event, already in its list
        window.tabbedPane("roPanels").selectTab("Frame");
        window.comboBox("frameEvent").selectItem(2);
        // preview the action
        window.button("ro.play").click();
        int shown = read(() -> view.state().frame());
        waitUntil("the action plays", () -> view.state().frame() != shown);
        window.button("ro.play").click();

        window.menuItem("file.save").click();
        waitUntil("saved", () -> !doc().isDirty());
        int differing = differingBytes(actBefore, Files.readAllBytes(act));
        // layer x (up to 4 bytes), anchor y (up to 4), event id (up to 4)
        assertThat(differing).isBetween(3, 12);
        assertThat(Files.readAllBytes(dir.resolve("body_novice_m.spr"))).isEqualTo(sprBefore);
    }
}
