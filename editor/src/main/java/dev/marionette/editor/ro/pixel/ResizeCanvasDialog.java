package dev.marionette.editor.ro.pixel;

import java.awt.Component;
import java.awt.GridLayout;
import java.util.Optional;
import javax.swing.ButtonGroup;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JToggleButton;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;

/** Asks for a new canvas size and where the picture stays (one of nine anchors). */
final class ResizeCanvasDialog {

    /** The answer. */
    record Size(int width, int height, int anchorX, int anchorY) {
    }

    private ResizeCanvasDialog() {
    }

    static Optional<Size> ask(Component parent, int width, int height) {
        JSpinner w = new JSpinner(new SpinnerNumberModel(width, 1, 0xFFFF, 1));
        JSpinner h = new JSpinner(new SpinnerNumberModel(height, 1, 0xFFFF, 1));
        JPanel anchors = new JPanel(new GridLayout(3, 3, 2, 2));
        ButtonGroup group = new ButtonGroup();
        JToggleButton[] buttons = new JToggleButton[9];
        String[] arrows = {"↖", "↑", "↗", "←", "•", "→", "↙", "↓", "↘"};
        for (int i = 0; i < 9; i++) {
            buttons[i] = new JToggleButton(arrows[i]);
            buttons[i].setName("anchor" + i);
            group.add(buttons[i]);
            anchors.add(buttons[i]);
        }
        buttons[4].setSelected(true);
        JPanel panel = new JPanel(new MigLayout("wrap 2"));
        panel.add(new JLabel("Width"));
        panel.add(w);
        panel.add(new JLabel("Height"));
        panel.add(h);
        panel.add(new JLabel("The picture stays at"));
        panel.add(anchors);
        int answer = JOptionPane.showConfirmDialog(parent, panel, "Resize canvas", JOptionPane.OK_CANCEL_OPTION,
                JOptionPane.PLAIN_MESSAGE);
        if (answer != JOptionPane.OK_OPTION) {
            return Optional.empty();
        }
        int anchor = 4;
        for (int i = 0; i < 9; i++) {
            if (buttons[i].isSelected()) {
                anchor = i;
            }
        }
        return Optional.of(new Size((Integer) w.getValue(), (Integer) h.getValue(), anchor % 3, anchor / 3));
    }
}
