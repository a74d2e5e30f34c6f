package dev.marionette.editor.util;

import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.KeyStroke;
import javax.swing.WindowConstants;

/** Keys every dialog answers the same way, wherever focus sits in it. Event thread. */
public final class DialogKeys {

    private DialogKeys() {
    }

    /** Escape runs {@code cancel} (which closes the dialog as its Cancel button or close box would). */
    public static void escapeRuns(JDialog dialog, Runnable cancel) {
        dialog.getRootPane().registerKeyboardAction(e -> cancel.run(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
    }

    /**
     * Escape and the close box both run {@code cancel}, which decides whether and when the dialog closes (a dialog
     * busy exporting stops the work first).
     */
    public static void cancelRuns(JDialog dialog, Runnable cancel) {
        escapeRuns(dialog, cancel);
        dialog.setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);
        dialog.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                cancel.run();
            }
        });
    }

    /** Escape presses {@code cancel}, the dialog's Cancel button. */
    public static void escapePresses(JDialog dialog, AbstractButton cancel) {
        escapeRuns(dialog, cancel::doClick);
    }
}
