package dev.marionette.editor.ro.tools;

import dev.marionette.model.act.ActAnimation;
import dev.marionette.model.act.SpriteLayer;
import dev.marionette.model.ro.ImageRef;
import dev.marionette.model.ro.tools.Easing;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import javax.swing.DefaultListModel;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.ListSelectionModel;
import javax.swing.SpinnerNumberModel;

/**
 * Animation &gt; Interpolate Layers: the chosen layers of every frame between two key frames move from their
 * values in the first key to their partners' in the second, linear or eased; anchors too when asked.
 */
final class LayerTweenDialog extends ToolDialog {

    private static final long serialVersionUID = 1L;

    private final transient ToolContext context;
    private final int action;
    private final JSpinner first;
    private final JSpinner second;
    private final DefaultListModel<String> layerNames = new DefaultListModel<>();
    private final JList<String> layers = new JList<>(layerNames);
    private final JComboBox<Easing> easing = new JComboBox<>(Easing.values());
    private final JCheckBox anchors = new JCheckBox("Anchors move too", true);

    LayerTweenDialog(ToolContext context, int action, int firstFrame, int secondFrame, Collection<Integer> chosen) {
        super(context.parent(), "Interpolate Layers", "layerTweenDialog", true);
        this.context = context;
        this.action = action;
        int last = Math.max(0, context.document().act().animations().get(action).frames().size() - 1);
        first = new JSpinner(new SpinnerNumberModel(Math.min(firstFrame, last), 0, last, 1));
        second = new JSpinner(new SpinnerNumberModel(Math.min(Math.max(secondFrame, 0), last), 0, last, 1));
        first.setName("tweenFirst");
        second.setName("tweenSecond");
        layers.setName("tweenLayers");
        layers.setSelectionMode(ListSelectionModel.MULTIPLE_INTERVAL_SELECTION);
        layers.setVisibleRowCount(6);
        wide(new javax.swing.JLabel("<html><b>" + context.actionName(action) + "</b></html>"));
        row("First key frame", first);
        row("Second key frame", second);
        row("Layers", new JScrollPane(layers));
        row("Curve", easing);
        wide(anchors);
        fillLayers();
        int[] selected = chosen.stream().filter(i -> i < layerNames.size()).mapToInt(Integer::intValue).toArray();
        layers.setSelectedIndices(selected.length > 0 ? selected : new int[] {0});
        first.addChangeListener(e -> {
            fillLayers();
            update();
        });
        second.addChangeListener(e -> update());
        layers.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting()) {
                update();
            }
        });
        easing.addActionListener(e -> update());
        anchors.addActionListener(e -> update());
    }

    private void fillLayers() {
        int[] keep = layers.getSelectedIndices();
        layerNames.clear();
        List<SpriteLayer> list = context.document().act().animations().get(action).frames()
                .get((Integer) first.getValue()).layers();
        for (int i = 0; i < list.size(); i++) {
            SpriteLayer l = list.get(i);
            layerNames.addElement("Layer " + i + "  \u00b7 " + (l.isEmpty() ? "empty" : ImageRef.of(l).toString()));
        }
        layers.setSelectedIndices(keep);
    }

    private List<Integer> chosen() {
        List<Integer> chosen = new ArrayList<>();
        for (int i : layers.getSelectedIndices()) {
            chosen.add(i);
        }
        return chosen;
    }

    @Override
    protected void refresh() {
        ActAnimation result = context.document().editor().animation().previewLayerTween(action,
                (Integer) first.getValue(), (Integer) second.getValue(), chosen(), (Easing) easing.getSelectedItem(),
                anchors.isSelected());
        preview.show(context.previewWith(action, result, context.document().sheet()), action, context.millis(result),
                "");
        showNote(chosen().size() + " layer(s) over " + ((Integer) second.getValue() - (Integer) first.getValue() - 1)
                + " frames");
    }

    @Override
    protected void applyCommand() {
        context.document().editor().animation().interpolateLayers(action, (Integer) first.getValue(),
                (Integer) second.getValue(), chosen(), (Easing) easing.getSelectedItem(), anchors.isSelected());
    }
}
