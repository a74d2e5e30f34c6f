package dev.marionette.editor.ro.palette;

import static dev.marionette.editor.testing.GuiTestSupport.onEdt;
import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.ro.RoFixtures;
import dev.marionette.editor.ro.RoKind;
import dev.marionette.render.ro.SpriteImageCache;
import dev.marionette.editor.ro.shared.RoActions;
import dev.marionette.editor.ro.view.RoView;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.io.spr.SprWriter;
import dev.marionette.model.ro.tools.PaletteTools;
import dev.marionette.model.spr.Palette;
import java.awt.Point;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import javax.swing.JDialog;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The dye preview in the real window: every palette of a folder side by side, the canvas switched, no edit. */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class DyePreviewGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    RoView view;
    DialogFixture dyes;
    DyePreviewWindow preview;

    private Path dyeFolder(Palette base) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("palette"));
        // Counting order: _2 before _10. A palette file whose name lacks the filter is not shown when filtered.
        Files.write(folder.resolve("wizard_10.pal"), PaletteTools.shiftHsb(base, 1, 255, 240, 0, 0).toBytes());
        Files.write(folder.resolve("wizard_2.pal"), PaletteTools.shiftHsb(base, 1, 255, 120, 0, 0).toBytes());
        Files.write(folder.resolve("other_1.pal"), PaletteTools.shiftHsb(base, 1, 255, 60, 0, 0).toBytes());
        Files.write(folder.resolve("broken.pal"), new byte[] {1, 2, 3});
        return folder;
    }

    void start() throws Exception {
        openWindow(List.of(RoFixtures.writeDemo(dir, "wizard").toString()),
                new RoKind(CompanionChooser.NEVER, RoFixtures.settings()));
        waitUntil("a sprite tab is open", () -> frame.tabs().getTabCount() == 1);
        view = read(() -> (RoView) frame.workbench().documents().active().map(DocumentSession::view).orElseThrow());
        onEdt(() -> view.playback().pause());
        window.menuItem(RoActions.DYE_PREVIEW).click();
        dyes = window.dialog("dyePreviewDialog");
        preview = read(() -> (DyePreviewWindow) ((JDialog) dyes.target()).getContentPane().getComponent(0));
    }

    private SpriteImageCache canvasImages() {
        return read(() -> view.canvas().scene().edited().renderer().images());
    }

    private byte[] sprBytes() {
        return read(() -> {
            try {
                return SprWriter.toBytes(view.document().sheet());
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private void clickCell(int cell) {
        DyeSheet.Layout layout = read(() -> preview.sheetLayout());
        Point at = new Point((cell % layout.columns()) * layout.cellWidth() + layout.cellWidth() / 2,
                (cell / layout.columns()) * layout.cellHeight() + layout.cellHeight() / 2);
        dyes.robot().click(dyes.robot().finder().findByName(dyes.target(), "dyeSheet"), at);
    }

    @Test
    void theFrameUnderEveryDyeAndTheCanvasSwitchedWithoutAnEdit() throws Exception {
        start();
        byte[] before = sprBytes();
        Palette own = read(() -> view.document().sheet().palette());
        Path folder = dyeFolder(own);
        onEdt(() -> preview.open(folder));
        waitUntil("the palettes are read", () -> read(() -> dyes.textBox("dyeMessage").target()
                .getText()).matches("3 palettes from .*broken\\.pal.*"));
        assertThat(read(() -> preview.dyes().stream().map(DyeSheet.Dye::name).toList()))
                .containsExactly("(this sheet)", "other_1", "wizard_2", "wizard_10");
        // issue 28: the message was cut at the window's edge, so which .pal was skipped could not be read
        assertThat(read(() -> dyes.textBox("dyeMessage").target().getText())).contains("broken.pal");
        assertThat(read(() -> dev.marionette.editor.testing.layout.LayoutAudit.check(dyes.target()))).isEmpty();

        BufferedImage sheet = read(() -> preview.picture());
        DyeSheet.Layout layout = read(() -> preview.sheetLayout());
        assertThat(sheet.getWidth()).isEqualTo(layout.columns() * layout.cellWidth());
        assertThat(cell(sheet, layout, 0)).as("a dye draws other colours").isNotEqualTo(cell(sheet, layout, 2));

        clickCell(2);
        waitUntil("the canvas shows wizard_2", () -> canvasImages().paletteOverride() != null);
        Palette shown = canvasImages().paletteOverride();
        assertThat(shown.argb(5)).isEqualTo(PaletteTools.shiftHsb(own, 1, 255, 120, 0, 0).argb(5));
        assertThat(read(() -> view.status().getText())).contains("wizard_2").contains("unchanged");
        assertThat(read(() -> view.document().sheet().palette())).isSameAs(own);

        onEdt(() -> preview.showOnCanvas(0));
        assertThat(canvasImages().paletteOverride()).isNull();
        clickCell(3);
        waitUntil("the canvas shows wizard_10", () -> canvasImages().paletteOverride() != null);

        dyes.textBox("dyeFilter").setText("wizard");
        dyes.textBox("dyeFilter").pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ENTER);
        waitUntil("filtered", () -> read(() -> preview.dyes().size()) == 3);
        assertThat(canvasImages().paletteOverride()).as("a new list shows the sheet's palette again").isNull();
        clickCell(1);
        waitUntil("the canvas shows a dye", () -> canvasImages().paletteOverride() != null);

        Path png = dir.resolve("sheet.png");
        onEdt(() -> preview.export(png));
        waitUntil("the sheet is exported", () -> Files.exists(png));
        BufferedImage exported = ImageIO.read(png.toFile());
        assertThat(exported.getWidth()).isEqualTo(read(() -> preview.picture()).getWidth());
        assertThat(exported.getRGB(exported.getWidth() / 2, 2)).isEqualTo(read(() -> preview.picture())
                .getRGB(exported.getWidth() / 2, 2));

        dyes.close();
        waitUntil("closing shows the sheet's palette", () -> canvasImages().paletteOverride() == null);
        assertThat(read(() -> view.document().canUndo())).isFalse();
        assertThat(read(() -> view.document().isDirty())).isFalse();
        assertThat(sprBytes()).isEqualTo(before);
    }

    @Test
    void theSheetFollowsThePaletteAsItIsEdited() throws Exception {
        start();
        BufferedImage before = read(() -> preview.picture());
        onEdt(() -> view.document().editor().palette().adjustColours(view.document().sheet().palette(), 1, 255,
                180, 0, 0));
        onEdt(() -> view.document().endMerging());
        waitUntil("the sheet is drawn again", () -> read(() -> preview.picture()) != before);
        DyeSheet.Layout layout = read(() -> preview.sheetLayout());
        assertThat(cell(read(() -> preview.picture()), layout, 0)).isNotEqualTo(cell(before, layout, 0));
    }

    /** The pixels of one cell. */
    private static int[] cell(BufferedImage sheet, DyeSheet.Layout layout, int cell) {
        int x = (cell % layout.columns()) * layout.cellWidth();
        int y = (cell / layout.columns()) * layout.cellHeight();
        return sheet.getRGB(x, y, layout.cellWidth(), layout.cellHeight() - 20, null, 0, layout.cellWidth());
    }
}
