package dev.marionette.editor.ro.play;

import dev.marionette.editor.action.ActionButtons;
import dev.marionette.editor.action.EditorAction;
import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.playback.TransportBar;
import dev.marionette.editor.ro.shared.RoActions;
import dev.marionette.editor.ro.shared.SpriteEditorState;
import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActVersion;
import dev.marionette.model.doc.DocumentListener;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.awt.BorderLayout;
import java.util.Locale;
import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;

/**
 * The timeline under the canvas: the kit's {@link TransportBar} (play/pause, step, first/last, the frame and
 * its time "Frame 3 / 8 · 0.300 s", a slider over the action's frames, loop and speed) with this editor's
 * options: sounds, 24 ms ticks and the action's interval, editable (one undo step per change).
 */
public final class TimelinePanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient SpriteDocument document;
    private final transient SpriteEditorState state;
    private final transient Playback playback;
    private final transient TabEdits messages;
    private final TransportBar bar;
    private final JSpinner interval = new JSpinner(new SpinnerNumberModel(4.0, 0.01, 1000.0, 0.5));
    private final JLabel intervalMillis = new JLabel();
    private final transient DocumentListener documentListener = e -> refresh();
    private boolean syncing;

    public TimelinePanel(SpriteDocument document, SpriteEditorState state, Playback playback, RoActions actions,
            TabEdits messages) {
        super(new BorderLayout());
        this.document = document;
        this.state = state;
        this.playback = playback;
        this.messages = messages;
        setName("timeline");
        bar = new TransportBar(playback.transport(), RoActions.PREFIX, actions::get);
        interval.setName("frameInterval");
        bar.addOption(bar.loopButton());
        bar.addOption(toggle(actions.get(RoActions.SOUNDS)));
        bar.addOption(bar.speedChooser());
        AbstractButton tick24 = toggle(actions.get(RoActions.TICK_24));
        // The bar is as narrow as the canvas column: the short label keeps the interval in sight at 1280 wide.
        tick24.setText("24 ms");
        bar.addOption(tick24);
        bar.addOption(new JLabel("Interval"), "gapleft 8");
        bar.addOption(interval, "w 56!");
        bar.addOption(new JLabel("ticks"));
        // Wide enough for the longest text it shows, in this font, so "= 1500 ms" is never cut.
        int millisWidth = new JLabel("= 00000 ms").getPreferredSize().width;
        bar.addOption(intervalMillis, "w " + millisWidth + "!");
        add(bar, BorderLayout.CENTER);

        interval.addChangeListener(e -> intervalEdited());
        // the bar follows the frame through the playback; the interval follows the action shown
        state.addListener(a -> refreshInterval());
        document.addDocumentListener(documentListener);
        playback.addPlayingListener(actions::refresh);
        refresh();
    }

    private static AbstractButton toggle(EditorAction action) {
        return ActionButtons.toggle(action, action.id());
    }

    public void dispose() {
        document.removeDocumentListener(documentListener);
    }

    private void intervalEdited() {
        if (syncing) {
            return;
        }
        float ticks = ((Number) interval.getValue()).floatValue();
        if (!messages.edit(() -> document.editor().actions().setInterval(state.action(), ticks))) {
            refresh();
            return;
        }
        playback.reanchor();
    }

    /** Brings the slider, position text and interval in line with the frame shown. */
    public void refresh() {
        bar.refresh();
        refreshInterval();
    }

    private void refreshInterval() {
        syncing = true;
        try {
            ActAnimation action = state.currentAction();
            boolean stored = ActVersion.hasIntervals(document.actVersion());
            interval.setEnabled(action != null && stored);
            interval.setToolTipText(stored ? "The action's frame interval in ticks (one undo step per change)"
                    : "This ACT version stores no interval: every action plays at 6 ticks");
            if (action != null) {
                interval.setValue((double) action.interval());
                intervalMillis.setText(String.format(Locale.ROOT, "= %.0f ms",
                        playback.frameMillis() * playback.speed()));
            }
        } finally {
            syncing = false;
        }
    }
}
