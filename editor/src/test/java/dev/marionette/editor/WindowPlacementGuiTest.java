package dev.marionette.editor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.marionette.editor.prefs.EditorPreferences;
import dev.marionette.editor.prefs.WindowBounds;
import dev.marionette.editor.testing.EditorWindowTest;
import dev.marionette.editor.testing.GuiTestSupport;
import dev.marionette.editor.testing.MemoryPreferences;
import dev.marionette.editor.testing.NeedsDisplay;
import dev.marionette.editor.testing.NotesKind;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The real main window started with a size remembered from a screen larger than this one. */
@Tag("gui")
@ExtendWith(NeedsDisplay.class)
class WindowPlacementGuiTest extends EditorWindowTest {

    @Test
    void aRememberedSizeLargerThanTheScreenIsCutDownToIt() {
        Rectangle screen = GuiTestSupport.read(() -> GraphicsEnvironment.getLocalGraphicsEnvironment()
                .getDefaultScreenDevice().getDefaultConfiguration().getBounds());
        EditorPreferences prefs = new EditorPreferences(new MemoryPreferences());
        prefs.setWindowBounds(new WindowBounds(new Rectangle(screen.x + 40, screen.y + 30, screen.width + 400,
                screen.height + 300), false));
        openWindow(prefs, List.of(), new NotesKind());
        Rectangle bounds = GuiTestSupport.read(() -> frame.getBounds());
        assertThat(screen.contains(bounds)).as("%s inside the screen %s", bounds, screen).isTrue();
    }
}
