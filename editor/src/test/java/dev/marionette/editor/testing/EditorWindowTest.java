package dev.marionette.editor.testing;

import dev.marionette.editor.MainFrame;
import dev.marionette.editor.kind.DocumentKind;
import dev.marionette.editor.prefs.EditorPreferences;
import java.util.List;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;

/**
 * A test of the real main window: opened with scripted dialogs and in-memory preferences, driven through
 * {@link #window}, and closed after each test.
 */
public abstract class EditorWindowTest {

    /** Answers the questions the editor asks (files to open, save or not...). */
    protected final ScriptedDialogs dialogs = new ScriptedDialogs();

    /** The window, once {@link #openWindow} ran. */
    protected MainFrame frame;

    /** The window as the robot drives it. */
    protected FrameFixture window;

    @AfterEach
    void closeWindow() {
        if (window != null) {
            window.cleanUp();
        }
    }

    /** Opens the main window on {@code files} with {@code kinds} and fresh in-memory preferences. */
    protected MainFrame openWindow(List<String> files, DocumentKind... kinds) {
        return openWindow(new EditorPreferences(new MemoryPreferences()), files, kinds);
    }

    /** Opens the main window on {@code files} with {@code kinds} and these preferences; waits until it shows. */
    protected MainFrame openWindow(EditorPreferences prefs, List<String> files, DocumentKind... kinds) {
        frame = GuiTestSupport.start(dialogs, prefs, files, kinds);
        window = new FrameFixture(frame);
        window.requireVisible();
        return frame;
    }
}
