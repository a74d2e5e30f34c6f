package dev.marionette.editor.motion.acclaim;

import dev.marionette.editor.util.DialogButtons;
import java.awt.Window;
import java.util.Locale;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleToIntFunction;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;

/**
 * Asks for a frame rate and resamples the motion to it, keeping its duration (one undoable edit): 120 to 30 keeps
 * every fourth frame's values, other rates interpolate (angles the short way round). Modal.
 */
final class ResampleDialog extends JDialog {

    private static final long serialVersionUID = 1L;

    private final JSpinner rate;
    private final JLabel summary = new JLabel();

    /**
     * @param frames   the frame count resampling to a rate gives
     * @param resample resamples to the rate chosen
     */
    ResampleDialog(Window owner, int count, double current, DoubleToIntFunction frames, DoubleConsumer resample) {
        super(owner, "Resample", ModalityType.APPLICATION_MODAL);
        setName("resampleDialog");
        rate = new JSpinner(new SpinnerNumberModel(current >= 60 ? current / 4 : current * 2, 0.01, 10_000.0, 1.0));
        rate.setName("resampleRate");
        summary.setName("resampleSummary");
        JPanel panel = new JPanel(new MigLayout("wrap 2, insets 12", "[][grow, fill]"));
        panel.add(new JLabel("New frame rate (fps)"));
        panel.add(rate, "w 100!");
        panel.add(summary, "span");
        JButton ok = DialogButtons.addOkCancel(this, panel, "Resample",
                () -> resample.accept(((Number) rate.getValue()).doubleValue()));
        Runnable update = () -> {
            double r = ((Number) rate.getValue()).doubleValue();
            ok.setEnabled(r != current);
            summary.setText(String.format(Locale.ROOT, "%d frames at %s fps become %d at %s fps, as long.", count,
                    fps(current), frames.applyAsInt(r), fps(r)));
        };
        rate.addChangeListener(e -> update.run());
        setContentPane(panel);
        update.run();
        pack();
        setLocationRelativeTo(owner);
    }

    static String fps(double rate) {
        return rate == Math.rint(rate) ? String.valueOf((long) rate)
                : String.format(Locale.ROOT, "%.3f", rate).replaceAll("0+$", "");
    }
}
