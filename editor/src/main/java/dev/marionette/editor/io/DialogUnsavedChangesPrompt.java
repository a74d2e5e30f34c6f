package dev.marionette.editor.io;

import dev.marionette.editor.doc.DocumentSession;
import java.awt.Component;
import java.util.function.Supplier;
import javax.swing.JOptionPane;

/** Asks Save / Don't Save / Cancel in a modal dialog; closing the dialog means Cancel. */
public final class DialogUnsavedChangesPrompt implements UnsavedChangesPrompt {

    private static final String[] OPTIONS = {"Save", "Don't Save", "Cancel"};

    /** The window the dialogs belong to; looked up late because it is built after this. */
    private final Supplier<? extends Component> parent;

    public DialogUnsavedChangesPrompt(Supplier<? extends Component> parent) {
        this.parent = parent;
    }

    @Override
    public Answer ask(DocumentSession session) {
        String message = "Do you want to save the changes to " + session.displayName() + "?\n"
                + "Your changes will be lost if you don't save them.";
        int choice = JOptionPane.showOptionDialog(parent.get(), message, "Unsaved changes",
                JOptionPane.YES_NO_CANCEL_OPTION, JOptionPane.WARNING_MESSAGE, null, OPTIONS, OPTIONS[0]);
        return switch (choice) {
            case 0 -> Answer.SAVE;
            case 1 -> Answer.DONT_SAVE;
            default -> Answer.CANCEL;
        };
    }
}
