package dev.marionette.editor.agent.panel;

import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.util.Buttons;
import dev.marionette.editor.util.CheckedNumberField;
import dev.marionette.editor.util.Edt;
import dev.marionette.editor.util.WrappingLabel;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentSound;
import dev.marionette.model.acs.WaveFormat;
import dev.marionette.model.acs.edit.AgentLimits;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSeparator;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;

/**
 * The selected frame's General and Branching pages: duration (1/100 s), sound (play it, add or replace a WAV),
 * exit frame and up to three branches. Every control writes through the document's operations; the panel
 * refreshes when a change touches the selected frame or the sound table.
 */
public final class FramePropertiesPanel extends JPanel {

    private final AgentContext context;
    private final JSpinner duration = new JSpinner(new SpinnerNumberModel(10, 0, AgentLimits.U16_MAX, 1));
    private final JComboBox<String> sound = new JComboBox<>();
    private final JComboBox<String> exit = new JComboBox<>();
    private final BranchesPanel branches;
    private final WrappingLabel durationProblem = new WrappingLabel();
    private final CheckedNumberField durationCheck;
    private final JLabel title = new JLabel();
    private boolean updating;

    public FramePropertiesPanel(AgentContext context) {
        super(new MigLayout("insets 6, wrap 2, hidemode 3", "[right][grow,fill]"));
        this.context = context;
        setName("frameProperties");
        branches = new BranchesPanel(context);
        duration.setName("duration");
        sound.setName("sound");
        exit.setName("exitFrame");
        add(title, "span 2, align left");
        add(new JLabel("Duration (1/100 s)"));
        add(duration, "wmin 60");
        durationProblem.setName("durationProblem");
        durationProblem.setForeground(new java.awt.Color(0xC62828));
        durationProblem.setVisible(false);
        add(durationProblem, "skip 1, growx, wmin 0");
        durationCheck = CheckedNumberField.install(duration, "hundredths of a second", why -> {
            durationProblem.setText(why);
            durationProblem.setVisible(!why.isEmpty());
        });
        add(new JLabel("Sound"));
        add(sound, "wmin 60");
        JButton play = Buttons.named("Play", "playSound", this::playSound);
        JButton addWav = Buttons.named("Add WAV\u2026", "addSound", () -> chooseWav(this::addSound));
        JButton replaceWav = Buttons.named("Replace WAV\u2026", "replaceSound", () -> chooseWav(this::replaceSound));
        add(play, "skip 1, split 2, growx 0");
        add(addWav, "growx 0");
        add(replaceWav, "skip 1, growx 0");
        add(new JLabel("Exit branch"));
        add(exit, "wmin 60");
        add(new JSeparator(), "span 2, growx, gaptop 4");
        add(new JLabel("Branches"), "span 2, align left");
        add(branches, "span 2, growx");
        duration.addChangeListener(e -> {
            if (!updating) {
                int value = (Integer) duration.getValue();
                withFrame((a, f) -> context.ops().frames().setDuration(a, f, value));
            }
        });
        sound.addActionListener(e -> {
            if (!updating && sound.getSelectedIndex() >= 0) {
                int s = sound.getSelectedIndex() - 1;
                withFrame((a, f) -> context.ops().frames().setSound(a, f, s));
            }
        });
        exit.addActionListener(e -> {
            if (!updating && exit.getSelectedIndex() >= 0) {
                int index = exit.getSelectedIndex();
                AgentFrame frame = context.selection().selectedFrame();
                int value = index == 0 ? (frame != null && frame.exitFrame() < 0 ? frame.exitFrame()
                        : AgentLimits.NO_EXIT) : index - 1;
                withFrame((a, f) -> context.ops().frames().setExitFrame(a, f, value));
            }
        });
        context.selection().addChangeListener(e -> {
            durationCheck.reset(); // a refused duration typed for the frame shown before is dropped
            refresh();
        });
        context.listen(this::documentChanged);
        refresh();
    }

    private interface FrameEdit {
        void apply(int animation, int frame);
    }

    private void withFrame(FrameEdit edit) {
        int a = context.selection().animation();
        int f = context.selection().frame();
        if (a >= 0 && f >= 0 && !context.edit(() -> edit.apply(a, f))) {
            refresh();
        }
    }

    private void documentChanged(DocumentEvent e) {
        int a = context.selection().animation();
        if (e.changes().stream().anyMatch(c -> context.selection().inSelectedFrame(c) || c.part() == Part.SOUND
                || c.part() == Part.ANIMATION
                || c.part() == Part.AGENT_FRAME && !c.path().isEmpty() && c.path().get(0) == a)) {
            refresh();
        }
    }

    private void refresh() {
        updating = true;
        try {
            AgentFrame frame = context.selection().selectedFrame();
            AgentAnimation animation = context.selection().selectedAnimation();
            setControlsEnabled(frame != null);
            if (frame == null) {
                title.setText("No frame selected");
                return;
            }
            title.setText("<html><b>" + animation.name() + "</b>, frame " + (context.selection().frame() + 1)
                    + " of " + animation.frames().size() + "</html>");
            if (!duration.getValue().equals(frame.duration())) {
                duration.setValue(frame.duration());
            }
            sound.removeAllItems();
            sound.addItem("(none)");
            for (int i = 0; i < context.character().sounds().size(); i++) {
                sound.addItem(soundLabel(i, context.character().sounds().get(i)));
            }
            int s = frame.soundIndex();
            sound.setSelectedIndex(s >= 0 && s < context.character().sounds().size() ? s + 1 : 0);
            exit.removeAllItems();
            exit.addItem(frame.exitFrame() == AgentLimits.EXIT_STOP ? "(none: stop)" : "(none)");
            for (int k = 0; k < animation.frames().size(); k++) {
                exit.addItem("Frame " + (k + 1));
            }
            int x = frame.exitFrame();
            exit.setSelectedIndex(x >= 0 && x < animation.frames().size() ? x + 1 : 0);
        } finally {
            updating = false;
        }
        branches.refresh();
    }

    private void setControlsEnabled(boolean on) {
        duration.setEnabled(on);
        sound.setEnabled(on);
        exit.setEnabled(on);
        branches.setVisible(on);
    }

    static String soundLabel(int index, AgentSound s) {
        try {
            WaveFormat f = s.format();
            return String.format(Locale.ROOT, "Sound %d (%.2f s, %s)", index + 1, f.durationMillis() / 1000.0,
                    f.codecName());
        } catch (RuntimeException e) {
            return "Sound " + (index + 1);
        }
    }

    private void playSound() {
        AgentFrame frame = context.selection().selectedFrame();
        if (frame != null && frame.soundIndex() >= 0 && frame.soundIndex() < context.character().sounds().size()) {
            context.sounds().play(context.character().sounds().get(frame.soundIndex()).data());
        }
    }

    /** Asks for a WAV, reads and checks it off the event thread, then hands it to {@code use}. */
    private void chooseWav(Consumer<AgentSound> use) {
        if (context.selection().selectedFrame() == null) {
            return;
        }
        context.files().open(this, "Choose a sound", "WAV sounds", "wav").ifPresent(path ->
                CompletableFuture.supplyAsync(() -> readWav(path)).whenCompleteAsync((sound, failure) -> {
                    if (failure != null) {
                        Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
                        context.message("Could not read " + path.getFileName() + ": " + cause.getMessage());
                    } else {
                        use.accept(sound);
                    }
                }, Edt.EXECUTOR));
    }

    static AgentSound readWav(Path path) {
        try {
            AgentSound s = AgentSound.of(Files.readAllBytes(path));
            s.format();
            return s;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("not a WAV sound Agent can play (" + e.getMessage() + ")", e);
        }
    }

    private void addSound(AgentSound s) {
        withFrame((a, f) -> context.document().compound("Add sound", () -> {
            int index = context.ops().media().addSound(s);
            context.ops().frames().setSound(a, f, index);
        }));
    }

    private void replaceSound(AgentSound s) {
        AgentFrame frame = context.selection().selectedFrame();
        if (frame == null || frame.soundIndex() < 0) {
            addSound(s);
            return;
        }
        int index = frame.soundIndex();
        context.edit(() -> context.ops().media().replaceSound(index, s));
    }
}
