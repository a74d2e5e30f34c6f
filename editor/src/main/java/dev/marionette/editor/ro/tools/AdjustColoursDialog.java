package dev.marionette.editor.ro.tools;

import dev.marionette.model.doc.EditRejectedException;
import dev.marionette.model.ro.doc.SpriteDocument;
import dev.marionette.model.spr.Palette;
import javax.swing.JSlider;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;

/**
 * Palette &gt; Adjust Colours: hue, saturation and brightness of a range of palette entries, seen live on the
 * canvas: every move of a slider changes the document's palette, and the moves merge into one undo step
 * ("Adjust colours 1-255"). Apply keeps it; Cancel takes it back.
 */
final class AdjustColoursDialog extends ToolDialog {

    private static final long serialVersionUID = 1L;

    private final transient ToolContext context;
    private final transient Palette original;
    private final int stepsBefore;
    private final JSpinner from = new JSpinner(new SpinnerNumberModel(1, 0, 255, 1));
    private final JSpinner to = new JSpinner(new SpinnerNumberModel(255, 0, 255, 1));
    private final JSlider hue = slider(-180, 180, "adjustHue");
    private final JSlider saturation = slider(-100, 100, "adjustSaturation");
    private final JSlider brightness = slider(-100, 100, "adjustBrightness");
    private boolean changed;

    AdjustColoursDialog(ToolContext context, int first, int last) {
        super(context.parent(), "Adjust Colours", "adjustColoursDialog", false);
        this.context = context;
        SpriteDocument doc = context.document();
        if (!doc.sheet().hasPalette()) {
            throw new EditRejectedException("The sprite sheet has no palette.");
        }
        this.original = doc.sheet().palette();
        doc.endMerging();
        this.stepsBefore = doc.history().position();
        from.setValue(first);
        to.setValue(last);
        from.setName("adjustFrom");
        to.setName("adjustTo");
        row("Palette entries from", from);
        row("to", to);
        row("Hue (degrees)", hue);
        row("Saturation (%)", saturation);
        row("Brightness (%)", brightness);
        wide(new javax.swing.JLabel("<html><small>The canvas shows the change as you go. Entry 0 is transparent."
                + "</small></html>"));
        from.addChangeListener(e -> live());
        to.addChangeListener(e -> live());
        hue.addChangeListener(e -> live());
        saturation.addChangeListener(e -> live());
        brightness.addChangeListener(e -> live());
    }

    private static JSlider slider(int min, int max, String name) {
        JSlider s = new JSlider(min, max, 0);
        s.setName(name);
        s.setMajorTickSpacing((max - min) / 4);
        s.setPaintTicks(true);
        s.setPaintLabels(true);
        return s;
    }

    /** Sets the sliders (for tests). */
    void set(int hueDegrees, int saturationPercent, int brightnessPercent) {
        hue.setValue(hueDegrees);
        saturation.setValue(saturationPercent);
        brightness.setValue(brightnessPercent);
    }

    private void live() {
        SpriteDocument doc = context.document();
        doc.editor().palette().adjustColours(original, (Integer) from.getValue(), (Integer) to.getValue(),
                hue.getValue(), saturation.getValue() / 100.0, brightness.getValue() / 100.0);
        changed = true;
        update();
    }

    @Override
    protected void refresh() {
        showNote(changed ? "Entries " + from.getValue() + "-" + to.getValue() + " adjusted" : "Move a slider");
    }

    @Override
    protected void applyCommand() {
        context.document().endMerging();
    }

    @Override
    protected void onCancel() {
        SpriteDocument doc = context.document();
        if (changed && doc.history().position() == stepsBefore + 1) {
            doc.revertLastStep();
        }
        doc.endMerging();
    }
}
