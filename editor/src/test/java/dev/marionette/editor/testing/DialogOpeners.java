package dev.marionette.editor.testing;

import java.awt.Component;
import java.awt.Container;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.WindowEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.swing.AbstractButton;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.SwingUtilities;
import dev.marionette.editor.util.PopupMenus;
import org.assertj.swing.core.Robot;

/**
 * The commands of a window that open a dialog or a window of their own, found from what they say (a text ending
 * in "…", and the Help menu's items), and the means to open one and to close it again: by Escape, by its close
 * box, or (a file chooser) by its Cancel. Used by the layout audit and the interaction sessions.
 */
public final class DialogOpeners {

    private DialogOpeners() {
    }

    /** Menu items of {@code window}'s menu bar that open a window: "…" items and Help's, enabled. Event thread. */
    public static List<JMenuItem> menuItems(javax.swing.RootPaneContainer window) {
        List<JMenuItem> found = new ArrayList<>();
        JMenuBar bar = window.getRootPane().getJMenuBar();
        if (bar == null) {
            return found;
        }
        for (int m = 0; m < bar.getMenuCount(); m++) {
            JMenu menu = bar.getMenu(m);
            if (menu == null || !menu.isVisible()) {
                continue;
            }
            boolean help = "Help".equals(menu.getText());
            for (Component c : menu.getMenuComponents()) {
                if (c instanceof JMenuItem item && !(item instanceof JMenu) && item.isEnabled()
                        && (help || opensWindow(item.getText()))) {
                    found.add(item);
                }
            }
        }
        return found;
    }

    /** Buttons under {@code root} that open a window ("…" in their text), showing and enabled. Event thread. */
    public static List<AbstractButton> buttons(Container root) {
        List<AbstractButton> found = new ArrayList<>();
        collect(root, found);
        return found;
    }

    private static void collect(Container c, List<AbstractButton> found) {
        for (Component child : c.getComponents()) {
            if (child instanceof AbstractButton b && !(b instanceof JMenuItem) && b.isShowing() && b.isEnabled()
                    && opensWindow(b.getText()) && b.getClientProperty(PopupMenus.OPENS_MENU) == null) {
                found.add(b);
            } else if (child instanceof Container inner && child.isShowing()) {
                collect(inner, found);
            }
        }
    }

    /** Whether a command's text says it asks for more ("Trim…", "Export..."). */
    public static boolean opensWindow(String text) {
        return text != null && (text.endsWith("\u2026") || text.endsWith("..."));
    }

    /** The windows showing now. */
    public static Set<Window> showing() {
        return GuiTestSupport.read(() -> Arrays.stream(Window.getWindows()).filter(Window::isShowing)
                .collect(Collectors.toSet()));
    }

    /**
     * Runs {@code command} as a click does and returns the window it opened (a modal dialog too: the click is
     * posted, not waited for), or empty when none opened.
     */
    public static Optional<Window> open(Robot robot, AbstractButton command) {
        Set<Window> before = showing();
        SwingUtilities.invokeLater(command::doClick);
        robot.waitForIdle();
        return GuiTestSupport.read(() -> Arrays.stream(Window.getWindows())
                .filter(w -> w.isShowing() && !before.contains(w) && (w instanceof java.awt.Dialog
                        || w instanceof java.awt.Frame)).findFirst());
    }

    /** The file chooser {@code window} holds, if it is a file chooser's dialog. */
    public static Optional<JFileChooser> fileChooser(Window window) {
        return GuiTestSupport.read(() -> Optional.ofNullable(find(window, JFileChooser.class)));
    }

    private static <T> T find(Container c, Class<T> type) {
        for (Component child : c.getComponents()) {
            if (type.isInstance(child)) {
                return type.cast(child);
            }
            if (child instanceof Container inner) {
                T found = find(inner, type);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** Presses Escape in {@code window} (focused first); true when that closed it. */
    public static boolean escape(Robot robot, Window window) {
        robot.waitForIdle();
        robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
        robot.waitForIdle();
        return !GuiTestSupport.read(window::isShowing);
    }

    /** Clicks {@code window}'s close box (the window manager's close event); true when that closed it. */
    public static boolean closeBox(Robot robot, Window window) {
        GuiTestSupport.onEdt(() -> window.dispatchEvent(new WindowEvent(window, WindowEvent.WINDOW_CLOSING)));
        robot.waitForIdle();
        return !GuiTestSupport.read(window::isShowing);
    }

    /** Closes {@code window} at once: Cancel of a file chooser, else its close box, else dispose. */
    public static void dismiss(Robot robot, Window window) {
        Optional<JFileChooser> chooser = fileChooser(window);
        if (chooser.isPresent()) {
            GuiTestSupport.onEdt(() -> chooser.get().cancelSelection());
            robot.waitForIdle();
        }
        if (GuiTestSupport.read(window::isShowing) && !closeBox(robot, window)) {
            GuiTestSupport.onEdt(window::dispose);
            robot.waitForIdle();
        }
    }

    /** Closes {@code window} whatever it takes (Cancel of a file chooser, Escape, close box, dispose). */
    public static void close(Robot robot, Window window) {
        Optional<JFileChooser> chooser = fileChooser(window);
        if (chooser.isPresent()) {
            GuiTestSupport.onEdt(() -> chooser.get().cancelSelection());
            robot.waitForIdle();
        }
        if (GuiTestSupport.read(window::isShowing) && !escape(robot, window) && !closeBox(robot, window)) {
            GuiTestSupport.onEdt(window::dispose);
            robot.waitForIdle();
        }
    }
}
