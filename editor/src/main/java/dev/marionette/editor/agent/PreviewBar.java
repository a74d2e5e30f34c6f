package dev.marionette.editor.agent;

import dev.marionette.editor.agent.canvas.FrameCanvas;
import dev.marionette.editor.agent.preview.PreviewPlayer;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;

/**
 * The tools above the canvas: zoom (out, in, fit, 100%), the preview (Play, Stop, the seed that makes a
 * preview repeatable, Speak with its sample text) and what the preview is doing.
 */
final class PreviewBar extends JPanel {

    private final JSpinner seed = new JSpinner(new SpinnerNumberModel(1, 0, Integer.MAX_VALUE, 1));
    private final JTextField sample = new JTextField("Hello! I can show you around, step by step.", 18);
    private final JLabel state = new JLabel(" ");
    private final PreviewPlayer player;

    PreviewBar(FrameCanvas canvas, PreviewPlayer player) {
        // Three short rows rather than one long one: the canvas column stays narrow enough for the side bar.
        super(new MigLayout("insets 2 4 2 4, gap 3, wrap", "[grow]"));
        this.player = player;
        JPanel view = row();
        view.add(button("\u2212", "zoomOut", "Zoom out", () -> canvas.zoomStep(false)));
        view.add(button("+", "zoomIn", "Zoom in", () -> canvas.zoomStep(true)));
        view.add(button("Fit", "zoomFit", "Fit the frame into the view", canvas::fit));
        view.add(button("1:1", "zoomActual", "Actual size", canvas::actualSize), "gapright 12");
        view.add(button("\u25b6 Play", "previewPlay", "Play the animation from the selected frame, with branching",
                this::play));
        view.add(button("\u25a0 Stop", "previewStop", "Stop: follow the exit branches (again: stop now)",
                player::stop));
        seed.setName("previewSeed");
        seed.setToolTipText("Seed of the branch rolls: the same seed plays the same frames");
        view.add(new JLabel("Seed"));
        view.add(seed, "w 64!");
        add(view, "growx");
        JPanel speak = row();
        sample.setName("speakText");
        speak.add(button("Speak", "previewSpeak", "Speak the sample text with mouths and balloon",
                () -> player.speak(sample.getText(), seed())));
        speak.add(sample, "pushx, growx, wmin 60");
        add(speak, "growx");
        state.setName("previewState");
        add(state, "growx, wmin 0");
        player.addListener(s -> state.setText(s.isEmpty() ? " " : s));
    }

    private static JPanel row() {
        return new JPanel(new MigLayout("insets 0, gap 3", "[][][][][][][][][grow]"));
    }

    /** Plays the selected animation from its selected frame with the seed shown (Play, Space). */
    void play() {
        player.play(seed());
    }

    private long seed() {
        return ((Number) seed.getValue()).longValue();
    }

    private JButton button(String text, String name, String tip, Runnable action) {
        JButton b = new JButton(text);
        b.setName(name);
        b.setToolTipText(tip);
        b.setFocusable(false);
        b.addActionListener(e -> action.run());
        return b;
    }
}
