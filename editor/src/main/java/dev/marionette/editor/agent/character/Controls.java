package dev.marionette.editor.agent.character;

import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.util.TextChanges;
import dev.marionette.model.doc.Part;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import javax.swing.JCheckBox;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.text.JTextComponent;

/**
 * Small helpers for the character pages: controls that call back when the user changes them, never while a
 * page is filling them in from the character ({@link Guard}).
 */
final class Controls {

    private Controls() {
    }

    /** Set while a page copies the character into its controls, so their listeners stay quiet. */
    static final class Guard {
        private boolean quiet;

        boolean quiet() {
            return quiet;
        }

        void fill(Runnable body) {
            boolean was = quiet;
            quiet = true;
            try {
                body.run();
            } finally {
                quiet = was;
            }
        }
    }

    /** Fills a page now, and again after every change of the document that touches {@code part}. */
    static void follow(AgentContext context, Part part, Runnable refresh) {
        context.listen(e -> {
            if (e.touches(part)) {
                refresh.run();
            }
        });
        refresh.run();
    }

    static JSpinner spinner(String name, int min, int max, Guard guard, IntConsumer changed) {
        JSpinner s = new JSpinner(new SpinnerNumberModel(min, min, max, 1));
        s.setName(name);
        s.addChangeListener(e -> {
            if (!guard.quiet()) {
                changed.accept(((Number) s.getValue()).intValue());
            }
        });
        return s;
    }

    static void setValue(JSpinner s, int value) {
        if (((Number) s.getValue()).intValue() != value) {
            s.setValue(value);
        }
    }

    static JCheckBox check(String text, String name, Guard guard, Consumer<Boolean> changed) {
        JCheckBox c = new JCheckBox(text);
        c.setName(name);
        c.addActionListener(e -> {
            if (!guard.quiet()) {
                changed.accept(c.isSelected());
            }
        });
        return c;
    }

    /** Components side by side at their preferred sizes, as one cell of a page. */
    static JPanel row(JComponent... parts) {
        JPanel row = new JPanel(new net.miginfocom.swing.MigLayout("insets 0, gap 4"));
        for (JComponent part : parts) {
            row.add(part);
        }
        return row;
    }

    /** Calls {@code typed} with the text after every change the user makes. */
    static void onTyping(JTextComponent field, Guard guard, Consumer<String> typed) {
        TextChanges.onChange(field, () -> {
            if (!guard.quiet()) {
                typed.accept(field.getText());
            }
        });
    }

    /** Replaces a field's text only when it differs (keeps the caret while the user types). */
    static void setText(JTextComponent field, String text) {
        if (!field.getText().equals(text)) {
            field.setText(text);
        }
    }

    /** The look and feel's property that draws a field's outline in the error colour. */
    private static final String OUTLINE = "JComponent.outline";

    /**
     * Marks a field as holding a value that was not accepted (or clears the mark): the look and feel's error
     * outline, which keeps the field's own border and size.
     */
    static void markInvalid(JComponent field, boolean invalid) {
        field.putClientProperty(OUTLINE, invalid ? "error" : null);
    }

    /** Whether {@link #markInvalid} marked {@code field}. */
    static boolean isMarkedInvalid(JComponent field) {
        return "error".equals(field.getClientProperty(OUTLINE));
    }

    /** A section title. */
    static String title(String text) {
        return "<html><b>" + text + "</b></html>";
    }
}
