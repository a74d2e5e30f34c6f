package dev.marionette.editor.ro.palette;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.editor.ro.shared.RoActions;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.io.palette.PaletteFiles;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.ro.ImageConversion;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import dev.marionette.model.spr.RgbaImage;
import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JFileChooser;
import javax.swing.filechooser.FileFilter;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The palette editor in the real window: looking changes nothing, each edit is one step undone exactly. */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class PaletteEditorGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    RoView view;
    DialogFixture palette;
    PaletteWindow editor;

    void start() throws Exception {
        openWindow(List.of(RoFixtures.writeDemo(dir, "wizard").toString()),
                new RoKind(CompanionChooser.NEVER, RoFixtures.settings()));
        waitUntil("a sprite tab is open", () -> frame.tabs().getTabCount() == 1);
        view = read(() -> (RoView) frame.workbench().documents().active().map(DocumentSession::view).orElseThrow());
        onEdt(() -> view.playback().pause());
        window.menuItem(RoActions.PALETTE_EDITOR).click();
        palette = window.dialog("paletteDialog");
        editor = read(() -> (PaletteWindow) ((javax.swing.JDialog) palette.target()).getContentPane().getComponent(0));
    }

    private byte[] sprBytes() throws Exception {
        return read(() -> {
            try {
                return SprWriter.toBytes(view.document().sheet());
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private List<RgbaImage> looks() {
        return read(() -> {
            List<RgbaImage> looks = new ArrayList<>();
            for (IndexedImage image : view.document().sheet().indexedImages()) {
                looks.add(ImageConversion.toRgba(image, view.document().sheet().palette()));
            }
            return looks;
        });
    }

    private void clickEntry(int entry, boolean shift) {
        Point at = new Point((entry % 16) * PaletteGrid.CELL + PaletteGrid.CELL / 2,
                (entry / 16) * PaletteGrid.CELL + PaletteGrid.CELL / 2);
        if (shift) {
            // What Shift+click does (the robot's modifiers do not reach the component here).
            onEdt(() -> editor.grid().select(editor.grid().anchor(), entry));
            return;
        }
        palette.robot().click(editor.grid(), at, MouseButton.LEFT_BUTTON, 1);
    }

    /** A left click on the canvas, sent to it directly: the palette window may stand over that point. */
    private void clickCanvas(Point at) {
        onEdt(() -> {
            var canvas = view.canvas();
            long now = System.currentTimeMillis();
            for (int id : new int[] {MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED, MouseEvent.MOUSE_CLICKED}) {
                canvas.dispatchEvent(new MouseEvent(canvas, id, now, InputEvent.BUTTON1_DOWN_MASK, at.x, at.y, 1,
                        false, MouseEvent.BUTTON1));
            }
        });
    }

    /** An entry the first indexed image uses, at the image's middle. */
    private int usedEntry() {
        return read(() -> {
            IndexedImage image = view.document().sheet().indexedImages().get(0);
            for (int i = 0; i < image.width() * image.height(); i++) {
                int entry = image.pixels()[i] & 0xFF;
                if (entry != 0) {
                    return entry;
                }
            }
            throw new IllegalStateException("no pixel");
        });
    }

    @Test
    void lookingAroundChangesNothing() throws Exception {
        start();
        byte[] before = sprBytes();
        clickEntry(5, false);
        clickEntry(40, true);
        assertThat(read(() -> editor.grid().low())).isEqualTo(5);
        assertThat(read(() -> editor.grid().high())).isEqualTo(40);
        palette.robot().focusAndWaitForFocusGain(editor.grid());
        palette.robot().pressAndReleaseKey(java.awt.event.KeyEvent.VK_RIGHT);
        assertThat(read(() -> editor.grid().lead())).isEqualTo(41);
        palette.spinner("paletteRed").requireValue(read(() -> view.document().sheet().palette().red(41)));
        palette.textBox("paletteHex").focus();
        palette.robot().focusAndWaitForFocusGain(editor.grid());
        palette.button("paletteCopy").click();
        clickEntry(0, false);
        assertThat(read(() -> editor.grid().lead())).as("entry 0 cannot be chosen").isEqualTo(41);

        palette.button("palettePick").click();
        Point onLayer = read(() -> RoFixtures.pointOnLayer(view.canvas(), 0));
        clickCanvas(onLayer);
        waitUntil("the pick is done", () -> !read(() -> view.canvas().input().pickerArmed()));

        assertThat(read(() -> view.document().canUndo())).isFalse();
        assertThat(read(() -> view.document().isDirty())).isFalse();
        assertThat(sprBytes()).isEqualTo(before);
        assertThat(read(() -> view.state().selectedLayers())).as("the pick selected no layer").isEmpty();
    }

    @Test
    void pickingFromTheCanvasChoosesTheEntryOfThePixelClicked() throws Exception {
        start();
        int layer = read(() -> {
            var layers = view.state().currentFrame().layers();
            for (int i = layers.size() - 1; i >= 0; i--) {
                if (layers.get(i).spriteType() == 0 && RoFixtures.pointOnLayer(view.canvas(), i) != null) {
                    return i;
                }
            }
            throw new IllegalStateException("no indexed layer shows");
        });
        Point onLayer = read(() -> RoFixtures.pointOnLayer(view.canvas(), layer));
        palette.button("palettePick").click();
        clickCanvas(onLayer);
        waitUntil("the pick is done", () -> !read(() -> view.canvas().input().pickerArmed()));
        String said = read(() -> palette.textBox("paletteMessage").target().getText());
        var m = java.util.regex.Pattern.compile("Picked entry (\\d+) \\(layer " + layer
                + ", pixel (\\d+), (\\d+) of indexed image (\\d+)\\)\\.").matcher(said);
        assertThat(m.matches()).as(said).isTrue();
        int entry = Integer.parseInt(m.group(1));
        int image = Integer.parseInt(m.group(4));
        assertThat(entry).isPositive();
        assertThat(read(() -> editor.grid().lead())).isEqualTo(entry);
        assertThat(read(() -> view.document().act().animations().get(view.state().action()).frames()
                .get(view.state().frame()).layers().get(layer).spriteIndex())).isEqualTo(image);
        assertThat(read(() -> view.document().sheet().indexedImages().get(image).index(
                Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))))).isEqualTo(entry);
    }

    @Test
    void everyEditIsOneStepAndUndoGivesBackTheBytes() throws Exception {
        start();
        byte[] original = sprBytes();
        List<RgbaImage> looks = looks();

        clickEntry(7, false);
        palette.spinner("paletteRed").enterTextAndCommit("201");
        waitUntil("entry 7 is red 201", () -> read(() -> view.document().sheet().palette().red(7)) == 201);
        palette.textBox("paletteHex").deleteText().enterText("#102030\n");
        waitUntil("entry 7 is #102030", () -> read(() -> view.document().sheet().palette().argb(7) & 0xFFFFFF)
                == 0x102030);
        assertThat(read(() -> view.document().history().position())).as("changes of one entry merge").isEqualTo(1);
        onEdt(() -> view.document().undo());
        assertThat(sprBytes()).isEqualTo(original);

        int used = usedEntry();
        int other = used == 200 ? 201 : 200;
        int colourOfUsed = read(() -> view.document().sheet().palette().argb(used));
        clickEntry(used, false);
        clickEntry(other, true);
        palette.button("paletteSwap").click();
        waitUntil("swapped", () -> read(() -> view.document().canUndo()));
        assertThat(read(() -> view.document().sheet().palette().argb(other))).isEqualTo(colourOfUsed);
        assertThat(looks()).as("images renumbered, same look").isEqualTo(looks);
        assertThat(read(() -> view.document().history().position())).isEqualTo(1);
        onEdt(() -> view.document().undo());
        assertThat(sprBytes()).as("undo gives back the bytes").isEqualTo(original);

        clickEntry(1, false);
        clickEntry(3, true);
        palette.spinner("paletteMoveTarget").enterTextAndCommit("100");
        palette.button("paletteMove").click();
        waitUntil("moved", () -> read(() -> view.document().canUndo()));
        assertThat(looks()).isEqualTo(looks);
        assertThat(read(() -> editor.grid().low())).as("the moved run stays chosen").isEqualTo(100);
        onEdt(() -> view.document().undo());
        assertThat(sprBytes()).isEqualTo(original);

        clickEntry(20, false);
        clickEntry(30, true);
        palette.button("paletteGradient").click();
        waitUntil("blended", () -> read(() -> view.document().canUndo()));
        Palette blended = read(() -> view.document().sheet().palette());
        Palette was = read(() -> {
            view.document().undo();
            return view.document().sheet().palette();
        });
        assertThat(blended.red(25)).isEqualTo((int) Math.round(was.red(20) + (was.red(30) - was.red(20)) / 2.0));
        assertThat(sprBytes()).isEqualTo(original);

        clickEntry(10, false);
        clickEntry(12, true);
        palette.button("paletteCopy").click();
        clickEntry(50, false);
        palette.button("palettePaste").click();
        waitUntil("pasted", () -> read(() -> view.document().canUndo()));
        assertThat(read(() -> view.document().sheet().palette().argb(50)))
                .isEqualTo(read(() -> view.document().sheet().palette().argb(10)));
        assertThat(read(() -> view.document().sheet().palette().argb(52)))
                .isEqualTo(read(() -> view.document().sheet().palette().argb(12)));
        assertThat(read(() -> view.document().history().position())).isEqualTo(1);
        onEdt(() -> view.document().undo());
        assertThat(sprBytes()).isEqualTo(original);
        assertThat(read(() -> view.document().isDirty())).isFalse();
    }

    @Test
    void aRefusedEditSaysWhyAndChangesNothing() throws Exception {
        start();
        clickEntry(250, false);
        clickEntry(255, true);
        palette.spinner("paletteMoveTarget").enterTextAndCommit("252");
        palette.button("paletteMove").click();
        palette.textBox("paletteMessage").requireText(java.util.regex.Pattern.compile(".*would pass entry 255.*"));
        assertThat(read(() -> view.document().canUndo())).isFalse();
    }

    private void saveAs(String description, Path file) {
        palette.button("paletteSave").click();
        var chooser = palette.fileChooser();
        onEdt(() -> {
            JFileChooser c = chooser.target();
            for (FileFilter f : c.getChoosableFileFilters()) {
                if (f.getDescription().startsWith(description)) {
                    c.setFileFilter(f);
                }
            }
        });
        chooser.setCurrentDirectory(file.getParent().toFile()).fileNameTextBox().setText(file.getFileName()
                .toString().replaceFirst("\\.[^.]*$", ""));
        chooser.approve();
    }

    @Test
    void savedPalettesReadBackAsThePalette() throws Exception {
        start();
        Palette shown = read(() -> view.document().sheet().palette());
        Path pal = dir.resolve("out.pal");
        saveAs("Ragnarok palette", pal);
        waitUntil("the .pal is written", () -> Files.exists(pal));
        assertThat(Files.readAllBytes(pal)).isEqualTo(shown.toBytes());

        Path gpl = dir.resolve("out.gpl");
        saveAs("GIMP palette", gpl);
        waitUntil("the .gpl is written", () -> Files.exists(gpl));
        Palette back = PaletteFiles.read(Files.readAllBytes(gpl), "out.gpl");
        for (int i = 0; i < Palette.SIZE; i++) {
            assertThat(back.argb(i)).as("entry " + i).isEqualTo(shown.argb(i));
        }
        assertThat(new String(Files.readAllBytes(gpl), java.nio.charset.StandardCharsets.UTF_8))
                .startsWith("GIMP Palette");
        assertThat(read(() -> view.document().canUndo())).isFalse();
    }
}
