package dev.marionette.editor.io;

import java.awt.Component;
import javax.swing.JOptionPane;

/** Reports errors in a modal message dialog over the main window. */
public final class DialogErrorReporter implements ErrorReporter {

    private final Component parent;

    public DialogErrorReporter(Component parent) {
        this.parent = parent;
    }

    @Override
    public void showError(String title, String message) {
        JOptionPane.showMessageDialog(parent, message, title, JOptionPane.ERROR_MESSAGE);
    }
}
