package dev.marionette.editor.ro.tools;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.doc.SpriteDocument;
import java.util.ArrayList;
import java.util.List;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JRadioButton;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;

/**
 * Animation &gt; Add Sprite to All Frames: a layer showing one image added to every frame of the chosen
 * actions (or all), at a position from the origin or from each frame's anchor, over or under the frame's
 * layers: a shadow under the feet, an aura on the head.
 */
final class AddSpriteDialog extends ToolDialog {

    private static final long serialVersionUID = 1L;

    private final transient ToolContext context;
    private final JComboBox<ImageRef> image = new JComboBox<>();
    private final JSpinner x = new JSpinner(new SpinnerNumberModel(0, -10000, 10000, 1));
    private final JSpinner y = new JSpinner(new SpinnerNumberModel(0, -10000, 10000, 1));
    private final JCheckBox fromAnchor = new JCheckBox("From each frame's anchor (else from the origin)");
    private final JRadioButton behind = new JRadioButton("Under the frame's layers", true);
    private final JRadioButton front = new JRadioButton("Over them");
    private final JRadioButton chosenActions = new JRadioButton();
    private final JRadioButton allActions = new JRadioButton("Every action");
    private final List<Integer> selected;

    AddSpriteDialog(ToolContext context, ImageRef initial, List<Integer> actions) {
        super(context.parent(), "Add Sprite to All Frames", "addSpriteDialog", true);
        this.context = context;
        this.selected = actions;
        SpriteDocument doc = context.document();
        for (int i = 0; i < doc.sheet().indexedImages().size(); i++) {
            image.addItem(ImageRef.indexed(i));
        }
        for (int i = 0; i < doc.sheet().rgbaImages().size(); i++) {
            image.addItem(ImageRef.rgba(i));
        }
        if (initial != null) {
            image.setSelectedItem(initial);
        }
        image.setName("addSpriteImage");
        chosenActions.setText(actions.size() == 1 ? "Only " + context.actionName(actions.get(0))
                : "The " + actions.size() + " selected actions");
        chosenActions.setSelected(true);
        ButtonGroup order = new ButtonGroup();
        order.add(behind);
        order.add(front);
        ButtonGroup scope = new ButtonGroup();
        scope.add(chosenActions);
        scope.add(allActions);
        row("Image", image);
        row("x", x);
        row("y", y);
        wide(fromAnchor);
        wide(behind);
        wide(front);
        wide(chosenActions);
        wide(allActions);
        for (javax.swing.AbstractButton b : List.of(fromAnchor, behind, front, chosenActions, allActions)) {
            b.addActionListener(e -> update());
        }
        image.addActionListener(e -> update());
        x.addChangeListener(e -> update());
        y.addChangeListener(e -> update());
    }

    private List<Integer> targets() {
        if (chosenActions.isSelected()) {
            return selected;
        }
        List<Integer> all = new ArrayList<>();
        for (int a = 0; a < context.document().act().animations().size(); a++) {
            all.add(a);
        }
        return all;
    }

    @Override
    protected void refresh() {
        if (image.getSelectedItem() == null) {
            throw new dev.marionette.model.doc.EditRejectedException("The sprite sheet has no image to add.");
        }
        int action = targets().get(0);
        SpriteDocument copy = new SpriteDocument(context.document().act().copy(), context.document().sheet().copy(),
                null, null);
        int layers = copy.editor().animation().addSpriteToFrames(List.of(action), (ImageRef) image.getSelectedItem(),
                (Integer) x.getValue(), (Integer) y.getValue(), front.isSelected(), fromAnchor.isSelected());
        ActAnimation shown = copy.act().animations().get(action);
        preview.show(context.previewWith(action, shown, copy.sheet()), action, context.millis(shown),
                context.actionName(action));
        showNote(layers + " frame(s) in the first action; " + targets().size() + " action(s) in all");
    }

    @Override
    protected void applyCommand() {
        int added = context.document().editor().animation().addSpriteToFrames(targets(),
                (ImageRef) image.getSelectedItem(), (Integer) x.getValue(), (Integer) y.getValue(), front.isSelected(),
                fromAnchor.isSelected());
        context.message("Added " + image.getSelectedItem() + " to " + added + " frames.");
    }
}
