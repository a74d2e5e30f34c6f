package dev.marionette.editor.motion;

import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.kit.TabEdits;
import dev.marionette.editor.playback.FramePlayer;
import dev.marionette.editor.playback.PlaybackClock;
import dev.marionette.editor.playback.TransportActions;
import dev.marionette.editor.playback.TransportBar;
import java.awt.BorderLayout;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JToggleButton;
import javax.swing.SpinnerNumberModel;

/**
 * The motion view's timeline: the {@link MotionTimeline} strip (scrub, markers) over the editor kit's
 * {@link TransportBar} (first, previous, play/pause, next, last, the frame and its time, loop, speed), with the
 * frame-rate field (the content's rate; editable when the content allows) and the "In place" toggle. Playback is
 * the kit's {@link FramePlayer} at the content's frame rate, drift-free; stepping or scrubbing while playing plays
 * on from there. Event thread.
 */
public final class MotionTransport extends JPanel {

    private static final long serialVersionUID = 1L;

    /** The prefix of the transport commands' ids ({@code motion.play}...). */
    public static final String PREFIX = "motion";

    private final transient MotionScene scene;
    private final transient FramePlayer player;
    private final MotionTimeline timeline;
    private final TransportBar bar;
    private final JSpinner rate;
    private final JToggleButton inPlace = new JToggleButton("In place");
    private boolean syncing;

    /**
     * @param actions  the view's registry: the transport commands are registered in it
     * @param messages where a refused frame rate is told
     */
    public MotionTransport(MotionScene scene, ActionRegistry actions, PlaybackClock clock,
            TabEdits messages) {
        super(new BorderLayout());
        this.scene = scene;
        this.player = new FramePlayer(FramePlayer.Frames.of(scene::frameCount, scene::frame, scene::setFrame,
                () -> 1e9 / scene.content().frameRate()), clock);
        TransportActions.register(PREFIX, actions::register, player);
        timeline = new MotionTimeline(scene, player::setFrame);
        timeline.setMessages(messages);
        bar = new TransportBar(player, PREFIX, actions::get);
        bar.setName("motionTransport");
        rate = new JSpinner(new SpinnerNumberModel(scene.content().frameRate(), 0.01, 10_000.0, 1.0));
        rate.setName("frameRate");
        rate.setToolTipText("<html>Frames per second the motion plays at (AMC files store none: 120 for CMU captures)."
                + "<br>A view setting remembered for the file: it does not modify the motion.</html>");
        rate.setEnabled(scene.content().canSetFrameRate());
        rate.addChangeListener(e -> {
            if (syncing) {
                return;
            }
            double value = ((Number) rate.getValue()).doubleValue();
            if (value != scene.content().frameRate()) {
                if (!messages.edit(() -> scene.content().setFrameRate(value))) {
                    syncRate();
                }
            }
        });
        inPlace.setName("inPlace");
        inPlace.setFocusable(false);
        inPlace.setToolTipText("Lock the root's horizontal travel: a walk walks on the spot");
        inPlace.addActionListener(e -> scene.setInPlace(inPlace.isSelected()));
        bar.addOption(bar.loopButton());
        bar.addOption(bar.speedChooser());
        bar.addOption(new JLabel("fps"), "gapleft 12");
        bar.addOption(rate, "w 88!"); // room for a derived rate such as 30.264 (a Sims skill)
        bar.addOption(inPlace, "gapleft 12");
        add(timeline, BorderLayout.NORTH);
        add(bar, BorderLayout.CENTER);
        scene.addListener(this::sceneChanged);
    }

    private void sceneChanged(MotionScene.Aspect aspect) {
        switch (aspect) {
            case FRAME, FIGURE -> player.frameChanged();
            case RATE -> {
                syncRate();
                player.retime();
            }
            case OPTIONS -> inPlace.setSelected(scene.inPlace());
            default -> {
            }
        }
    }

    private void syncRate() {
        syncing = true;
        try {
            rate.setValue(scene.content().frameRate());
        } finally {
            syncing = false;
        }
    }

    /** The player (play, pause, frames by hand). */
    public FramePlayer player() {
        return player;
    }

    public MotionTimeline timeline() {
        return timeline;
    }

    public TransportBar bar() {
        return bar;
    }

    /** Stops playing for good (the tab closed). */
    public void dispose() {
        player.dispose();
    }
}
