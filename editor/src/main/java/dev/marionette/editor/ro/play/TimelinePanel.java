package dev.marionette.editor.ro.play;

import dev.marionette.editor.action.EditorAction;
import dev.marionette.editor.ro.view.RoActions;
import dev.marionette.editor.ro.view.SpriteEditorState;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.awt.Font;
import java.util.Locale;
import java.util.function.Consumer;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSlider;
import javax.swing.JSpinner;
import javax.swing.JToggleButton;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;

/**
 * The timeline under the canvas: play/pause, step, first/last, loop, sounds, speed and tick length; a slider
 * over the action's frames; the frame and its time ("Frame 3 / 8 · 0.300 s"); and the action's interval,
 * editable (one undo step per change).
 */
public final class TimelinePanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient SpriteDocument document;
    private final transient SpriteEditorState state;
    private final transient Playback playback;
    private final transient Consumer<String> messages;
    private final JSlider slider = new JSlider(0, 0, 0);
    private final JLabel position = new JLabel();
    private final JSpinner interval = new JSpinner(new SpinnerNumberModel(4.0, 0.01, 1000.0, 0.5));
    private final JLabel intervalMillis = new JLabel();
    private final transient DocumentListener documentListener = e -> refresh();
    private boolean syncing;

    public TimelinePanel(SpriteDocument document, SpriteEditorState state, Playback playback, RoActions actions,
            Consumer<String> messages) {
        super(new MigLayout("insets 2 6 2 6, gap 4, fillx, hidemode 3", "[][][][][]12[grow, fill]", "[][][]"));
        this.document = document;
        this.state = state;
        this.playback = playback;
        this.messages = messages;
        setName("timeline");
        add(button(actions.get(RoActions.FIRST), "|\u25C0"));
        add(button(actions.get(RoActions.PREVIOUS), "\u25C0"));
        JButton play = button(actions.get(RoActions.PLAY), null);
        play.setName("ro.play");
        add(play, "w 84!");
        add(button(actions.get(RoActions.NEXT), "\u25B6"));
        add(button(actions.get(RoActions.LAST), "\u25B6|"));
        position.setName("framePosition");
        position.setFont(position.getFont().deriveFont(Font.BOLD));
        add(position, "growx, wrap");
        slider.setName("frameSlider");
        slider.setFocusable(false);
        add(slider, "span, growx, wrap");
        JComboBox<String> speed = new JComboBox<>();
        for (double s : Playback.SPEEDS) {
            speed.addItem(speedText(s));
        }
        speed.setSelectedItem(speedText(playback.speed()));
        speed.setName("playbackSpeed");
        speed.setToolTipText("Playback speed");
        speed.addActionListener(e -> playback.setSpeed(Playback.SPEEDS[speed.getSelectedIndex()]));
        interval.setName("frameInterval");
        interval.setToolTipText("The action's frame interval in ticks (one undo step per change)");
        add(toggle(actions.get(RoActions.LOOP)), "span, split 8");
        add(toggle(actions.get(RoActions.SOUNDS)));
        add(speed);
        add(toggle(actions.get(RoActions.TICK_24)));
        add(new JLabel("Interval"), "gapleft 12");
        add(interval, "w 64!");
        add(new JLabel("ticks"));
        add(intervalMillis, "w 64!");

        slider.addChangeListener(e -> {
            if (!syncing) {
                state.setFrame(slider.getValue());
            }
        });
        interval.addChangeListener(e -> intervalEdited());
        state.addListener(a -> refresh());
        document.addDocumentListener(documentListener);
        playback.addPlayingListener(actions::refresh);
        refresh();
    }

    private static String speedText(double s) {
        return s == Math.rint(s) ? "\u00d7" + (int) s : "\u00d7" + s;
    }

    private static JButton button(EditorAction action, String symbol) {
        JButton b = new JButton(action);
        b.setName(action.id());
        if (symbol != null) {
            b.setText(symbol);
        }
        b.setFocusable(false);
        return b;
    }

    private static AbstractButton toggle(EditorAction action) {
        JToggleButton b = new JToggleButton(action);
        b.setName(action.id());
        b.setFocusable(false);
        return b;
    }

    public void dispose() {
        document.removeDocumentListener(documentListener);
    }

    private void intervalEdited() {
        if (syncing) {
            return;
        }
        float ticks = ((Number) interval.getValue()).floatValue();
        try {
            document.editor().actions().setInterval(state.action(), ticks);
            playback.reanchor();
        } catch (EditRejectedException e) {
            messages.accept(e.getMessage());
            refresh();
        }
    }

    /** Brings the slider, position text and interval in line with the frame shown. */
    public void refresh() {
        syncing = true;
        try {
            int count = state.frameCount();
            slider.setMaximum(Math.max(0, count - 1));
            slider.setValue(state.frame());
            slider.setEnabled(count > 1);
            ActAnimation action = state.currentAction();
            double frameMillis = playback.frameMillis() * playback.speed();
            position.setText(count == 0 ? "No frames" : String.format(Locale.ROOT, "Frame %d / %d  \u00b7  %.3f s",
                    state.frame() + 1, count, state.frame() * frameMillis / 1000));
            boolean stored = ActVersion.hasIntervals(document.actVersion());
            interval.setEnabled(action != null && stored);
            interval.setToolTipText(stored ? "The action's frame interval in ticks (one undo step per change)"
                    : "This ACT version stores no interval: every action plays at 6 ticks");
            if (action != null) {
                interval.setValue((double) action.interval());
                intervalMillis.setText(String.format(Locale.ROOT, "= %.0f ms", frameMillis));
            }
        } finally {
            syncing = false;
        }
    }
}
