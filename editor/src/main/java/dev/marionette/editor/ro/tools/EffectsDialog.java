package dev.marionette.editor.ro.tools;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.tools.Effects;
import java.awt.CardLayout;
import java.awt.Color;
import java.util.Map;
import java.util.TreeSet;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JColorChooser;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;

/**
 * Animation &gt; Effects: fade in or out to a colour, breathing, outline or silhouette, trail, shake or recoil
 * on the chosen frames (the action tree's selection, or the frame shown), as new frames or on the frames
 * themselves, with a live preview of the first action changed. Pictures the effect draws go into the sprite
 * sheet (indexed when the palette holds their colours, else RGBA).
 */
final class EffectsDialog extends ToolDialog {

    private static final long serialVersionUID = 1L;

    /** The effects offered, in the menu's order. */
    enum Kind {
        FADE_OUT("Fade out"), FADE_IN("Fade in"), BREATHING("Breathing"), OUTLINE("Outline"), SILHOUETTE("Silhouette"),
        TRAIL("Trail / shadow copies"), SHAKE("Shake"), RECOIL("Recoil");

        private final String text;

        Kind(String text) {
            this.text = text;
        }

        @Override
        public String toString() {
            return text;
        }
    }

    private final transient ToolContext context;
    private final transient Map<Integer, TreeSet<Integer>> frames;
    private final JComboBox<Kind> kind = new JComboBox<>(Kind.values());
    private final CardLayout cards = new CardLayout();
    private final JPanel parameters = new JPanel(cards);
    private final JRadioButton onFrames = new JRadioButton("On the chosen frames", true);
    private final JRadioButton newFrames = new JRadioButton("As new frames:");
    private final JSpinner steps = new JSpinner(new SpinnerNumberModel(4, 1, 100, 1));
    private Color colour = Color.WHITE;
    private final JButton colourButton = new JButton("Colour…");
    private final JSpinner strength = new JSpinner(new SpinnerNumberModel(100, 0, 100, 5));
    private final JSpinner endAlpha = new JSpinner(new SpinnerNumberModel(0, 0, 255, 5));
    private final JSpinner amplitude = new JSpinner(new SpinnerNumberModel(4, 1, 50, 1));
    private final JSpinner cycles = new JSpinner(new SpinnerNumberModel(1, 1, 10, 1));
    private final JCheckBox vertical = new JCheckBox("Vertically only", true);
    private final JCheckBox breathingAnchors = new JCheckBox("Anchors move with the body", true);
    private final JSpinner thickness = new JSpinner(new SpinnerNumberModel(1, 1, 8, 1));
    private final JSpinner outlineAlpha = new JSpinner(new SpinnerNumberModel(255, 0, 255, 5));
    private final JSpinner copies = new JSpinner(new SpinnerNumberModel(2, 1, 8, 1));
    private final JSpinner delay = new JSpinner(new SpinnerNumberModel(1, 1, 20, 1));
    private final JSpinner trailAlpha = new JSpinner(new SpinnerNumberModel(128, 0, 255, 5));
    private final JSpinner pixels = new JSpinner(new SpinnerNumberModel(4, -64, 64, 1));
    private final JCheckBox horizontal = new JCheckBox("Along x", true);
    private final JCheckBox alongY = new JCheckBox("Along y", false);
    private final JCheckBox shakeAnchors = new JCheckBox("Anchors too (attached sprites follow)", true);

    EffectsDialog(ToolContext context, Map<Integer, TreeSet<Integer>> frames) {
        super(context.parent(), "Effects", "effectsDialog", true);
        this.context = context;
        this.frames = frames;
        kind.setName("effectKind");
        steps.setName("effectSteps");
        newFrames.setName("effectNewFrames");
        int count = frames.values().stream().mapToInt(TreeSet::size).sum();
        wide(new JLabel("<html>" + count + " chosen frame(s) in " + frames.size() + " action(s)</html>"));
        row("Effect", kind);
        parameters.add(panel("Colour", colourButton, "Covered (%)", strength, "End opacity (0-255)", endAlpha),
                "fade");
        parameters.add(panel("Amplitude (%)", amplitude, "Pulses", cycles, null, vertical, null, breathingAnchors),
                "breathing");
        parameters.add(panel("Colour", colourButton(), "Thickness", thickness, "Opacity", outlineAlpha), "outline");
        parameters.add(panel("Copies", copies, "Frames apart", delay, "Colour", colourButton(), "Opacity", trailAlpha),
                "trail");
        parameters.add(panel("Pixels", pixels, null, horizontal, null, alongY, null, shakeAnchors), "shake");
        wide(parameters);
        ButtonGroup placement = new ButtonGroup();
        placement.add(onFrames);
        placement.add(newFrames);
        wide(onFrames);
        settings.add(newFrames);
        settings.add(steps);
        colourButton.addActionListener(e -> chooseColour());
        kind.addActionListener(e -> {
            Kind k = (Kind) kind.getSelectedItem();
            colour = k == Kind.OUTLINE || k == Kind.SILHOUETTE || k == Kind.TRAIL ? Color.BLACK : colour;
            cards.show(parameters, card(k));
            boolean framesAllowed = k != Kind.OUTLINE && k != Kind.SILHOUETTE && k != Kind.TRAIL;
            newFrames.setEnabled(framesAllowed);
            steps.setEnabled(framesAllowed);
            if (!framesAllowed) {
                onFrames.setSelected(true);
            } else if (k == Kind.FADE_OUT || k == Kind.FADE_IN) {
                newFrames.setSelected(true);
            }
            update();
        });
        for (JSpinner s : new JSpinner[] {steps, strength, endAlpha, amplitude, cycles, thickness, outlineAlpha, copies,
            delay, trailAlpha, pixels}) {
            s.addChangeListener(e -> update());
        }
        for (javax.swing.AbstractButton b : new javax.swing.AbstractButton[] {onFrames, newFrames, vertical,
            breathingAnchors, horizontal, alongY, shakeAnchors}) {
            b.addActionListener(e -> update());
        }
        newFrames.setSelected(true);
    }

    private JButton colourButton() {
        JButton b = new JButton("Colour…");
        b.addActionListener(e -> chooseColour());
        return b;
    }

    private static String card(Kind k) {
        return switch (k) {
            case FADE_OUT, FADE_IN -> "fade";
            case BREATHING -> "breathing";
            case OUTLINE, SILHOUETTE -> "outline";
            case TRAIL -> "trail";
            case SHAKE, RECOIL -> "shake";
        };
    }

    private static JPanel panel(Object... labelsAndFields) {
        JPanel p = new JPanel(new MigLayout("insets 0, wrap 2, gap 6 4", "[right][grow, fill]"));
        for (int i = 0; i < labelsAndFields.length; i += 2) {
            Object label = labelsAndFields[i];
            javax.swing.JComponent field = (javax.swing.JComponent) labelsAndFields[i + 1];
            if (label == null) {
                p.add(field, "span 2");
            } else {
                p.add(new JLabel((String) label));
                p.add(field);
            }
        }
        return p;
    }

    private void chooseColour() {
        Color chosen = JColorChooser.showDialog(this, "Effect colour", colour);
        if (chosen != null) {
            colour = chosen;
            update();
        }
    }

    /** Chooses an effect (for tests). */
    void choose(Kind k) {
        kind.setSelectedItem(k);
    }

    Effects.Effect effect() {
        int rgb = colour.getRGB() & 0xFFFFFF;
        return switch ((Kind) kind.getSelectedItem()) {
            case FADE_OUT, FADE_IN -> new Effects.Fade(kind.getSelectedItem() == Kind.FADE_OUT, rgb,
                    (Integer) strength.getValue() / 100.0, (Integer) endAlpha.getValue());
            case BREATHING -> new Effects.Breathing((Integer) amplitude.getValue() / 100.0, (Integer) cycles.getValue(),
                    vertical.isSelected(), breathingAnchors.isSelected());
            case OUTLINE, SILHOUETTE -> new Effects.Outline(rgb, (Integer) thickness.getValue(),
                    kind.getSelectedItem() == Kind.SILHOUETTE, (Integer) outlineAlpha.getValue());
            case TRAIL -> new Effects.Trail((Integer) copies.getValue(), (Integer) delay.getValue(),
                    rgb << 8 | (Integer) trailAlpha.getValue());
            case SHAKE, RECOIL -> new Effects.Shake((Integer) pixels.getValue(), kind.getSelectedItem() == Kind.RECOIL,
                    horizontal.isSelected(), alongY.isSelected(), shakeAnchors.isSelected());
        };
    }

    private Effects.Placement placement() {
        return newFrames.isSelected() ? Effects.Placement.NEW_FRAMES : Effects.Placement.ON_FRAMES;
    }

    @Override
    protected void refresh() {
        colourButton.setBackground(colour);
        Effects.Result result = context.document().editor().animation().previewEffect(frames, effect(), placement(),
                (Integer) steps.getValue());
        if (result.actions().isEmpty()) {
            throw new EditRejectedException("No frame is chosen.");
        }
        Map.Entry<Integer, ActAnimation> first = result.actions().entrySet().iterator().next();
        preview.show(context.previewWith(first.getKey(), first.getValue(),
                result.images().appliedTo(context.document().sheet())), first.getKey(),
                context.millis(first.getValue()), context.actionName(first.getKey()));
        int indexed = result.images().indexed().size();
        int rgba = result.images().rgba().size();
        showNote(indexed + rgba == 0 ? "No new pictures" : "New pictures: " + indexed + " indexed, " + rgba + " RGBA");
    }

    @Override
    protected void applyCommand() {
        Effects.Result result = context.document().editor().animation().applyEffect(frames, effect(), placement(),
                (Integer) steps.getValue());
        context.message(effect().title() + " applied to " + result.actions().size() + " action(s)"
                + (result.images().isEmpty() ? "." : "; " + (result.images().indexed().size()
                + result.images().rgba().size()) + " new pictures in the sprite sheet."));
    }
}
