package dev.marionette.editor.agent.panel;

import dev.marionette.editor.agent.canvas.FrameRenderer;
import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.AgentMouth;
import dev.marionette.model.acs.edit.AgentLimits;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;

/**
 * The Overlay page: for each of the seven mouth shapes, a radio button named after it that previews it on the
 * canvas ("None" for no overlay), the image shown while speaking (0 = none), its x/y offset in the frame, and
 * "Replace base frame top image" for the frame's overlays. Offset changes go through the document, so consecutive spinner steps of one overlay undo together.
 */
public final class MouthsPanel extends JPanel {

    private final AgentContext context;
    private final JSpinner[] images = new JSpinner[AgentLimits.MOUTH_TYPES];
    private final JSpinner[] xs = new JSpinner[AgentLimits.MOUTH_TYPES];
    private final JSpinner[] ys = new JSpinner[AgentLimits.MOUTH_TYPES];
    private final JRadioButton[] previews = new JRadioButton[AgentLimits.MOUTH_TYPES + 1];
    private final JCheckBox replaceTop = new JCheckBox("Replace base frame top image");
    private boolean updating;

    public MouthsPanel(AgentContext context) {
        // Columns as wide as their spinners need (a fixed width narrower than a spinner's minimum let it spill over
        // the next column, hiding the Show buttons under the X/Y spinners), and the mouth's name is its Show button,
        // so the rows fit the side bar at 1280x800.
        super(new MigLayout("insets 6, wrap 4", "[][][sg offset][sg offset]"));
        this.context = context;
        setName("mouths");
        ButtonGroup group = new ButtonGroup();
        previews[AgentLimits.MOUTH_TYPES] = new JRadioButton("None", true);
        previews[AgentLimits.MOUTH_TYPES].setName("mouthPreviewNone");
        previews[AgentLimits.MOUTH_TYPES].setToolTipText("Show the frame without a mouth overlay");
        previews[AgentLimits.MOUTH_TYPES].addActionListener(e -> context.selection().previewMouth(-1));
        group.add(previews[AgentLimits.MOUTH_TYPES]);
        add(new JLabel("Show mouth"));
        add(new JLabel("Image"));
        add(new JLabel("X"));
        add(new JLabel("Y"));
        add(previews[AgentLimits.MOUTH_TYPES], "wrap");
        for (int t = 0; t < AgentLimits.MOUTH_TYPES; t++) {
            int type = t;
            images[t] = new JSpinner(new SpinnerNumberModel(0, 0, 0, 1));
            images[t].setName("mouthImage" + t);
            images[t].setToolTipText("Image number; 0 for no overlay");
            columns(images[t], 3);
            images[t].addChangeListener(e -> setMouth(type));
            xs[t] = offsetSpinner("mouthX" + t, "Horizontal offset of the overlay in the frame", type);
            ys[t] = offsetSpinner("mouthY" + t, "Vertical offset of the overlay in the frame", type);
            previews[t] = new JRadioButton(AgentMouth.TYPE_NAMES[t]);
            previews[t].setName("mouthPreview" + t);
            previews[t].setToolTipText("Show this mouth on the canvas");
            previews[t].addActionListener(e -> context.selection().previewMouth(type));
            group.add(previews[t]);
            add(previews[t]);
            add(images[t]);
            add(xs[t]);
            add(ys[t]);
        }
        replaceTop.setName("mouthReplacesTop");
        replaceTop.addActionListener(e -> {
            if (!updating) {
                int a = context.selection().animation();
                int f = context.selection().frame();
                boolean on = replaceTop.isSelected();
                context.edit(() -> context.ops().frameContent().setMouthsReplaceTopImage(a, f, on));
            }
        });
        add(replaceTop, "span 4");
        context.selection().addChangeListener(e -> refresh());
        context.listen(this::documentChanged);
        refresh();
    }

    private JSpinner offsetSpinner(String name, String tip, int type) {
        JSpinner spinner = new JSpinner(new SpinnerNumberModel(0, Short.MIN_VALUE, Short.MAX_VALUE, 1));
        spinner.setName(name);
        spinner.setToolTipText(tip);
        spinner.addChangeListener(e -> setOffset(type));
        // three columns of the field's font hold four digits ("-125"): four pushed Y out of the side at 1280x800
        columns(spinner, 3);
        return spinner;
    }

    /** Sizes a spinner for {@code n} digits (its editor would size itself for the widest value of its range). */
    private static void columns(JSpinner spinner, int n) {
        ((JSpinner.DefaultEditor) spinner.getEditor()).getTextField().setColumns(n);
    }

    private void setOffset(int type) {
        if (updating || FrameRenderer.mouth(context.selection().selectedFrame(), type) == null) {
            return;
        }
        int a = context.selection().animation();
        int f = context.selection().frame();
        int x = (Integer) xs[type].getValue();
        int y = (Integer) ys[type].getValue();
        if (!context.edit(() -> context.ops().frameContent().setMouthPosition(a, f, type, x, y))) {
            refresh();
        }
    }

    private void setMouth(int type) {
        if (updating || context.selection().selectedFrame() == null) {
            return;
        }
        int number = (Integer) images[type].getValue();
        int a = context.selection().animation();
        int f = context.selection().frame();
        boolean had = FrameRenderer.mouth(context.selection().selectedFrame(), type) != null;
        if (number == 0) {
            if (had) {
                context.edit(() -> context.ops().frameContent().removeMouth(a, f, type));
            }
        } else if (context.edit(() -> context.ops().frameContent().setMouth(a, f, type, number - 1))) {
            context.selection().previewMouth(type);
        }
    }

    private void documentChanged(DocumentEvent e) {
        if (e.changes().stream().anyMatch(c -> c.part() == Part.IMAGE || context.selection().inSelectedFrame(c))) {
            refresh();
        }
    }

    private void refresh() {
        updating = true;
        try {
            AgentFrame frame = context.selection().selectedFrame();
            int count = context.character().images().size();
            boolean any = false;
            boolean replace = false;
            for (int t = 0; t < AgentLimits.MOUTH_TYPES; t++) {
                AgentMouth m = FrameRenderer.mouth(frame, t);
                SpinnerNumberModel model = (SpinnerNumberModel) images[t].getModel();
                model.setMaximum(count);
                model.setValue(m == null ? 0 : Math.min(count, m.imageIndex() + 1));
                images[t].setEnabled(frame != null);
                xs[t].setValue(m == null ? 0 : m.x());
                ys[t].setValue(m == null ? 0 : m.y());
                xs[t].setEnabled(m != null);
                ys[t].setEnabled(m != null);
                previews[t].setEnabled(m != null);
                any |= m != null;
                replace |= m != null && m.replacesTopImage();
            }
            replaceTop.setEnabled(any);
            replaceTop.setSelected(replace);
            int shown = context.selection().mouth();
            previews[shown >= 0 && shown < AgentLimits.MOUTH_TYPES ? shown : AgentLimits.MOUTH_TYPES].setSelected(true);
        } finally {
            updating = false;
        }
    }
}
