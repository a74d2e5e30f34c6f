package dev.marionette.editor.util;

import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import javax.swing.text.JTextComponent;

/** Hears every change of a text field's text, however it came (typing, pasting, a program setting it). */
public final class TextChanges {

    private TextChanges() {
    }

    /** Runs {@code changed} after each insertion, removal or attribute change of {@code field}'s document. */
    public static void onChange(JTextComponent field, Runnable changed) {
        field.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                changed.run();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                changed.run();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                changed.run();
            }
        });
    }
}
