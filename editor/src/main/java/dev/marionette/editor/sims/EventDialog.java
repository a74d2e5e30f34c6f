package dev.marionette.editor.sims;

import dev.marionette.model.sims.SimsProperty;
import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;

/**
 * Asks for an event's time and key/value pairs, one pair per line as the CMX text writes them: the key, a blank,
 * the value ({@code footstep 2}, {@code xevt 101}; a key alone has an empty value).
 */
final class EventDialog {

    /** What the user entered. */
    record Entry(long time, List<SimsProperty> pairs) {
    }

    private EventDialog() {
    }

    /** The pairs as lines: "footstep 2\nxevt 101". */
    static String format(List<SimsProperty> pairs) {
        return pairs.stream().map(p -> p.value().isEmpty() ? p.key() : p.key() + " " + p.value())
                .collect(Collectors.joining("\n"));
    }

    /** Lines as pairs: the first word of a line is the key, the rest its value; blank lines are skipped. */
    static List<SimsProperty> parse(String text) {
        List<SimsProperty> pairs = new ArrayList<>();
        for (String line : text.split("\\R")) {
            String s = line.strip();
            if (s.isEmpty()) {
                continue;
            }
            int blank = s.indexOf(' ');
            int tab = s.indexOf('\t');
            int at = blank < 0 ? tab : tab < 0 ? blank : Math.min(blank, tab);
            pairs.add(at < 0 ? new SimsProperty(s, "") : new SimsProperty(s.substring(0, at), s.substring(at).strip()));
        }
        return pairs;
    }

    /**
     * Shows the dialog.
     *
     * @param title    "Add event", "Edit event"
     * @param time     the time to start with, ms
     * @param maxTime  the skill's duration, ms
     * @param pairs    the pairs to start with
     * @return what was entered, or empty when cancelled
     */
    static Optional<Entry> ask(Component parent, String title, long time, long maxTime, List<SimsProperty> pairs) {
        JSpinner timeField = new JSpinner(new SpinnerNumberModel(Math.min(time, maxTime), 0, Math.max(0, maxTime), 1));
        timeField.setName("eventTime");
        JTextArea pairsField = new JTextArea(format(pairs), 4, 24);
        pairsField.setName("eventPairs");
        JPanel panel = new JPanel(new MigLayout("insets 0, wrap 2", "[right][grow,fill]"));
        panel.add(new JLabel("Time (ms)"));
        panel.add(timeField);
        panel.add(new JLabel("Key value"), "top");
        panel.add(new JScrollPane(pairsField));
        // a whole sentence: a trailing "…" read as a cut
        panel.add(new JLabel("One pair per line, such as footstep 1, xevt 101 or interruptable 0."), "skip 1");
        int answer = JOptionPane.showConfirmDialog(parent, panel, title, JOptionPane.OK_CANCEL_OPTION,
                JOptionPane.PLAIN_MESSAGE);
        if (answer != JOptionPane.OK_OPTION) {
            return Optional.empty();
        }
        return Optional.of(new Entry(((Number) timeField.getValue()).longValue(), parse(pairsField.getText())));
    }
}
