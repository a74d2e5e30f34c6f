package dev.marionette.editor.util;

import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;

/**
 * A text field that shows the start of its text when it is not typed in. Swing leaves the caret at the end of a
 * text set in code, and the field scrolls to the caret: a sentence longer than the field showed its last words
 * ("n show you around, step by step."), a GUID its last digits. Here a text set while the field has no focus, and
 * the field left by the user, show from their first character; typing is untouched.
 */
public final class FieldStart {

    private static final String INSTALLED = FieldStart.class.getName();

    private FieldStart() {
    }

    /** Makes {@code field} show the start of its text when not focused (once per field). */
    public static void install(JTextField field) {
        if (field.getClientProperty(INSTALLED) != null) {
            return;
        }
        field.putClientProperty(INSTALLED, Boolean.TRUE);
        field.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                changed(field);
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                changed(field);
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
            }
        });
        field.addFocusListener(new FocusAdapter() {
            @Override
            public void focusLost(FocusEvent e) {
                if (!e.isTemporary()) {
                    toStart(field);
                }
            }
        });
        toStart(field);
    }

    private static void changed(JTextField field) {
        if (!field.isFocusOwner()) {
            // the document is being changed: move the caret once the change is done
            SwingUtilities.invokeLater(() -> {
                if (!field.isFocusOwner()) {
                    toStart(field);
                }
            });
        }
    }

    private static void toStart(JTextField field) {
        if (field.getDocument().getLength() > 0 && field.getCaretPosition() != 0) {
            field.setCaretPosition(0);
        }
        field.setScrollOffset(0);
    }
}
