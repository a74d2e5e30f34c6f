package dev.marionette.editor.playback;

import dev.marionette.editor.action.ActionButtons;
import java.awt.Font;
import java.util.Locale;
import java.util.function.Function;
import javax.swing.AbstractButton;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;
import dev.marionette.editor.util.FlowRow;
import net.miginfocom.swing.MigLayout;

/**
 * Transport controls for a canvas: first, previous, play/pause, next, last (the tab's
 * {@link TransportActions}), the frame and its time ("Frame 3 / 8 · 0.300 s"), a slider over the frames, and
 * a row of options where the tab puts the loop button, the speed chooser and controls of its own, in the
 * order it likes ({@link #addOption}). It follows the {@link Transport}'s changes.
 */
public final class TransportBar extends JPanel {

    private static final long serialVersionUID = 1L;

    /** Speeds offered, as factors. */
    public static final double[] SPEEDS = {0.25, 0.5, 1, 2, 4};

    private final transient Transport transport;
    private final JSlider slider = new JSlider(0, 0, 0);
    private final JLabel position = new JLabel();
    /** The tab's options: loop, speed and controls of its own. */
    private final FlowRow options = new FlowRow(4);
    private final AbstractButton loop;
    private final JComboBox<String> speed = new JComboBox<>();
    private boolean syncing;

    /**
     * @param transport what the controls drive
     * @param prefix    the prefix the tab registered its {@link TransportActions} under
     * @param actions   the tab's actions by id
     */
    public TransportBar(Transport transport, String prefix, Function<String, ? extends Action> actions) {
        super(new MigLayout("insets 2 6 2 6, gap 4, fillx, hidemode 3", "[grow, fill]", "[][][]"));
        this.transport = transport;
        // the buttons and the position, then the options: rows that wrap where the bar is narrow (it is as wide as
        // the canvas column, about 570 pixels for a sprite at 1280x800) rather than cut their ends off
        FlowRow controls = new FlowRow(4);
        controls.add(button(actions, prefix, TransportActions.FIRST, "|\u25C0"), "");
        controls.add(button(actions, prefix, TransportActions.PREVIOUS, "\u25C0"), "");
        controls.add(button(actions, prefix, TransportActions.PLAY, null), "w 84!");
        controls.add(button(actions, prefix, TransportActions.NEXT, "\u25B6"), "");
        controls.add(button(actions, prefix, TransportActions.LAST, "\u25B6|"), "");
        position.setName("framePosition");
        position.setFont(position.getFont().deriveFont(Font.BOLD));
        controls.add(position, "gapleft 12");
        add(controls, "growx, wmin 0, wrap");
        slider.setName("frameSlider");
        slider.setFocusable(false);
        add(slider, "growx, wmin 0, wrap");
        options.setVisible(false);
        add(options, "growx, wmin 0");
        String loopId = TransportActions.id(prefix, TransportActions.LOOP);
        loop = ActionButtons.toggle(actions.apply(loopId), loopId);
        for (double s : SPEEDS) {
            speed.addItem(speedText(s));
        }
        speed.setSelectedItem(speedText(transport.speed()));
        speed.setName("playbackSpeed");
        speed.setToolTipText("Playback speed");
        speed.addActionListener(e -> transport.setSpeed(SPEEDS[speed.getSelectedIndex()]));
        slider.addChangeListener(e -> {
            if (!syncing) {
                transport.setFrame(slider.getValue());
            }
        });
        transport.addChangeListener(this::refresh);
        refresh();
    }

    private static JButton button(Function<String, ? extends Action> actions, String prefix, String name,
            String symbol) {
        String id = TransportActions.id(prefix, name);
        JButton b = ActionButtons.button(actions.apply(id), id);
        if (symbol != null) {
            b.setText(symbol);
        }
        return b;
    }

    /** "×0.25", "×2". */
    public static String speedText(double s) {
        return s == Math.rint(s) ? "\u00d7" + (int) s : "\u00d7" + s;
    }

    /** The loop toggle (not placed until added with {@link #addOption}). */
    public AbstractButton loopButton() {
        return loop;
    }

    /** The speed chooser (not placed until added with {@link #addOption}). */
    public JComboBox<String> speedChooser() {
        return speed;
    }

    /** Adds {@code c} at the end of the options row. */
    public void addOption(JComponent c) {
        addOption(c, "");
    }

    /**
     * Adds {@code c} at the end of the options row, with a fixed width or a gap before it ("w 64!",
     * "gapleft 12"); the row takes a second line where the bar is narrow.
     */
    public void addOption(JComponent c, String constraints) {
        options.setVisible(true);
        options.add(c, constraints);
    }

    /** The text the position's width was last fitted to. */
    private String sizedFor;

    private String positionText(int frame, int count) {
        return count == 0 ? "No frames" : String.format(Locale.ROOT, "Frame %d / %d  \u00b7  %.3f s", frame + 1,
                count, transport.frameStartNanos(frame) / 1e9);
    }

    /** Brings the slider and the position text in line with the frame shown. */
    public void refresh() {
        syncing = true;
        try {
            int count = transport.frameCount();
            int frame = transport.frame();
            slider.setMaximum(Math.max(0, count - 1));
            slider.setValue(frame);
            slider.setEnabled(count > 1);
            position.setText(positionText(frame, count));
            String widest = positionText(Math.max(0, count - 1), count);
            if (!widest.equals(sizedFor)) {
                // as wide as the clip's last position, so the row keeps its lines while it plays
                sizedFor = widest;
                position.setPreferredSize(null);
                int width = position.getFontMetrics(position.getFont()).stringWidth(widest + "0")
                        + position.getInsets().left + position.getInsets().right;
                position.setPreferredSize(new java.awt.Dimension(Math.max(width,
                        position.getPreferredSize().width), position.getPreferredSize().height));
            }
        } finally {
            syncing = false;
        }
    }
}
