package dev.marionette.editor.motion.acclaim;

import dev.marionette.editor.util.DialogButtons;
import java.awt.Window;
import java.util.function.BiConsumer;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;

/**
 * Asks for the frames to keep (first and last, counted from 1 as the timeline shows them) and trims to them with
 * one undoable edit. Modal.
 */
final class TrimDialog extends JDialog {

    private static final long serialVersionUID = 1L;

    private final JSpinner first;
    private final JSpinner last;
    private final JLabel summary = new JLabel();
    private final int count;

    /**
     * @param frame the frame shown (0-based), proposed as the first kept
     * @param trim  keeps frames {@code first..last} (0-based, inclusive)
     */
    TrimDialog(Window owner, int count, int frame, BiConsumer<Integer, Integer> trim) {
        super(owner, "Trim frames", ModalityType.APPLICATION_MODAL);
        this.count = count;
        setName("trimDialog");
        first = new JSpinner(new SpinnerNumberModel(1, 1, count, 1));
        last = new JSpinner(new SpinnerNumberModel(count, 1, count, 1));
        first.setName("trimFirst");
        last.setName("trimLast");
        summary.setName("trimSummary");
        JPanel panel = new JPanel(new MigLayout("wrap 2, insets 12", "[][grow, fill]"));
        panel.add(new JLabel("Keep frames from"));
        panel.add(first, "w 90!");
        panel.add(new JLabel("to"));
        panel.add(last, "w 90!");
        panel.add(summary, "span");
        JButton ok = DialogButtons.addOkCancel(this, panel, "Trim",
                () -> trim.accept((Integer) first.getValue() - 1, (Integer) last.getValue() - 1));
        first.addChangeListener(e -> update(ok));
        last.addChangeListener(e -> update(ok));
        setContentPane(panel);
        update(ok);
        pack();
        setLocationRelativeTo(owner);
    }

    private void update(JButton ok) {
        int a = (Integer) first.getValue();
        int b = (Integer) last.getValue();
        boolean valid = a <= b && (a > 1 || b < count);
        ok.setEnabled(valid);
        summary.setText(a > b ? "The first frame comes after the last."
                : "Keeps " + (b - a + 1) + " of " + count + " frames" + (valid ? "." : ": nothing to trim."));
    }
}
