package dev.marionette.editor.agent;

import dev.marionette.editor.agent.character.PaletteView;
import dev.marionette.editor.agent.shared.FilePicker;
import dev.marionette.editor.agent.shared.PngPalette;
import dev.marionette.editor.util.Buttons;
import dev.marionette.editor.util.ScreenFit;
import dev.marionette.model.acs.AgentPalettes;
import java.awt.Component;
import java.awt.Window;
import java.nio.file.Path;
import java.util.Optional;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import net.miginfocom.swing.MigLayout;

/**
 * File &gt; New &gt; Agent character, first: the new character's name, its frame size and its palette (the
 * standard Agent palette, or one taken from a PNG) with the transparent colour, shown as swatches. OK builds the
 * character from the template with these settings; Cancel builds nothing.
 */
final class NewCharacterWizard {

    private final JDialog dialog;
    private final JTextField name = new JTextField(NewCharacterSettings.DEFAULT.name(), 24);
    private final JSpinner width = new JSpinner(new SpinnerNumberModel(128, 1, 4096, 1));
    private final JSpinner height = new JSpinner(new SpinnerNumberModel(128, 1, 4096, 1));
    private final JRadioButton standard = new JRadioButton("Standard Agent palette", true);
    private final JRadioButton fromPng = new JRadioButton("From a PNG:");
    private final JTextField png = new JTextField(22);
    private final JSpinner transparent = new JSpinner(new SpinnerNumberModel(AgentPalettes.DEFAULT_TRANSPARENT_INDEX,
            0, 255, 1));
    private final PaletteView swatches = new PaletteView();
    private final JLabel message = new JLabel(" ");
    private int[] palette = AgentPalettes.standard();
    private String loadedPng;
    private NewCharacterSettings result;

    private NewCharacterWizard(Component parent, String template) {
        Window owner = parent == null ? null : parent instanceof Window w ? w : SwingUtilities.getWindowAncestor(parent);
        dialog = new JDialog(owner, "New Agent character", java.awt.Dialog.ModalityType.APPLICATION_MODAL);
        dialog.setName("newCharacterWizard");
        name.setName("wizardName");
        width.setName("wizardWidth");
        height.setName("wizardHeight");
        standard.setName("wizardStandardPalette");
        fromPng.setName("wizardPngPalette");
        png.setName("wizardPngFile");
        transparent.setName("wizardTransparent");
        message.setName("wizardMessage");
        ButtonGroup group = new ButtonGroup();
        group.add(standard);
        group.add(fromPng);
        JButton choose = Buttons.named("Choose\u2026", "wizardChoosePng");
        JButton ok = Buttons.named("Create", "wizardOk");
        JButton cancel = Buttons.named("Cancel", "wizardCancel");

        JPanel p = new JPanel(new MigLayout("wrap 3, insets 12", "[right][grow,fill][]"));
        p.add(new JLabel("<html><b>" + template + "</b></html>"), "span 3, left, wrap 10");
        p.add(new JLabel("Name:"));
        p.add(name, "span 2");
        p.add(new JLabel("Frame size:"));
        JPanel size = new JPanel(new MigLayout("insets 0", "[][][][]"));
        size.add(width);
        size.add(new JLabel("\u00d7"));
        size.add(height);
        size.add(new JLabel("pixels"));
        p.add(size, "span 2, left");
        p.add(new JLabel("Palette:"));
        p.add(standard, "span 2, left");
        p.add(new JLabel());
        p.add(fromPng, "split 2, left");
        p.add(png);
        p.add(choose);
        p.add(new JLabel("Transparent index:"));
        p.add(transparent, "span 2, left, w 70!");
        p.add(swatches, "skip 1, span 2, left");
        p.add(message, "span 3, left, wmax 420");
        p.add(ok, "span 3, split 2, right, tag ok");
        p.add(cancel, "tag cancel");
        dialog.setContentPane(p);
        dialog.getRootPane().setDefaultButton(ok);

        standard.addActionListener(e -> {
            usePalette(AgentPalettes.standard(), AgentPalettes.DEFAULT_TRANSPARENT_INDEX);
            loadedPng = null;
        });
        fromPng.addActionListener(e -> loadPng());
        png.addActionListener(e -> {
            fromPng.setSelected(true);
            loadPng();
        });
        choose.addActionListener(e -> FilePicker.SWING.open(dialog, "A PNG whose colours make the palette",
                "PNG pictures", "png").ifPresent(path -> {
                    png.setText(path.toString());
                    fromPng.setSelected(true);
                    loadPng();
                }));
        transparent.addChangeListener(e -> swatches.show(palette, (Integer) transparent.getValue()));
        ok.addActionListener(e -> finish());
        cancel.addActionListener(e -> dialog.dispose());
        usePalette(palette, AgentPalettes.DEFAULT_TRANSPARENT_INDEX);
        dialog.pack();
        dialog.setLocationRelativeTo(owner);
        ScreenFit.fit(dialog);
    }

    /** Asks; empty when cancelled. {@code template} names what is being made ("Empty Agent character"). */
    static Optional<NewCharacterSettings> ask(Component parent, String template) {
        NewCharacterWizard w = new NewCharacterWizard(parent, template);
        w.dialog.setVisible(true);
        return Optional.ofNullable(w.result);
    }

    private void usePalette(int[] colours, int transparentIndex) {
        palette = colours.clone();
        ((SpinnerNumberModel) transparent.getModel()).setMaximum(palette.length - 1);
        transparent.setValue(Math.min(transparentIndex, palette.length - 1));
        swatches.show(palette, (Integer) transparent.getValue());
        message.setText(palette.length + " colours");
    }

    /** Reads the PNG named in the field; says what is wrong and keeps the palette when it cannot. */
    private boolean loadPng() {
        String text = png.getText().strip();
        if (text.isEmpty()) {
            message.setText("Choose a PNG whose colours make the palette.");
            return false;
        }
        try {
            PngPalette.Result r = PngPalette.read(Path.of(text));
            usePalette(r.palette(), r.transparentIndex());
            loadedPng = text;
            message.setText(r.palette().length + " colours from " + Path.of(text).getFileName());
            return true;
        } catch (Exception e) {
            message.setText("<html>" + e.getMessage() + "</html>");
            return false;
        }
    }

    private void finish() {
        if (name.getText().isBlank()) {
            message.setText("The character needs a name.");
            return;
        }
        // The palette shown is kept (with the transparent index chosen for it) unless the PNG named changed.
        if (fromPng.isSelected() && !png.getText().strip().equals(loadedPng) && !loadPng()) {
            return;
        }
        result = new NewCharacterSettings(name.getText().strip(), (Integer) width.getValue(),
                (Integer) height.getValue(), palette, (Integer) transparent.getValue());
        dialog.dispose();
    }
}
