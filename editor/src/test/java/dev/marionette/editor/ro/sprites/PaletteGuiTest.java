package dev.marionette.editor.ro.sprites;

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
import dev.marionette.model.spr.Palette;
import java.awt.Window;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The palette window and palette import in the real window. */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class PaletteGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    RoView view;

    void start() throws Exception {
        openWindow(List.of(RoFixtures.writeDemo(dir, "wizard").toString()),
                new RoKind(CompanionChooser.NEVER, RoFixtures.settings()));
        waitUntil("a sprite tab is open", () -> frame.tabs().getTabCount() == 1);
        view = read(() -> (RoView) frame.workbench().documents().active().map(DocumentSession::view).orElseThrow());
    }

    private static long paletteWindowsShowing() {
        return read(() -> Arrays.stream(Window.getWindows())
                .filter(w -> w.isShowing() && w instanceof java.awt.Dialog d && d.getTitle().startsWith("Palette of"))
                .count());
    }

    @Test
    void aDocumentHasOnePaletteWindowWhichComesToTheFrontAgain() throws Exception {
        start();
        window.button("showPalette").click();
        waitUntil("the palette window shows", () -> paletteWindowsShowing() == 1);
        window.button("showPalette").click();
        window.button("showPalette").click();
        assertThat(paletteWindowsShowing()).isEqualTo(1);

        window.dialog(new org.assertj.swing.core.GenericTypeMatcher<java.awt.Dialog>(java.awt.Dialog.class) {
            @Override
            protected boolean isMatching(java.awt.Dialog d) {
                return d.isShowing() && d.getTitle().startsWith("Palette of");
            }
        }).close();
        waitUntil("the palette window is closed", () -> paletteWindowsShowing() == 0);
        window.button("showPalette").click();
        waitUntil("a palette window shows again", () -> paletteWindowsShowing() == 1);
    }

    private Path sixteenColours() throws Exception {
        StringBuilder text = new StringBuilder("JASC-PAL\r\n0100\r\n16\r\n");
        for (int i = 0; i < 16; i++) {
            text.append(i).append(' ').append(i * 2).append(' ').append(i * 3).append("\r\n");
        }
        Path file = dir.resolve("sixteen.pal");
        Files.write(file, text.toString().getBytes(StandardCharsets.US_ASCII));
        return file;
    }

    private void importPalette(Path file, String answer) {
        window.menuItem(RoActions.IMPORT_PALETTE).click();
        window.fileChooser().selectFile(file.toFile()).approve();
        window.optionPane().requireMessage(Pattern.compile(".*sixteen\\.pal holds only 16 colours \\(entries 0-15\\)"
                + ".*entries 16-255.*", Pattern.DOTALL)).buttonWithText(answer).click();
    }

    @Test
    void aSixteenColourPaletteSaysSoAndKeepsTheRestWhenAsked() throws Exception {
        start();
        Palette before = read(() -> view.document().sheet().palette());
        Path file = sixteenColours();

        importPalette(file, "Keep the sheet's");
        waitUntil("the palette is imported", () -> view.document().canUndo());
        Palette kept = read(() -> view.document().sheet().palette());
        assertThat(kept.argb(15) & 0xFFFFFF).isEqualTo(15 << 16 | 30 << 8 | 45);
        for (int i = 16; i < 256; i++) {
            assertThat(kept.argb(i)).as("entry " + i).isEqualTo(before.argb(i));
        }
        assertThat(read(() -> view.status().getText())).contains("entries 16-255 kept");

        read(() -> {
            view.document().undo();
            return null;
        });
        int coloured = java.util.stream.IntStream.range(16, 256).filter(i -> (before.argb(i) & 0xFFFFFF) != 0)
                .findFirst().orElseThrow();
        importPalette(file, "Make them black");
        waitUntil("the palette is imported", () -> view.document().canUndo());
        assertThat(read(() -> view.document().sheet().palette().argb(coloured) & 0xFFFFFF)).isZero();

        read(() -> {
            view.document().undo();
            return null;
        });
        importPalette(file, "Cancel");
        assertThat(read(() -> view.document().canUndo())).isFalse();
        assertThat(read(() -> view.document().sheet().palette())).isEqualTo(before);
    }
}
