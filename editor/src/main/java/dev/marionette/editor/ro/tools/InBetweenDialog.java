package dev.marionette.editor.ro.tools;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.ActFrame;
import dev.marionette.model.ro.FrameRef;
import dev.marionette.model.ro.tools.Easing;
import java.util.List;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;

/**
 * Animation &gt; Insert In-betweens: between two neighbouring frames of an action (or from the last back to
 * the first), N new frames whose layers move, scale, turn and fade from the first to the second, linear or
 * eased; the preview plays the first key, the in-betweens and the second key.
 */
final class InBetweenDialog extends ToolDialog {

    private static final long serialVersionUID = 1L;

    private final transient ToolContext context;
    private final int action;
    private final JSpinner first;
    private final JSpinner count = new JSpinner(new SpinnerNumberModel(3, 1, 100, 1));
    private final JComboBox<Easing> easing = new JComboBox<>(Easing.values());
    private final JCheckBox anchors = new JCheckBox("Anchors move too", true);
    private List<FrameRef> inserted = List.of();

    InBetweenDialog(ToolContext context, int action, int firstFrame) {
        super(context.parent(), "Insert In-betweens", "inBetweensDialog", true);
        this.context = context;
        this.action = action;
        int frames = context.document().act().animations().get(action).frames().size();
        first = new JSpinner(new SpinnerNumberModel(Math.max(0, Math.min(firstFrame, frames - 1)), 0,
                Math.max(0, frames - 1), 1));
        first.setName("inBetweenFirst");
        count.setName("inBetweenCount");
        easing.setName("inBetweenEasing");
        easing.setSelectedItem(Easing.LINEAR);
        wide(new javax.swing.JLabel("<html><b>" + context.actionName(action) + "</b></html>"));
        row("From frame", first);
        row("In-betweens", count);
        row("Curve", easing);
        wide(anchors);
        wide(new javax.swing.JLabel("<html><small>They go after the first frame; the last frame leads back to"
                + " frame 0.<br>Layers pair by image, then by order.</small></html>"));
        first.addChangeListener(e -> update());
        count.addChangeListener(e -> update());
        easing.addActionListener(e -> update());
        anchors.addActionListener(e -> update());
    }

    private int firstFrame() {
        return (Integer) first.getValue();
    }

    private int secondFrame() {
        int frames = context.document().act().animations().get(action).frames().size();
        return firstFrame() + 1 < frames ? firstFrame() + 1 : 0;
    }

    @Override
    protected void refresh() {
        List<ActFrame> made = context.document().editor().animation().previewInBetweens(action, firstFrame(),
                secondFrame(), (Integer) count.getValue(), (Easing) easing.getSelectedItem(), anchors.isSelected());
        ActAnimation source = context.document().act().animations().get(action);
        ActAnimation shown = source.copy();
        shown.frames().clear();
        shown.frames().add(source.frames().get(firstFrame()).copy());
        made.forEach(f -> shown.frames().add(f.copy()));
        shown.frames().add(source.frames().get(secondFrame()).copy());
        preview.show(context.previewWith(action, shown, context.document().sheet()), action, context.millis(source),
                "");
        showNote("Frame " + firstFrame() + " to frame " + secondFrame() + ": " + made.size() + " new frames");
    }

    @Override
    protected void applyCommand() {
        inserted = context.document().editor().animation().insertInBetweens(action, firstFrame(), secondFrame(),
                (Integer) count.getValue(), (Easing) easing.getSelectedItem(), anchors.isSelected());
    }

    /** The frames inserted (empty until applied). */
    List<FrameRef> inserted() {
        return inserted;
    }
}
