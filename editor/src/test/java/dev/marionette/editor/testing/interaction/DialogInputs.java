package dev.marionette.editor.testing.interaction;

import dev.marionette.editor.MainFrame;
import dev.marionette.editor.testing.DialogOpeners;
import dev.marionette.editor.testing.GuiTestSupport;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dialog;
import java.awt.Point;
import java.awt.Window;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import javax.swing.AbstractButton;
import javax.swing.JList;
import javax.swing.MenuSelectionManager;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;

/**
 * Dialogs and tool windows opened and dismissed again, as a user looking around does: a command that opens one
 * (a "…" item of the menu bar, a "…" button of the tab, a double-click on a sprite that opens the pixel editor),
 * then, in a tool window, a few of its view-only keys (the pixel editor's B, E, G, I, M, X, [ ]...), then Escape
 * or the close box at random (a file chooser: Escape). Whatever was opened must close that way, and nothing may
 * change: {@link LookOnlySessionsGuiTest} checks the documents after every input.
 */
final class DialogInputs {

    /** The commands the test's scripted dialogs answer (they are not windows in a test). */
    private static final Set<String> SCRIPTED = Set.of("file.open", "file.openArchive", "file.saveAs");

    private final MainFrame frame;
    private final TabProfile profile;
    private final Session session;

    DialogInputs(MainFrame frame, TabProfile profile, Session session) {
        this.frame = frame;
        this.profile = profile;
        this.session = session;
    }

    /** Opens a dialog or window and dismisses it, or empty when the window offers none now. */
    Optional<Gesture> next(Random random) {
        List<AbstractButton> openers = GuiTestSupport.read(() -> {
            List<AbstractButton> all = new ArrayList<>();
            DialogOpeners.menuItems(frame).stream().filter(i -> !SCRIPTED.contains(i.getName())).forEach(all::add);
            Component tab = frame.tabs().getSelectedComponent();
            if (tab instanceof Container c) {
                all.addAll(DialogOpeners.buttons(c));
            }
            return all;
        });
        JList<?> sprites = spriteList();
        int choices = openers.size() + (sprites != null ? 1 : 0);
        if (choices == 0) {
            return Optional.empty();
        }
        int pick = random.nextInt(choices);
        boolean escape = random.nextBoolean();
        int keys = random.nextInt(3);
        if (pick == openers.size()) {
            int item = random.nextInt(GuiTestSupport.read(() -> sprites.getModel().getSize()));
            return Optional.of(new Gesture("double-click image " + item + " of the sprite strip (the pixel editor), "
                    + keys + " of its keys, then " + how(escape), () -> {
                        Set<Window> before = DialogOpeners.showing();
                        Point at = GuiTestSupport.read(() -> {
                            java.awt.Rectangle r = sprites.getCellBounds(item, item);
                            return new Point((int) r.getCenterX(), (int) r.getCenterY());
                        });
                        session.robot().click(sprites, at, MouseButton.LEFT_BUTTON, 2);
                        session.robot().waitForIdle();
                        dismiss(newWindow(before), "the pixel editor", escape, keys, random);
                    }));
        }
        AbstractButton opener = openers.get(pick);
        String command = GuiTestSupport.read(opener::getText);
        return Optional.of(new Gesture("open '" + command + "', " + keys + " of its keys, then " + how(escape),
                () -> dismiss(DialogOpeners.open(session.robot(), opener), "'" + command + "'", escape, keys,
                        random)));
    }

    private static String how(boolean escape) {
        return escape ? "Escape" : "its close box";
    }

    private JList<?> spriteList() {
        return GuiTestSupport.read(() -> {
            Component tab = frame.tabs().getSelectedComponent();
            JList<?> list = tab instanceof Container c ? find(c, "spriteList") : null;
            return list != null && list.isShowing() && list.getModel().getSize() > 0 ? list : null;
        });
    }

    private static JList<?> find(Container root, String name) {
        for (Component c : root.getComponents()) {
            if (c instanceof JList<?> list && name.equals(c.getName())) {
                return list;
            }
            if (c instanceof Container inner) {
                JList<?> found = find(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static Optional<Window> newWindow(Set<Window> before) {
        return GuiTestSupport.read(() -> java.util.Arrays.stream(Window.getWindows())
                .filter(w -> w.isShowing() && !before.contains(w) && (w instanceof Dialog
                        || w instanceof java.awt.Frame)).findFirst());
    }

    /**
     * Presses up to {@code keys} of the window's view-only keys, then closes it by Escape or its close box (a
     * file chooser by Escape, a tool window by its close box); fails when it does not close so.
     */
    private void dismiss(Optional<Window> opened, String command, boolean escape, int keys, Random random) {
        Robot robot = session.robot();
        if (GuiTestSupport.read(() -> MenuSelectionManager.defaultManager().getSelectedPath().length > 0)) {
            GuiTestSupport.onEdt(() -> MenuSelectionManager.defaultManager().clearSelectedPath());
            robot.waitForIdle();
        }
        if (opened.isEmpty()) {
            if (GuiTestSupport.read(() -> MenuSelectionManager.defaultManager().getSelectedPath().length > 0)) {
                GuiTestSupport.onEdt(() -> MenuSelectionManager.defaultManager().clearSelectedPath());
                robot.waitForIdle();
            }
            return;
        }
        Window window = opened.get();
        String name = OpenWindows.describe(window) + " of " + command;
        boolean chooser = DialogOpeners.fileChooser(window).isPresent();
        boolean modal = GuiTestSupport.read(() -> window instanceof Dialog d && d.isModal());
        List<Key> own = GuiTestSupport.read(() -> window instanceof javax.swing.RootPaneContainer r
                ? NavigationInputs.shortcuts(r.getContentPane(), profile) : List.<Key>of());
        for (int i = 0; i < keys && !own.isEmpty(); i++) {
            Key key = own.get(random.nextInt(own.size()));
            session.note("key " + key + " in " + name);
            robot.pressAndReleaseKey(key.code(), key.modifiers());
            robot.waitForIdle();
        }
        boolean byEscape = chooser || (modal && escape);
        session.note(name + (byEscape ? " closed with Escape" : " closed with its close box"));
        boolean closed = byEscape ? DialogOpeners.escape(robot, window) : DialogOpeners.closeBox(robot, window);
        if (!closed) {
            GuiTestSupport.onEdt(window::dispose);
            robot.waitForIdle();
            throw session.failure(name + " does not close with " + (byEscape ? "Escape" : "its close box"));
        }
    }
}
