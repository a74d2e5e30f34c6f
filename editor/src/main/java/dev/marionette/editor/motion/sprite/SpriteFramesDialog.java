package dev.marionette.editor.motion.sprite;

import dev.marionette.editor.export.PreviewPane;
import dev.marionette.editor.kind.EditorShell;
import dev.marionette.editor.util.Buttons;
import dev.marionette.editor.util.DialogKeys;
import dev.marionette.editor.util.ScreenFit;
import dev.marionette.export.ExportOptions;
import dev.marionette.export.ExportProgress;
import dev.marionette.export.motion.MotionSettings;
import dev.marionette.export.motion.MotionSource;
import dev.marionette.export.ro.SpriteFrames;
import dev.marionette.export.ro.SpritePreview;
import dev.marionette.io.TaskProgress;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.awt.Dimension;
import java.awt.Window;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingWorker;
import javax.swing.Timer;
import net.miginfocom.swing.MigLayout;

/**
 * Sprite reference frames from a motion, in the editor: the settings of {@link SpriteFrames} (directions, pictures
 * per second of motion or a number of frames, the figure's height and line width, the camera's pitch and a turn),
 * a preview of the new sprite as the Ragnarok renderer draws it (every direction side by side, playing), and
 * "Make sprite", which opens the new ACT + SPR in a Ragnarok tab to draw over (untitled: Save As names it). Works
 * for any {@link MotionSource}. Modal; the frames are drawn off the event thread.
 */
public final class SpriteFramesDialog extends JDialog {

    private static final long serialVersionUID = 1L;

    private final transient MotionSource source;
    private final transient EditorShell shell;
    private final transient Consumer<String> messages;
    private final JComboBox<String> directions = new JComboBox<>(new String[] {"8 (Ragnarok order)", "4", "1"});
    private final JRadioButton byRate = new JRadioButton("Pictures per second of motion", true);
    private final JRadioButton byCount = new JRadioButton("Frames in all");
    private final JSpinner rate = new JSpinner(new SpinnerNumberModel(SpriteFrames.DEFAULT_RATE, 0.5, 120.0, 1.0));
    private final JSpinner count = new JSpinner(new SpinnerNumberModel(8, 1, MotionSettings.MAX_FRAMES, 1));
    private final JSpinner size = new JSpinner(new SpinnerNumberModel(SpriteFrames.DEFAULT_SIZE, 8,
            SpriteFrames.MAX_SIZE, 4));
    private final JSpinner lineWidth = new JSpinner(new SpinnerNumberModel(SpriteFrames.DEFAULT_LINE_WIDTH, 1.0,
            12.0, 0.5));
    private final JSpinner pitch = new JSpinner(new SpinnerNumberModel(SpriteFrames.DEFAULT_PITCH, -90.0, 90.0,
            5.0));
    private final JSpinner turn = new JSpinner(new SpinnerNumberModel(0.0, -180.0, 180.0, 15.0));
    private final PreviewPane preview = new PreviewPane();
    private final JLabel summary = new JLabel(" ");
    private final JButton make = new JButton("Make sprite");
    private final Timer debounce = new Timer(250, e -> refresh());
    private transient SwingWorker<SpriteFrames, Void> running;
    private transient SpriteFrames latest;

    /**
     * @param source   the motion (a snapshot)
     * @param shell    opens the new sprite in a tab
     * @param messages where the outcome is told
     */
    public SpriteFramesDialog(Window owner, MotionSource source, EditorShell shell, Consumer<String> messages) {
        super(owner, "Sprite frames from " + source.name(), ModalityType.APPLICATION_MODAL);
        this.source = source;
        this.shell = shell;
        this.messages = messages;
        setName("spriteFramesDialog");
        name(directions, "spriteDirections");
        name(byRate, "spriteByRate");
        name(byCount, "spriteByCount");
        name(rate, "spriteRate");
        name(count, "spriteCount");
        name(size, "spriteSize");
        name(lineWidth, "spriteLineWidth");
        name(pitch, "spritePitch");
        name(turn, "spriteTurn");
        name(summary, "spriteSummary");
        name(make, "ok");
        ButtonGroup sampling = new ButtonGroup();
        sampling.add(byRate);
        sampling.add(byCount);
        count.setEnabled(false);
        JPanel settings = new JPanel(new MigLayout("wrap 2, insets 0", "[][grow, fill]"));
        settings.add(new JLabel("Directions"));
        settings.add(directions);
        settings.add(byRate);
        settings.add(rate, "w 80!");
        settings.add(byCount);
        settings.add(count, "w 80!");
        settings.add(new JLabel("Figure height (px)"));
        settings.add(size, "w 80!");
        settings.add(new JLabel("Line width (px)"));
        settings.add(lineWidth, "w 80!");
        settings.add(new JLabel("Camera pitch (\u00b0)"));
        settings.add(pitch, "w 80!");
        settings.add(new JLabel("Turn (\u00b0)"));
        settings.add(turn, "w 80!");
        JLabel help = new JLabel("<html><body style='width: 220px'>South shows the figure facing you, walking"
                + " towards you when it walks;"
                + " each action is one direction, in Ragnarok's order. Turn corrects a figure that faces"
                + " elsewhere.</html>");
        settings.add(help, "span");
        preview.setPreferredSize(new Dimension(560, 260));
        JButton cancel = Buttons.named("Cancel", "cancel");
        JPanel panel = new JPanel(new MigLayout("insets 12", "[][grow, fill]", "[grow, fill][][]"));
        panel.add(settings, "aligny top");
        panel.add(preview, "wrap");
        panel.add(summary, "span, wrap");
        panel.add(make, "span, split 2, tag ok");
        panel.add(cancel, "tag cancel");
        setContentPane(panel);
        debounce.setRepeats(false);
        Runnable changed = () -> {
            latest = null;
            make.setEnabled(false);
            debounce.restart();
        };
        directions.addActionListener(e -> changed.run());
        byRate.addActionListener(e -> {
            rate.setEnabled(true);
            count.setEnabled(false);
            changed.run();
        });
        byCount.addActionListener(e -> {
            rate.setEnabled(false);
            count.setEnabled(true);
            changed.run();
        });
        for (JSpinner s : new JSpinner[] {rate, count, size, lineWidth, pitch, turn}) {
            s.addChangeListener(e -> changed.run());
        }
        make.addActionListener(e -> makeSprite());
        cancel.addActionListener(e -> dispose());
        getRootPane().setDefaultButton(make);
        DialogKeys.escapePresses(this, cancel);
        make.setEnabled(false);
        pack();
        setLocationRelativeTo(owner);
        ScreenFit.fit(this);
        refresh();
    }

    private static void name(java.awt.Component c, String name) {
        c.setName(name);
    }

    /** The settings as export options (also what {@code export --format sprite} takes). */
    public ExportOptions options() {
        int[] counts = {8, 4, 1};
        ExportOptions.Builder b = ExportOptions.builder()
                .set(MotionSettings.DIRECTIONS, counts[directions.getSelectedIndex()])
                .set(MotionSettings.SIZE, (Integer) size.getValue())
                .set(MotionSettings.LINE_WIDTH, ((Number) lineWidth.getValue()).doubleValue())
                .set(MotionSettings.PITCH, ((Number) pitch.getValue()).doubleValue())
                .set(MotionSettings.YAW, ((Number) turn.getValue()).doubleValue());
        if (byCount.isSelected()) {
            b.set(MotionSettings.FRAMES, (Integer) count.getValue());
        } else {
            b.set(MotionSettings.OUTPUT_RATE, ((Number) rate.getValue()).doubleValue());
        }
        return b.build();
    }

    /** The frames of the settings shown, once drawn (tests wait for them). */
    public SpriteFrames latest() {
        return latest;
    }

    private void refresh() {
        if (running != null) {
            running.cancel(true);
        }
        ExportOptions options = options();
        preview.message("Drawing…");
        SwingWorker<SpriteFrames, Void> worker = new SwingWorker<>() {
            private dev.marionette.export.ExportPreview shown;

            @Override
            protected SpriteFrames doInBackground() throws Exception {
                SpriteFrames frames = SpriteFrames.make(source, options, progress());
                shown = SpritePreview.of(frames, progress());
                return frames;
            }

            private ExportProgress progress() {
                SwingWorker<?, ?> self = this;
                return ExportProgress.of(TaskProgress.cancelledWhen(self::isCancelled));
            }

            @Override
            protected void done() {
                if (running != this) {
                    return;
                }
                running = null;
                try {
                    latest = get();
                    preview.show(shown);
                    summary.setText(latest.summary());
                    make.setEnabled(true);
                } catch (CancellationException e) {
                    // a newer setting took over
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    preview.message(e.getCause().getMessage());
                    summary.setText(" ");
                }
            }
        };
        running = worker;
        worker.execute();
    }

    private void makeSprite() {
        if (latest == null) {
            return;
        }
        SpriteDocument sprite = new SpriteDocument(latest.sprite().act(), latest.sprite().sheet(), null, null);
        sprite.setUntitledName(source.name() + " frames");
        dispose();
        if (shell.openNew("ragnarok", sprite)) {
            messages.accept("Sprite frames of " + source.name() + ": " + latest.summary());
        } else {
            messages.accept("No Ragnarok tab is installed to show the sprite frames in");
        }
    }

    @Override
    public void dispose() {
        debounce.stop();
        preview.stop();
        if (running != null) {
            running.cancel(true);
            running = null;
        }
        super.dispose();
    }
}
