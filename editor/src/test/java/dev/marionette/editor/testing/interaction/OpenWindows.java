package dev.marionette.editor.testing.interaction;

import dev.marionette.editor.testing.GuiTestSupport;
import java.awt.Dialog;
import java.awt.Frame;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.Arrays;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.MenuSelectionManager;
import org.assertj.swing.core.Robot;

/**
 * The dialogs, tool windows and popup menus an input opened, closed again so the next input reaches the main
 * window: cancelled (Escape, which must close a modal dialog; a tool window gets its close box), or, in edit
 * sessions, sometimes accepted with the dialog's default button. A file chooser is always cancelled.
 */
final class OpenWindows {

    private final Window main;
    private final Session session;

    OpenWindows(Window main, Session session) {
        this.main = main;
        this.session = session;
    }

    /** Closes every popup menu and window other than the main one; {@code mayAccept}: edit sessions. */
    void settle(boolean mayAccept) {
        Robot robot = session.robot();
        for (int round = 0; round < 6; round++) {
            if (GuiTestSupport.read(() -> MenuSelectionManager.defaultManager().getSelectedPath().length > 0)) {
                session.note("popup menu closed with Escape");
                robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
                robot.waitForIdle();
                continue;
            }
            List<Window> open = others();
            if (open.isEmpty()) {
                return;
            }
            Window window = open.get(open.size() - 1);
            String name = describe(window);
            boolean chooser = GuiTestSupport.read(() -> window instanceof JDialog d
                    && !robot.finder().findAll(d, c -> c instanceof JFileChooser).isEmpty());
            JButton defaultButton = GuiTestSupport.read(() -> window instanceof JDialog d
                    && d.getRootPane().getDefaultButton() != null && d.getRootPane().getDefaultButton().isShowing()
                    && d.getRootPane().getDefaultButton().isEnabled() ? d.getRootPane().getDefaultButton() : null);
            if (mayAccept && !chooser && defaultButton != null && session.random().nextBoolean()) {
                session.note(name + " accepted with " + defaultButton.getText());
                robot.click(defaultButton);
            } else {
                session.note(name + " cancelled with Escape");
                robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
            }
            robot.waitForIdle();
            boolean modal = GuiTestSupport.read(() -> window instanceof Dialog d && d.isModal());
            if (modal && GuiTestSupport.read(window::isShowing)) {
                // Escape cancels a dialog in every look and feel's own dialogs; the editor's must do the same
                throw session.failure(name + " does not close with Escape");
            }
            if (GuiTestSupport.read(window::isShowing)) {
                session.note(name + " closed with its close box");
                robot.close(window);
                robot.waitForIdle();
            }
            if (GuiTestSupport.read(window::isShowing)) {
                session.note(name + " would not close: disposed");
                GuiTestSupport.onEdt(window::dispose);
                robot.waitForIdle();
            }
        }
    }

    /** The showing dialogs and frames besides the main window, oldest first. */
    List<Window> others() {
        return GuiTestSupport.read(() -> Arrays.stream(Window.getWindows())
                .filter(w -> w != main && w.isShowing() && (w instanceof Dialog || w instanceof Frame))
                .toList());
    }

    static String describe(Window window) {
        return GuiTestSupport.read(() -> {
            String title = window instanceof Dialog d ? d.getTitle() : window instanceof JFrame f ? f.getTitle() : "";
            return (window instanceof Dialog ? "dialog" : "window") + " '" + title + "'";
        });
    }
}
