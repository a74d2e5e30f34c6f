package dev.marionette.editor.io;

import java.awt.Component;
import java.util.function.Supplier;
import javax.swing.JOptionPane;

/** Reports errors in a modal message dialog over the main window. */
public final class DialogErrorReporter implements ErrorReporter {

    /** The window the dialogs belong to; looked up late because it is built after this. */
    private final Supplier<? extends Component> parent;

    public DialogErrorReporter(Supplier<? extends Component> parent) {
        this.parent = parent;
    }

    @Override
    public void showError(String title, String message) {
        JOptionPane.showMessageDialog(parent.get(), message, title, JOptionPane.ERROR_MESSAGE);
    }
}
