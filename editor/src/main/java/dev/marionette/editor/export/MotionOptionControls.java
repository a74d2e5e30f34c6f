package dev.marionette.editor.export;

import dev.marionette.export.ExportOption;
import dev.marionette.export.ExportOptions;
import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;

/**
 * The Export dialog's settings for motion: the camera (yaw and pitch, starting from the view's), the size and
 * line width (0 leaves the format's default), the directions of sprite frames, how many pictures (the format's
 * default rate, a rate per second of motion, or a number in all) and "in place". Part of {@link OptionControls}.
 */
final class MotionOptionControls {

    private final JSpinner yaw;
    private final JSpinner pitch;
    private final JSpinner size = new JSpinner(new SpinnerNumberModel(0, 0, ExportOptions.MAX_SIZE, 8));
    private final JSpinner lineWidth = new JSpinner(new SpinnerNumberModel(0.0, 0.0, ExportOptions.MAX_LINE_WIDTH,
            0.5));
    private final JComboBox<String> directions = new JComboBox<>(new String[] {"8", "4", "1"});
    private final JComboBox<String> sampling = new JComboBox<>(new String[] {"The format's default",
        "Per second of motion", "In all"});
    private final JSpinner pictures = new JSpinner(new SpinnerNumberModel(25.0, 0.5, ExportOptions.MAX_FRAMES, 1.0));
    private final JCheckBox inPlace = new JCheckBox("In place (the root keeps its first horizontal position)");
    private final List<Component> all = new ArrayList<>();

    MotionOptionControls(ExportOptions suggested, Runnable changed) {
        yaw = new JSpinner(new SpinnerNumberModel(suggested.yaw().orElse(30), -360.0, 360.0, 15.0));
        pitch = new JSpinner(new SpinnerNumberModel(suggested.pitch().orElse(15), -90.0, 90.0, 5.0));
        inPlace.setSelected(suggested.inPlace());
        yaw.setName("exportYaw");
        pitch.setName("exportPitch");
        size.setName("exportSize");
        lineWidth.setName("exportLineWidth");
        directions.setName("exportDirections");
        sampling.setName("exportSampling");
        pictures.setName("exportPictures");
        inPlace.setName("exportInPlace");
        pictures.setEnabled(false);
        for (JSpinner s : new JSpinner[] {yaw, pitch, size, lineWidth, pictures}) {
            s.addChangeListener(e -> changed.run());
        }
        directions.addActionListener(e -> changed.run());
        sampling.addActionListener(e -> {
            pictures.setEnabled(sampling.getSelectedIndex() > 0);
            changed.run();
        });
        inPlace.addActionListener(e -> changed.run());
    }

    /** Adds the controls of {@code options} to {@code panel} (two columns). */
    void add(JPanel panel, Set<ExportOption> options) {
        all.clear();
        if (options.contains(ExportOption.CAMERA)) {
            row(panel, "Camera yaw, pitch (\u00b0)", yaw, "split 2, growx 0, w 80!");
            add(panel, pitch, "growx 0, w 80!");
        }
        if (options.contains(ExportOption.DIRECTIONS)) {
            row(panel, "Directions", directions, "growx 0");
        }
        if (options.contains(ExportOption.SIZE)) {
            row(panel, "Size (px, 0: default)", size, "growx 0, w 80!");
        }
        if (options.contains(ExportOption.LINE_WIDTH)) {
            row(panel, "Line width (px, 0: default)", lineWidth, "growx 0, w 80!");
        }
        if (options.contains(ExportOption.SAMPLING)) {
            row(panel, "Pictures", sampling, "split 2, growx 0");
            add(panel, pictures, "growx 0, w 80!");
        }
        if (options.contains(ExportOption.IN_PLACE)) {
            add(panel, inPlace, "span");
        }
    }

    private void row(JPanel panel, String label, Component c, String constraints) {
        JLabel l = new JLabel(label);
        panel.add(l);
        all.add(l);
        add(panel, c, constraints);
    }

    private void add(JPanel panel, Component c, String constraints) {
        panel.add(c, constraints);
        all.add(c);
    }

    /** Puts the settings into {@code b}. */
    void apply(ExportOptions.Builder b) {
        b.yaw(((Number) yaw.getValue()).doubleValue()).pitch(((Number) pitch.getValue()).doubleValue())
                .inPlace(inPlace.isSelected())
                .directions(Integer.parseInt((String) directions.getSelectedItem()));
        int px = (Integer) size.getValue();
        b.size(px == 0 ? null : Math.max(8, px));
        double width = ((Number) lineWidth.getValue()).doubleValue();
        b.lineWidth(width == 0 ? null : width);
        double n = ((Number) pictures.getValue()).doubleValue();
        switch (sampling.getSelectedIndex()) {
            case 1 -> b.outputRate(Math.min(ExportOptions.MAX_FRAME_RATE, n));
            case 2 -> b.frames((int) Math.max(1, Math.round(n)));
            default -> {
            }
        }
    }

    /** Enables or disables the controls shown. */
    void setEnabled(boolean enabled) {
        for (Component c : all) {
            c.setEnabled(enabled);
        }
        pictures.setEnabled(enabled && sampling.getSelectedIndex() > 0);
    }
}
