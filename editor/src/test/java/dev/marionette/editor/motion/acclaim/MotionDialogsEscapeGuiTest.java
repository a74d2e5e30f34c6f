package dev.marionette.editor.motion.acclaim;

import static dev.marionette.editor.testing.GuiTestSupport.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.doc.DocumentSession;
import dev.marionette.editor.io.CompanionChooser;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.interaction.TabFixtures;
import java.awt.Dialog;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The motion tab's dialogs close with Escape, as Cancel does, and change nothing (Trim, Resample and Sprite frames
 * ignored Escape: only their Cancel button or close box closed them).
 */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class MotionDialogsEscapeGuiTest extends EditorWindowTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {AcclaimView.TRIM, AcclaimView.RESAMPLE, AcclaimView.SPRITE})
    void escapeCancelsTheDialog(String button) throws Exception {
        Path amc = TabFixtures.acclaim(dir, "walk");
        openWindow(List.of(amc.toString()), new AcclaimKind(CompanionChooser.NEVER));
        waitUntil("the motion is open", () -> frame.workbench().documents().active().isPresent());
        DocumentSession session = GuiTestSupport.read(() -> frame.workbench().documents().active().orElseThrow());

        window.button(button).click();
        waitUntil("the dialog shows", () -> dialogs().size() == 1);
        window.robot().pressAndReleaseKey(KeyEvent.VK_ESCAPE);

        waitUntil("the dialog is closed", () -> dialogs().isEmpty());
        assertThat(GuiTestSupport.read(() -> session.document().history().steps())).isEmpty();
        assertThat(GuiTestSupport.read(() -> frame.workbench().documents().sessions())).containsExactly(session);
    }

    private List<Window> dialogs() {
        return Arrays.stream(Window.getWindows()).filter(w -> w instanceof Dialog && w.isShowing()).toList();
    }
}
