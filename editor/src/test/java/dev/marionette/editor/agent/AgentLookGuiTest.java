package dev.marionette.editor.agent;

import static dev.marionette.editor.testing.GuiTestSupport.read;
import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.agent.character.PaletteView;
import dev.marionette.editor.agent.shared.FilePicker;
import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.io.acs.AcsReader;
import dev.marionette.io.testing.Samples;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentTrayIcon;
import java.awt.Component;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import javax.swing.JCheckBoxMenuItem;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.fixture.JMenuItemFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Character page's Look tab on Genie: clicking and arrowing over the palette only selects (the document stays
 * unmodified); the transparent colour changes only by "Use as transparent colour" (button or right-click menu, the
 * current one checked); the tray icon and the palette are imported from pictures, each as one undo step.
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class AgentLookGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    Path original;
    AgentView view;
    PaletteView palette;

    @BeforeEach
    void open() throws Exception {
        original = dir.resolve("Genie.acs");
        Files.copy(Samples.file("acs/Genie.acs"), original);
        openWindow(List.of(original.toString()), new AgentKind());
        waitUntil("Genie is open", () -> frame.workbench().documents().active().map(DocumentSession::view)
                .isPresent());
        view = read(() -> (AgentView) frame.workbench().documents().active().orElseThrow().view());
        window.resizeTo(new java.awt.Dimension(1280, 800));
        window.tabbedPane("agentSideTabs").selectTab("Character");
        window.tabbedPane("characterPanel").selectTab("Look");
        palette = window.robot().finder().findByName(frame, "paletteView", PaletteView.class);
    }

    private AgentCharacter character() {
        return view.document().character();
    }

    private void assertUnmodified(String after) {
        assertThat(read(() -> view.document().isDirty())).as("modified after %s", after).isFalse();
        assertThat(read(() -> view.document().history().steps())).as("undo steps after %s", after).isEmpty();
        assertThat(read(() -> character().transparentIndex())).as("transparent index after %s", after).isEqualTo(10);
    }

    private void clickSwatch(int index, MouseButton button) {
        window.robot().click(palette, read(() -> palette.swatchCentre(index)), button, 1);
        window.robot().waitForIdle();
    }

    @Test
    void clickingArrowingAndSpaceOnSwatchesOnlySelect() {
        assertThat(read(() -> character().transparentIndex())).isEqualTo(10);
        clickSwatch(37, MouseButton.LEFT_BUTTON);
        assertUnmodified("a click on swatch 37");
        assertThat(window.label("paletteEntry").text()).startsWith("Index 37: #");
        assertThat(read(() -> palette.selected())).isEqualTo(37);

        window.robot().pressAndReleaseKeys(java.awt.event.KeyEvent.VK_RIGHT, java.awt.event.KeyEvent.VK_DOWN,
                java.awt.event.KeyEvent.VK_SPACE, java.awt.event.KeyEvent.VK_ENTER);
        assertThat(read(() -> palette.selected())).isEqualTo(37 + 1 + 16);
        assertUnmodified("arrows, Space and Enter on the palette");
        clickSwatch(10, MouseButton.LEFT_BUTTON);
        clickSwatch(10, MouseButton.LEFT_BUTTON);
        assertThat(window.label("paletteEntry").text()).isEqualTo(read(() -> String.format(
                "Index 10: #%06X (transparent)", character().palette()[10])));
        window.button("useAsTransparent").requireDisabled();
        assertUnmodified("clicks on the transparent swatch");

        clickSwatch(200, MouseButton.LEFT_BUTTON);
        window.button("useAsTransparent").requireEnabled().click();
        waitUntil("200 is transparent", () -> character().transparentIndex() == 200);
        assertThat(read(() -> view.document().history().steps())).hasSize(1);
        assertThat(window.spinner("transparentIndex").target().getValue()).isEqualTo(200);
        window.menuItem("edit.undo").click();
        waitUntil("undone", () -> character().transparentIndex() == 10 && !view.document().isDirty());
    }

    @Test
    void theStatesPageTableTakesThePagesHeight() {
        // Issue 28: the table was 200 pixels tall over the page's empty space, Genie's 80 animations in 8 rows
        window.tabbedPane("characterPanel").selectTab("States");
        window.robot().waitForIdle();
        javax.swing.JTable table = window.table("stateAnimations").target();
        java.awt.Rectangle shown = read(() -> javax.swing.SwingUtilities.convertRectangle(table.getParent(),
                table.getParent().getBounds(), window.tabbedPane("characterPanel").target()));
        int page = read(() -> window.tabbedPane("characterPanel").target().getHeight());
        assertThat(shown.y + shown.height).as("the table reaches the bottom of the page").isGreaterThan(page - 40);
        assertThat(read(() -> table.getRowCount())).isGreaterThan(20);
    }

    @Test
    void theRightClickMenuChecksTheCurrentColourAndUsesAnother() {
        clickSwatch(10, MouseButton.RIGHT_BUTTON);
        JMenuItemFixture current = window.menuItem("useAsTransparentItem");
        assertThat(((JCheckBoxMenuItem) current.target()).isSelected()).as("the current one is checked").isTrue();
        current.requireDisabled();
        window.robot().pressAndReleaseKey(java.awt.event.KeyEvent.VK_ESCAPE);
        assertUnmodified("the menu of the transparent swatch");

        clickSwatch(20, MouseButton.RIGHT_BUTTON);
        JMenuItemFixture other = window.menuItem("useAsTransparentItem");
        assertThat(((JCheckBoxMenuItem) other.target()).isSelected()).isFalse();
        other.requireEnabled().click();
        waitUntil("20 is transparent", () -> character().transparentIndex() == 20);
        assertThat(read(() -> view.document().history().steps())).hasSize(1);
    }

    /** Answers the next file question with {@code file}. */
    private void answerFiles(Path file) {
        read(() -> {
            view.context().setFiles(new FilePicker() {
                @Override
                public Optional<Path> open(Component parent, String title, String description, String... extensions) {
                    return Optional.of(file);
                }

                @Override
                public Optional<Path> save(Component parent, String title, String suggested, String description,
                        String extension) {
                    return Optional.of(file);
                }
            });
            return null;
        });
    }

    @Test
    void aTrayIconFromAPictureIsScaledToSixteenColoursAndSaved() throws Exception {
        BufferedImage picture = new BufferedImage(32, 32, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < 32; y++) {
            for (int x = 0; x < 32; x++) {
                picture.setRGB(x, y, x < 16 ? 0 : y < 16 ? 0xFFF01010 : 0xFF1010F0);
            }
        }
        Path png = dir.resolve("icon.png");
        ImageIO.write(picture, "png", png.toFile());
        answerFiles(png);
        AgentTrayIcon before = read(() -> character().trayIcon());

        window.button("importTrayIcon").click();
        waitUntil("a new tray icon", () -> !character().trayIcon().equals(before));

        int[] argb = read(() -> character().trayIcon().toArgb().argb());
        assertThat(argb).hasSize(256);
        assertThat(argb[4 * 16 + 2]).as("left half clear").isZero();
        assertThat(argb[4 * 16 + 12]).as("top right red").isEqualTo(0xFFFF0000);
        assertThat(argb[12 * 16 + 12]).as("bottom right blue").isEqualTo(0xFF0000FF);
        assertThat(read(() -> view.document().undoLabel())).isEqualTo("Undo Set tray icon");
        assertThat(window.label("trayIcon").text()).isEqualTo("16\u00d716");

        Path saved = dir.resolve("WithIcon.acs");
        dialogs.answerSaveAs(saved);
        window.menuItem("file.saveAs").click();
        waitUntil("saved", () -> !view.document().isDirty());
        assertThat(AcsReader.read(saved).trayIcon()).isEqualTo(read(() -> character().trayIcon()));

        window.button("removeTrayIcon").click();
        waitUntil("no tray icon", () -> character().trayIcon() == null);
        assertThat(window.label("trayIcon").text()).isEqualTo("none");
        window.button("removeTrayIcon").requireDisabled();
    }

    @Test
    void aSixteenColourPaletteIsImportedAfterAWarningAndKeepsTheOtherEntries() throws Exception {
        int[] colours = new int[16];
        byte[] r = new byte[16];
        byte[] g = new byte[16];
        byte[] b = new byte[16];
        for (int i = 0; i < 16; i++) {
            colours[i] = (i * 16) << 16 | (255 - i) << 8 | 7 * i;
            r[i] = (byte) (colours[i] >> 16);
            g[i] = (byte) (colours[i] >> 8);
            b[i] = (byte) colours[i];
        }
        BufferedImage picture = new BufferedImage(4, 4, BufferedImage.TYPE_BYTE_BINARY,
                new IndexColorModel(4, 16, r, g, b));
        Path png = dir.resolve("sixteen.png");
        ImageIO.write(picture, "png", png.toFile());
        answerFiles(png);
        int[] before = read(() -> character().palette());

        window.button("importPalette").click();
        assertThat(window.dialog().label(org.assertj.swing.core.matcher.JLabelMatcher.withText(
                java.util.regex.Pattern.compile(".*16 colours.*"))).text()).contains("fewer than the 256");
        window.dialog().button(JButtonMatcher.withText("Cancel")).click();
        assertThat(read(() -> view.document().isDirty())).as("cancelled").isFalse();

        window.button("importPalette").click();
        window.dialog().button(JButtonMatcher.withText("Import")).click();
        waitUntil("the palette changed", () -> !Arrays.equals(character().palette(), before));
        int[] after = read(() -> character().palette());
        assertThat(Arrays.copyOf(after, 16)).isEqualTo(colours);
        assertThat(Arrays.copyOfRange(after, 16, 256)).isEqualTo(Arrays.copyOfRange(before, 16, 256));
        assertThat(read(() -> view.document().history().steps())).hasSize(1);
        assertThat(read(() -> character().transparentIndex())).isEqualTo(10);
        window.menuItem("edit.undo").click();
        waitUntil("undone", () -> Arrays.equals(character().palette(), before) && !view.document().isDirty());
    }
}
