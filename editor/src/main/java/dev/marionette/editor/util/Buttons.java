package dev.marionette.editor.util;

import java.awt.Insets;
import javax.swing.JButton;

/** Push buttons of panels and dialogs, each named so tests and scripts find it. Event thread. */
public final class Buttons {

    /** The narrow margins of buttons in a row under a list or strip. */
    private static final Insets COMPACT = new Insets(1, 4, 1, 4);

    private Buttons() {
    }

    /** A button showing {@code text}, named {@code name}. */
    public static JButton named(String text, String name) {
        JButton b = new JButton(text);
        b.setName(name);
        return b;
    }

    /** A named button that runs {@code action} when pressed. */
    public static JButton named(String text, String name, Runnable action) {
        JButton b = named(text, name);
        b.addActionListener(e -> action.run());
        return b;
    }

    /** A named button with a tooltip that runs {@code action} when pressed. */
    public static JButton named(String text, String name, String tip, Runnable action) {
        JButton b = named(text, name, action);
        b.setToolTipText(tip);
        return b;
    }

    /** A named button with narrow margins (a row of small buttons under a list) that runs {@code action}. */
    public static JButton compact(String text, String name, Runnable action) {
        JButton b = named(text, name, action);
        b.setMargin(COMPACT);
        return b;
    }
}
