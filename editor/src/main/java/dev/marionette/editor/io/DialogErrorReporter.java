package dev.marionette.editor.io;

import dev.marionette.editor.util.DialogText;
import java.awt.Component;
import java.util.function.Supplier;
import javax.swing.JOptionPane;

/** Reports errors in a modal message dialog over the main window, long lines wrapped at words ({@link DialogText}). */
public final class DialogErrorReporter implements ErrorReporter {

    /** The window the dialogs belong to; looked up late because it is built after this. */
    private final Supplier<? extends Component> parent;

    public DialogErrorReporter(Supplier<? extends Component> parent) {
        this.parent = parent;
    }

    @Override
    public void showError(String title, String message) {
        JOptionPane.showMessageDialog(parent.get(), DialogText.wrap(message, DialogText.columns()), title,
                JOptionPane.ERROR_MESSAGE);
    }
}
