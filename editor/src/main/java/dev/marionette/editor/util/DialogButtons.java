package dev.marionette.editor.util;

import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JPanel;

/** The closing row of a small dialog laid out with MigLayout: its command and Cancel. Event thread. */
public final class DialogButtons {

    private DialogButtons() {
    }

    /**
     * Adds a row with a button {@code okText} (named {@code ok}, the default button) and Cancel (named
     * {@code cancel}) at the end of {@code panel}. The command closes {@code dialog}, then runs {@code ok};
     * Cancel and Escape close it.
     *
     * @return the command's button, to enable or disable it
     */
    public static JButton addOkCancel(JDialog dialog, JPanel panel, String okText, Runnable ok) {
        JButton okButton = Buttons.named(okText, "ok");
        JButton cancel = Buttons.named("Cancel", "cancel");
        panel.add(okButton, "span, split 2, tag ok");
        panel.add(cancel, "tag cancel");
        okButton.addActionListener(e -> {
            dialog.dispose();
            ok.run();
        });
        cancel.addActionListener(e -> dialog.dispose());
        dialog.getRootPane().setDefaultButton(okButton);
        DialogKeys.escapePresses(dialog, cancel);
        return okButton;
    }
}
