package dev.marionette.editor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MainWindowGuiTest {

    private FrameFixture window;

    @AfterEach
    void tearDown() {
        if (window != null) {
            window.cleanUp();
        }
    }

    @Test
    void startsTheMainWindow() {
        javax.swing.JFrame frame = GuiActionRunner.execute(() -> EditorApp.start(List.of()));
        window = new FrameFixture(frame);
        window.requireVisible();
        assertThat(window.target().getTitle()).startsWith("Marionette");
    }
}
