package dev.marionette.editor.ro.pixel;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.IndexedImage;
import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.List;
import org.assertj.swing.core.MouseButton;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The pixel editor driven by mouse and keys, opened from the sprite strip. */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class PixelEditorGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    RoView view;
    PixelEditorWindow editor;

    void start() throws Exception {
        openWindow(List.of(RoFixtures.writeDemo(dir, "wizard").toString()),
                new RoKind(CompanionChooser.NEVER, RoFixtures.settings()));
        waitUntil("a sprite tab is open", () -> frame.tabs().getTabCount() == 1);
        view = read(() -> (RoView) frame.workbench().documents().active().map(DocumentSession::view).orElseThrow());
        onEdt(() -> view.playback().pause());
        window.list("spriteList").item(0).doubleClick();
        waitUntil("the pixel editor shows", () -> view.pixelEditor() != null && view.pixelEditor().dialog().isShowing());
        editor = read(() -> view.pixelEditor());
        onEdt(() -> editor.view().zoomTo(8));
        window.robot().waitForIdle();
    }

    SpriteDocument doc() {
        return view.document();
    }

    byte[] sprBytes() {
        return read(() -> {
            try {
                return SprWriter.toBytes(doc().sheet());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    /** Where model pixel (x, y)'s centre is on the screen. */
    Point screen(int x, int y) {
        return read(() -> {
            PixelView v = editor.view();
            Point p = new Point((int) v.viewport().toComponentX(x + 0.5), (int) v.viewport().toComponentY(y + 0.5));
            javax.swing.SwingUtilities.convertPointToScreen(p, v);
            return p;
        });
    }

    @Test
    void aStrokeDrawnWithTheMouseIsOneUndoStepAndUndoGivesBackTheOriginalBytes() throws Exception {
        start();
        byte[] before = sprBytes();
        IndexedImage original = read(() -> doc().sheet().indexedImages().get(0));
        int w = original.width();
        int h = original.height();
        int y = h / 2;
        int primary = read(() -> editor.session().primary());

        window.robot().moveMouse(screen(0, y));
        window.robot().pressMouse(MouseButton.LEFT_BUTTON);
        window.robot().moveMouse(screen(w / 2, y));
        window.robot().moveMouse(screen(w - 1, y));
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
        window.robot().waitForIdle();

        IndexedImage after = read(() -> doc().sheet().indexedImages().get(0));
        for (int x = 0; x < w; x++) {
            assertThat(after.index(x, y)).as("pixel %d,%d", x, y).isEqualTo(primary);
        }
        assertThat(read(() -> doc().history().position())).as("one step").isEqualTo(1);
        assertThat(read(() -> doc().undoLabel())).isEqualTo("Undo Pencil on " + ImageRef.indexed(0));
        assertThat(read(() -> doc().isDirty())).isTrue();

        window.robot().pressAndReleaseKey(KeyEvent.VK_Z, InputEvent.CTRL_MASK);
        window.robot().waitForIdle();
        assertThat(sprBytes()).as("undo gives the original bytes").isEqualTo(before);
        assertThat(read(() -> doc().isDirty())).isFalse();
        assertThat(read(() -> editor.session().buffer().toImage())).as("the editor shows the undone image")
                .isEqualTo(original);

        window.robot().pressAndReleaseKey(KeyEvent.VK_Y, InputEvent.CTRL_MASK);
        window.robot().waitForIdle();
        assertThat(read(() -> doc().sheet().indexedImages().get(0))).isEqualTo(after);
    }

    @Test
    void theReadoutFollowsEveryZoomCtrlSSavesAndRedoIsTheMainWindowsKey() throws Exception {
        start();
        assertThat(read(() -> editor.readoutText())).isEqualTo("800%");
        window.robot().pressAndReleaseKey(KeyEvent.VK_EQUALS, InputEvent.CTRL_MASK);
        window.robot().waitForIdle();
        assertThat(read(() -> editor.readoutText())).as("zoomed in, the pointer not moved")
                .isEqualTo(read(() -> editor.view().viewport().zoomText())).isNotEqualTo("800%");
        // a canvas resize refits the view: the readout says the new zoom at once (it lagged one step)
        onEdt(() -> editor.session().resizeCanvas(editor.session().buffer().width() * 3,
                editor.session().buffer().height() * 3, 0, 0));
        onEdt(() -> editor.view().zoomToFit());
        window.robot().waitForIdle();
        assertThat(read(() -> editor.readoutText())).isEqualTo(read(() -> editor.view().viewport().zoomText()));

        // Ctrl+S in the pixel editor saves the sprite, as File > Save does in the main window
        assertThat(read(() -> doc().isDirty())).isTrue();
        window.robot().pressAndReleaseKey(KeyEvent.VK_S, InputEvent.CTRL_MASK);
        waitUntil("saved", () -> !doc().isDirty());
        assertThat(java.nio.file.Files.readAllBytes(dir.resolve("wizard.spr"))).isEqualTo(sprBytes());

        // Redo is the main window's key (Ctrl+Shift+Z, or Ctrl+Y) in the menu and the keys alike
        javax.swing.JMenuItem redo = read(() -> findRedo(editor.dialog().getJMenuBar()));
        assertThat(read(redo::getAccelerator)).isEqualTo(read(() -> frame.workbench().actions()
                .get(dev.marionette.editor.action.ActionIds.EDIT_REDO).accelerator()));
        window.robot().pressAndReleaseKey(KeyEvent.VK_Z, InputEvent.CTRL_MASK);
        waitUntil("undone", () -> doc().isDirty());
        window.robot().pressAndReleaseKey(KeyEvent.VK_Z, InputEvent.CTRL_MASK | InputEvent.SHIFT_MASK);
        waitUntil("redone by Ctrl+Shift+Z", () -> !doc().isDirty());
        window.robot().pressAndReleaseKey(KeyEvent.VK_Z, InputEvent.CTRL_MASK);
        window.robot().pressAndReleaseKey(KeyEvent.VK_Y, InputEvent.CTRL_MASK);
        waitUntil("redone by Ctrl+Y", () -> !doc().isDirty());
    }

    static javax.swing.JMenuItem findRedo(javax.swing.JMenuBar bar) {
        for (int m = 0; m < bar.getMenuCount(); m++) {
            for (java.awt.Component c : bar.getMenu(m).getMenuComponents()) {
                if (c instanceof javax.swing.JMenuItem item && "Redo".equals(item.getText())) {
                    return item;
                }
            }
        }
        throw new AssertionError("no Redo in the pixel editor's menus");
    }

    @Test
    void lookingAroundChangesNothing() throws Exception {
        start();
        byte[] before = sprBytes();
        PalettePanel palette = window.robot().finder().findByName(editor.dialog(), "pixelPalette", PalettePanel.class,
                true);
        Point swatch = read(() -> palette.cellCentre(37));
        window.robot().click(palette, swatch, MouseButton.LEFT_BUTTON, 1);
        window.robot().click(palette, read(() -> palette.cellCentre(5)), MouseButton.RIGHT_BUTTON, 1);
        window.robot().waitForIdle();
        assertThat(read(() -> editor.session().primary())).as("the left colour is the entry clicked").isEqualTo(37);
        assertThat(read(() -> editor.session().secondary())).isEqualTo(5);
        for (int key : new int[] {KeyEvent.VK_SPACE, KeyEvent.VK_LEFT, KeyEvent.VK_RIGHT, KeyEvent.VK_UP,
            KeyEvent.VK_DOWN, KeyEvent.VK_X, KeyEvent.VK_CLOSE_BRACKET, KeyEvent.VK_OPEN_BRACKET, KeyEvent.VK_I,
            KeyEvent.VK_B}) {
            window.robot().pressAndReleaseKey(key);
        }
        window.robot().waitForIdle();
        assertThat(read(() -> editor.session().primary())).as("X swapped the colours").isEqualTo(5);
        assertThat(read(() -> doc().history().position())).isZero();
        assertThat(read(() -> doc().isDirty())).isFalse();
        assertThat(sprBytes()).isEqualTo(before);
    }

    @Test
    void theToolKeysChooseTools() throws Exception {
        start();
        int[][] keys = {{KeyEvent.VK_E, 0}, {KeyEvent.VK_G, 0}, {KeyEvent.VK_I, 0}, {KeyEvent.VK_M, 0},
            {KeyEvent.VK_B, 0}};
        PixelSession.Tool[] tools = {PixelSession.Tool.ERASER, PixelSession.Tool.FILL, PixelSession.Tool.PICKER,
            PixelSession.Tool.SELECT, PixelSession.Tool.PENCIL};
        for (int i = 0; i < keys.length; i++) {
            window.robot().pressAndReleaseKey(keys[i][0]);
            window.robot().waitForIdle();
            assertThat(read(() -> editor.session().tool())).isEqualTo(tools[i]);
        }
        window.robot().pressAndReleaseKey(KeyEvent.VK_CLOSE_BRACKET);
        window.robot().pressAndReleaseKey(KeyEvent.VK_CLOSE_BRACKET);
        window.robot().waitForIdle();
        assertThat(read(() -> editor.session().brush())).isEqualTo(3);
    }

    void drag(MouseButton button, Point from, Point to) {
        window.robot().moveMouse(from);
        window.robot().pressMouse(button);
        window.robot().moveMouse(to);
        window.robot().releaseMouse(button);
        window.robot().waitForIdle();
    }

    @Test
    void rgbaImagesTakeTheExactArgbWithAlphaAndTheRightButtonPaintsTheRightColour() throws Exception {
        start();
        ImageRef rgba = read(() -> doc().editor().sheet().addImage(new dev.marionette.model.spr.RgbaImage(6, 4,
                new int[24])));
        onEdt(() -> view.editPixels(rgba, -1));
        window.robot().waitForIdle();
        onEdt(() -> {
            editor.view().zoomTo(16);
            editor.session().setPrimary(0x80FF0000);
            editor.session().setSecondary(0xFF00FF00);
        });
        window.robot().waitForIdle();
        drag(MouseButton.LEFT_BUTTON, screen(0, 0), screen(5, 0));
        drag(MouseButton.RIGHT_BUTTON, screen(0, 2), screen(5, 2));
        dev.marionette.model.spr.RgbaImage image = read(() -> doc().sheet().rgbaImages().get(rgba.index()));
        for (int x = 0; x < 6; x++) {
            assertThat(image.argb(x, 0)).isEqualTo(0x80FF0000);
            assertThat(image.argb(x, 1)).isZero();
            assertThat(image.argb(x, 2)).isEqualTo(0xFF00FF00);
        }
        window.robot().pressAndReleaseKey(KeyEvent.VK_E);
        drag(MouseButton.LEFT_BUTTON, screen(2, 0), screen(2, 2));
        image = read(() -> doc().sheet().rgbaImages().get(rgba.index()));
        assertThat(image.argb(2, 0)).as("the eraser leaves alpha 0").isZero();
        assertThat(image.argb(2, 2)).isZero();
        assertThat(read(() -> doc().undoLabel())).isEqualTo("Undo Eraser on " + rgba);
    }
}
