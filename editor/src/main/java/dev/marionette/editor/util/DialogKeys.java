package dev.marionette.editor.util;

import java.awt.event.KeyEvent;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.KeyStroke;

/** Keys every dialog answers the same way, wherever focus sits in it. Event thread. */
public final class DialogKeys {

    private DialogKeys() {
    }

    /** Escape runs {@code cancel} (which closes the dialog as its Cancel button or close box would). */
    public static void escapeRuns(JDialog dialog, Runnable cancel) {
        dialog.getRootPane().registerKeyboardAction(e -> cancel.run(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
    }

    /** Escape presses {@code cancel}, the dialog's Cancel button. */
    public static void escapePresses(JDialog dialog, AbstractButton cancel) {
        escapeRuns(dialog, cancel::doClick);
    }
}
