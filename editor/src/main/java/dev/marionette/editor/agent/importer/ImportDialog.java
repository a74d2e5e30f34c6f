package dev.marionette.editor.agent.importer;

import dev.marionette.editor.agent.canvas.FrameRenderer;
import dev.marionette.io.image.PaletteMapper;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.AgentImage;
import java.awt.Color;
import java.awt.Component;
import java.awt.Image;
import java.awt.image.BufferedImage;
import java.util.Optional;
import javax.swing.ButtonGroup;
import javax.swing.ImageIcon;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JColorChooser;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import net.miginfocom.swing.MigLayout;

/**
 * Asks how a picture goes onto the character's palette: with or without dithering, and which pixels become
 * transparent (see-through ones, or one colour: the top-left pixel's or one picked), showing the result as
 * Agent will draw it.
 */
public final class ImportDialog {

    private final AgentCharacter character;
    private final BufferedImage picture;
    private final JCheckBox dither = new JCheckBox("Dither (Floyd-Steinberg)");
    private final JRadioButton byAlpha = new JRadioButton("See-through pixels", true);
    private final JRadioButton byColor = new JRadioButton("This colour:");
    private final JButton colour = new JButton("   ");
    private final JLabel preview = new JLabel();
    private final int pictures;
    private int key;

    public ImportDialog(AgentCharacter character, BufferedImage picture) {
        this(character, picture, 1);
    }

    /** For several pictures mapped the same way (frames); {@code picture} is the first, shown as the preview. */
    public ImportDialog(AgentCharacter character, BufferedImage picture, int pictures) {
        this.character = character;
        this.picture = picture;
        this.pictures = pictures;
        this.key = picture.getRGB(0, 0) & 0xFFFFFF;
        if ((picture.getRGB(0, 0) >>> 24) == 0xFF && !picture.getColorModel().hasAlpha()) {
            byColor.setSelected(true);
        }
    }

    /** The options chosen, or empty when cancelled. */
    public Optional<PaletteMapper.Options> ask(Component parent) {
        JPanel panel = new JPanel(new MigLayout("wrap 2", "[][grow]"));
        ButtonGroup group = new ButtonGroup();
        group.add(byAlpha);
        group.add(byColor);
        panel.add(new JLabel((pictures > 1 ? pictures + " pictures (the first shown), " : "") + picture.getWidth()
                + " \u00d7 " + picture.getHeight() + " pixels onto the " + character.palette().length
                + "-colour palette"), "span 2");
        panel.add(dither, "span 2");
        panel.add(new JLabel("Transparent:"), "span 2");
        panel.add(byAlpha, "span 2");
        panel.add(byColor);
        panel.add(colour);
        panel.add(preview, "span 2, align center");
        colour.addActionListener(e -> {
            Color chosen = JColorChooser.showDialog(parent, "Transparent colour", new Color(key));
            if (chosen != null) {
                key = chosen.getRGB() & 0xFFFFFF;
                byColor.setSelected(true);
                update();
            }
        });
        dither.addActionListener(e -> update());
        byAlpha.addActionListener(e -> update());
        byColor.addActionListener(e -> update());
        update();
        int answer = JOptionPane.showConfirmDialog(parent, panel, pictures > 1 ? "Import frames" : "Import picture",
                JOptionPane.OK_CANCEL_OPTION, JOptionPane.PLAIN_MESSAGE);
        return answer == JOptionPane.OK_OPTION ? Optional.of(options()) : Optional.empty();
    }

    PaletteMapper.Options options() {
        return new PaletteMapper.Options(dither.isSelected(), byColor.isSelected()
                ? PaletteMapper.Transparency.COLOR : PaletteMapper.Transparency.ALPHA, key);
    }

    private void update() {
        colour.setBackground(new Color(key));
        AgentImage mapped = ImageImport.toAgentImage(character, picture, options());
        BufferedImage shown = FrameRenderer.renderImage(character, mapped);
        int scale = Math.max(1, Math.min(4, 256 / Math.max(shown.getWidth(), shown.getHeight())));
        preview.setIcon(new ImageIcon(shown.getScaledInstance(shown.getWidth() * scale, shown.getHeight() * scale,
                Image.SCALE_FAST)));
    }
}
