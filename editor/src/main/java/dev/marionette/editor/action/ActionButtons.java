package dev.marionette.editor.action;

import javax.swing.AbstractButton;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JToggleButton;
import javax.swing.JToolBar;

/**
 * The buttons of tool bars and transport bars: each runs an action, is named (by the action's id) so tests and
 * scripts find it, and never takes the focus, so the tab's keys keep reaching what the user was working in.
 */
public final class ActionButtons {

    private ActionButtons() {
    }

    /** A push button running {@code action}. */
    public static JButton button(Action action, String name) {
        return unfocusable(new JButton(action), name);
    }

    /** A toggle showing and switching {@code action}'s selected state. */
    public static JToggleButton toggle(Action action, String name) {
        return unfocusable(new JToggleButton(action), name);
    }

    /** Adds a {@link #button} to the end of {@code bar}. */
    public static JButton addButton(JToolBar bar, Action action, String name) {
        return added(bar, button(action, name));
    }

    /** Adds a {@link #toggle} to the end of {@code bar}. */
    public static JToggleButton addToggle(JToolBar bar, Action action, String name) {
        return added(bar, toggle(action, name));
    }

    private static <B extends AbstractButton> B added(JToolBar bar, B button) {
        bar.add(button);
        return button;
    }

    private static <B extends AbstractButton> B unfocusable(B button, String name) {
        button.setName(name);
        button.setFocusable(false);
        return button;
    }
}
