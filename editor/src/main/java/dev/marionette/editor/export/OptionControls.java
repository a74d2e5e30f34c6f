package dev.marionette.editor.export;

import dev.marionette.export.Background;
import dev.marionette.export.ExportOption;
import dev.marionette.export.ExportOptions;
import java.awt.Color;
import java.util.List;
import java.util.Set;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JColorChooser;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;

/**
 * The Export dialog's settings: one control per {@link ExportOption}, shown only for the options the chosen
 * exporter reads, and read back as {@link ExportOptions}. The values survive switching formats. Event thread.
 */
final class OptionControls extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JComboBox<String> action = new JComboBox<>();
    private final JComboBox<String> animation = new JComboBox<>();
    private final JCheckBox all = new JCheckBox("Every action");
    private final JCheckBox transparent = new JCheckBox("Transparent background", true);
    private final JButton colour = new JButton("Colour…");
    private final JSpinner scale = new JSpinner(new SpinnerNumberModel(1, 1, ExportOptions.MAX_SCALE, 1));
    private final JCheckBox seeded = new JCheckBox("Branching run, seed");
    private final JSpinner seed = new JSpinner(new SpinnerNumberModel(1, 0, Integer.MAX_VALUE, 1));
    private final JSpinner steps = new JSpinner(new SpinnerNumberModel(ExportOptions.DEFAULT_STEPS, 1,
            ExportOptions.MAX_STEPS, 10));
    private final JCheckBox dither = new JCheckBox("Dither where colours must be reduced");
    private final JLabel references = new JLabel();
    private final MotionOptionControls motion;
    private final ExportOptions suggested;
    private Color background = Color.WHITE;
    private Runnable changed = () -> { };

    /**
     * @param sequences     the source's actions or animations (for the choosers), may be empty
     * @param referenceInfo what the references are ("head_20_f.act in front"), or empty when there are none
     * @param suggested     the settings to start from
     */
    OptionControls(List<String> sequences, String referenceInfo, ExportOptions suggested) {
        super(new MigLayout("insets 0, wrap 2, hidemode 3", "[][grow, fill]"));
        this.suggested = suggested;
        this.motion = new MotionOptionControls(suggested, this::fire);
        for (int i = 0; i < sequences.size(); i++) {
            action.addItem(i + "  " + sequences.get(i));
            animation.addItem(sequences.get(i));
        }
        action.setName("exportAction");
        animation.setName("exportAnimation");
        all.setName("exportAll");
        transparent.setName("exportTransparent");
        colour.setName("exportColour");
        scale.setName("exportScale");
        seeded.setName("exportSeeded");
        seed.setName("exportSeed");
        steps.setName("exportSteps");
        dither.setName("exportDither");
        references.setName("exportReferences");
        references.setText(referenceInfo.isEmpty() ? "" : "References: " + referenceInfo);
        suggested.action().ifPresent(a -> {
            if (a < action.getItemCount()) {
                action.setSelectedIndex(a);
            }
        });
        suggested.animation().ifPresent(name -> {
            for (int i = 0; i < animation.getItemCount(); i++) {
                if (animation.getItemAt(i).equalsIgnoreCase(name)) {
                    animation.setSelectedIndex(i);
                }
            }
        });
        colour.setEnabled(false);
        colour.addActionListener(e -> {
            Color chosen = JColorChooser.showDialog(this, "Background colour", background);
            if (chosen != null) {
                background = chosen;
                fire();
            }
        });
        transparent.addActionListener(e -> {
            colour.setEnabled(!transparent.isSelected());
            fire();
        });
        seeded.addActionListener(e -> {
            seed.setEnabled(seeded.isSelected());
            steps.setEnabled(seeded.isSelected());
            fire();
        });
        seed.setEnabled(false);
        steps.setEnabled(false);
        action.addActionListener(e -> fire());
        animation.addActionListener(e -> fire());
        all.addActionListener(e -> {
            action.setEnabled(!all.isSelected());
            animation.setEnabled(!all.isSelected());
            fire();
        });
        dither.addActionListener(e -> fire());
        scale.addChangeListener(e -> fire());
        seed.addChangeListener(e -> fire());
        steps.addChangeListener(e -> fire());
        show(Set.of());
    }

    /** Runs {@code listener} whenever a setting changes. */
    void onChange(Runnable listener) {
        this.changed = listener;
    }

    private void fire() {
        changed.run();
    }

    /** Shows the controls of {@code options} and hides the others. */
    void show(Set<ExportOption> options) {
        removeAll();
        if (options.contains(ExportOption.ACTION) && action.getItemCount() > 0) {
            add(new JLabel("Action"));
            add(action);
        }
        if (options.contains(ExportOption.ANIMATION) && animation.getItemCount() > 0) {
            add(new JLabel("Animation"));
            add(animation);
        }
        if (options.contains(ExportOption.ALL)) {
            all.setText(options.contains(ExportOption.ANIMATION) ? "Every animation" : "Every action");
            add(all, "skip");
        }
        if (options.contains(ExportOption.REFERENCES) && !references.getText().isEmpty()) {
            add(references, "span");
        }
        if (options.contains(ExportOption.BACKGROUND)) {
            add(new JLabel("Background"));
            add(transparent, "split 2, growx 0");
            add(colour, "growx 0");
        }
        if (options.contains(ExportOption.SCALE)) {
            add(new JLabel("Scale"));
            add(scale, "growx 0, w 70!");
        }
        if (options.contains(ExportOption.SEED)) {
            add(seeded, "span, split 2");
            add(seed, "growx 0, w 110!");
        }
        if (options.contains(ExportOption.STEPS)) {
            add(new JLabel("Frames before Stop"));
            add(steps, "growx 0, w 90!");
        }
        if (options.contains(ExportOption.DITHER)) {
            add(dither, "span");
        }
        motion.add(this, options);
        revalidate();
        repaint();
    }

    /** The settings as they stand. */
    ExportOptions options() {
        // From the suggested settings: what the source's view chose and no control shows (a frame rate) stays.
        ExportOptions.Builder b = suggested.toBuilder()
                .all(all.isSelected())
                .background(transparent.isSelected() ? Background.TRANSPARENT
                        : Background.of(background.getRGB() & 0xFF_FFFF))
                .scale((Integer) scale.getValue())
                .steps((Integer) steps.getValue())
                .dither(dither.isSelected());
        if (action.getSelectedIndex() >= 0) {
            b.action(action.getSelectedIndex());
        }
        if (animation.getSelectedItem() != null) {
            b.animation((String) animation.getSelectedItem());
        }
        b.seed(seeded.isSelected() ? ((Integer) seed.getValue()).longValue() : null);
        motion.apply(b);
        return b.build();
    }

    /** Enables or disables every control (while an export runs), keeping the choosers off with "every". */
    void setInputEnabled(boolean enabled) {
        for (java.awt.Component c : getComponents()) {
            c.setEnabled(enabled);
        }
        action.setEnabled(enabled && !all.isSelected());
        animation.setEnabled(enabled && !all.isSelected());
        colour.setEnabled(enabled && !transparent.isSelected());
        seed.setEnabled(enabled && seeded.isSelected());
        steps.setEnabled(enabled && seeded.isSelected());
        motion.setEnabled(enabled);
    }

    /** Sets the background colour (the colour chooser's answer; tests set it directly). */
    void setBackgroundColour(Color c) {
        background = c;
        transparent.setSelected(false);
        colour.setEnabled(true);
        fire();
    }
}
