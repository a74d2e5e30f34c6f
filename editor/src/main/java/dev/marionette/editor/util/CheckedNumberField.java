package dev.marionette.editor.util;

import java.awt.Color;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.util.function.Consumer;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.JFormattedTextField;
import javax.swing.JSpinner;
import javax.swing.KeyStroke;
import javax.swing.SpinnerNumberModel;
import javax.swing.UIManager;

/**
 * Makes a whole-number spinner say why a typed value is refused instead of silently putting the old one back: the
 * text stays as typed (shown in red) and {@code problem} gets a sentence ("70000 is too large: at most 65535
 * hundredths of a second."), until the text is corrected (a valid value is committed by Enter or leaving the
 * field, as before) or Escape puts the current value back. {@code problem} gets "" when there is nothing to say.
 */
public final class CheckedNumberField {

    private static final Color INVALID = new Color(0xC62828);

    private final JSpinner spinner;
    private final JFormattedTextField field;
    private final String unit;
    private final Consumer<String> problem;
    private final Color normal;

    private CheckedNumberField(JSpinner spinner, String unit, Consumer<String> problem) {
        this.spinner = spinner;
        this.field = ((JSpinner.DefaultEditor) spinner.getEditor()).getTextField();
        this.unit = unit;
        this.problem = problem;
        this.normal = field.getForeground() != null ? field.getForeground()
                : UIManager.getColor("FormattedTextField.foreground");
    }

    /**
     * Installs the check on {@code spinner} (a {@link SpinnerNumberModel} of integers).
     *
     * @param unit    what the numbers count, for the sentences ("hundredths of a second"), or ""
     * @param problem shows the sentence next to the field, or clears it with ""
     * @return the check, to {@link #reset} the field when it comes to show another object
     */
    public static CheckedNumberField install(JSpinner spinner, String unit, Consumer<String> problem) {
        CheckedNumberField check = new CheckedNumberField(spinner, unit, problem);
        check.field.setFocusLostBehavior(JFormattedTextField.COMMIT);
        TextChanges.onChange(check.field, check::check);
        check.field.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                "marionette.revertNumber");
        check.field.getActionMap().put("marionette.revertNumber", new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                check.reset();
            }
        });
        return check;
    }

    /** Puts the spinner's current value back into the field, dropping what was typed. */
    public void reset() {
        field.setValue(spinner.getValue());
        check();
    }

    /** Why the field's text is not a value, or null when it is one. */
    public String why() {
        SpinnerNumberModel model = (SpinnerNumberModel) spinner.getModel();
        long min = ((Number) model.getMinimum()).longValue();
        long max = ((Number) model.getMaximum()).longValue();
        String text = field.getText().strip();
        String units = unit.isEmpty() ? "" : " " + unit;
        if (text.isEmpty()) {
            return "Type a whole number from " + min + " to " + max + units + ".";
        }
        long value;
        try {
            value = Long.parseLong(text.replace(",", "").replace("\u00a0", ""));
        } catch (NumberFormatException e) {
            return "\"" + text + "\" is not a whole number; type one from " + min + " to " + max + units + ".";
        }
        if (value > max) {
            return text + " is too large: at most " + max + units + ". Escape puts back " + spinner.getValue() + ".";
        }
        if (value < min) {
            return text + " is too small: at least " + min + units + ". Escape puts back " + spinner.getValue() + ".";
        }
        return null;
    }

    private void check() {
        String why = why();
        field.setForeground(why == null ? normal : INVALID);
        problem.accept(why == null ? "" : why);
    }
}
