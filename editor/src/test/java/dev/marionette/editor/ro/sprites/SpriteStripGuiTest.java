package dev.marionette.editor.ro.sprites;

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
import dev.marionette.io.testing.Samples;
import dev.marionette.model.ro.ActSprPair;
import dev.marionette.model.ro.demo.ActTemplate;
import dev.marionette.model.spr.IndexedImage;
import dev.marionette.model.spr.Palette;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The sprite strip's picture commands in the real window: export, replace, delete. */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class SpriteStripGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    RoView view;

    RoView start(Path file) {
        openWindow(List.of(file.toString()), new RoKind(CompanionChooser.NEVER, RoFixtures.settings()));
        waitUntil("a sprite tab is open", () -> frame.tabs().getTabCount() == 1);
        view = read(() -> (RoView) frame.workbench().documents().active().map(DocumentSession::view).orElseThrow());
        return view;
    }

    /**
     * An item whose palette repeats black at 2, 3, 16 and 19, as official body palettes do, and whose image
     * uses 19 and the other duplicates: matching colours would turn them all into 2.
     */
    static ActSprPair duplicateBlacks() {
        ActSprPair pair = ActTemplate.ITEM.create();
        Palette palette = pair.sheet().palette();
        for (int i : new int[] {2, 3, 16, 19}) {
            palette = palette.withColor(i, 0x000000);
        }
        pair.sheet().setPalette(palette);
        byte[] pixels = {0, 19, 19, 2, 0, 3, 16, 19, 7, 0, 0, (byte) 200, 19, 19, 0};
        pair.sheet().indexedImages().set(0, new IndexedImage(5, 3, pixels));
        return pair;
    }

    /** The SPR the document's sheet writes. */
    private byte[] sheetBytes() throws Exception {
        return SprWriter.toBytes(read(() -> view.document().sheet().copy()));
    }

    private String status() {
        return read(() -> view.status().getText());
    }

    /** Exports image 0 through the strip's Export button and file chooser. */
    private Path exportFirstImage(String name) {
        Path png = dir.resolve(name);
        window.list("spriteList").selectItem(0);
        window.button("exportSprite").click();
        // a file that does not exist yet is typed, as a user would
        var chooser = window.fileChooser();
        chooser.fileNameTextBox().setText(png.toString());
        chooser.approve();
        waitUntil("the picture is written", () -> view.status().getText().startsWith("Exported"));
        return png;
    }

    /** Replaces image 0 with {@code png} through the strip's Replace button, as an indexed image. */
    private void replaceFirstImage(Path png) {
        window.list("spriteList").selectItem(0);
        window.button("replaceSprite").click();
        window.fileChooser().selectFile(png.toFile()).approve();
        window.optionPane().okButton().click();
        waitUntil("the image is replaced", () -> view.status().getText().contains(png.getFileName().toString())
                || view.document().canUndo());
    }

    @Test
    void anImageReplacedByItsOwnExportKeepsEveryIndexAndTheSheetItsBytes() throws Exception {
        Path act = RoFixtures.write(duplicateBlacks(), dir.resolve("blacks.act"));
        byte[] spr = Files.readAllBytes(dir.resolve("blacks.spr"));
        start(act);

        Path png = exportFirstImage("i0.png");
        BufferedImage written = ImageIO.read(png.toFile());
        assertThat(written.getColorModel()).as("a palette PNG").isInstanceOf(IndexColorModel.class);
        IndexColorModel colours = (IndexColorModel) written.getColorModel();
        Palette palette = read(() -> view.document().sheet().palette());
        assertThat(colours.getMapSize()).isEqualTo(256);
        for (int i = 0; i < 256; i++) {
            assertThat(colours.getRGB(i) & 0xFFFFFF).as("entry " + i).isEqualTo(palette.argb(i) & 0xFFFFFF);
            assertThat(colours.getAlpha(i)).as("alpha of entry " + i).isEqualTo(i == 0 ? 0 : 255);
        }

        replaceFirstImage(png);
        assertThat(read(() -> view.document().sheet().indexedImages().get(0).index(1, 0))).isEqualTo(19);
        assertThat(sheetBytes()).isEqualTo(spr);
        assertThat(status()).contains("holds exactly indexed image 0");
        assertThat(read(() -> view.document().isDirty())).as("the same pixels change nothing").isFalse();
    }

    @Test
    void theNoviceBodysFirstImageComesBackFromItsExportByteForByte() throws Exception {
        Path act = Samples.folder("ro").resolve("body_novice_m.act");
        byte[] spr = Files.readAllBytes(Samples.folder("ro").resolve("body_novice_m.spr"));
        start(act);
        replaceFirstImage(exportFirstImage("body0.png"));
        assertThat(sheetBytes()).isEqualTo(spr);
        assertThat(read(() -> view.document().isDirty())).isFalse();
    }

    @Test
    void aPalettePictureWithOtherColoursIsMatchedByColourAndTheMessageSaysWhy() throws Exception {
        Path act = RoFixtures.write(duplicateBlacks(), dir.resolve("blacks.act"));
        start(act);
        Path png = exportFirstImage("i0.png");
        BufferedImage picture = ImageIO.read(png.toFile());
        IndexColorModel model = (IndexColorModel) picture.getColorModel();
        int[] rgbs = new int[256];
        model.getRGBs(rgbs);
        rgbs[19] = 0xFF010203;
        BufferedImage changed = new BufferedImage(new IndexColorModel(8, 256, rgbs, 0, true, -1,
                java.awt.image.DataBuffer.TYPE_BYTE), picture.getRaster(), false, null);
        ImageIO.write(changed, "png", png.toFile());

        replaceFirstImage(png);
        assertThat(status()).contains("matched to the sheet's palette").contains("entry 19 is #010203");
        assertThat(read(() -> view.document().sheet().indexedImages().get(0).index(1, 0))).isEqualTo(2);
    }

    @Test
    void deletingAnImageLayersShowSaysHowManyAndCanBeCancelled() throws Exception {
        start(RoFixtures.writeDemo(dir, "wizard"));
        int images = read(() -> view.document().sheet().indexedImages().size());
        IndexedImage first = read(() -> view.document().sheet().indexedImages().get(0));
        window.list("spriteList").selectItem(0);

        window.button("deleteSprites").click();
        window.optionPane().requireMessage(Pattern.compile(
                ".*Indexed image 0 is shown by \\d+ layers? in \\d+ frames? of \\d+ actions?.*", Pattern.DOTALL))
                .buttonWithText("Cancel").click();
        assertThat(read(() -> view.document().sheet().indexedImages().size())).isEqualTo(images);
        assertThat(read(() -> view.document().canUndo())).isFalse();

        window.button("deleteSprites").click();
        window.optionPane().buttonWithText("Delete").click();
        assertThat(read(() -> view.document().sheet().indexedImages().size())).isEqualTo(images - 1);
        window.menuItem("edit.undo").click();
        assertThat(read(() -> view.document().sheet().indexedImages().get(0))).isEqualTo(first);
    }
}
