package dev.marionette.editor.ro.tools;

import dev.marionette.model.ro.MirrorRule;
import java.util.ArrayList;
import java.util.List;
import javax.swing.ButtonGroup;
import javax.swing.DefaultListModel;
import javax.swing.JCheckBox;
import javax.swing.JList;
import javax.swing.JRadioButton;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;

/**
 * Animation &gt; Copy Action To: the action shown copied to the chosen actions, replacing or appended to their
 * frames; the action facing the opposite direction gets the mirror image made by the editor's mirror rule.
 */
final class CopyActionDialog extends ToolDialog {

    private static final long serialVersionUID = 1L;

    private final transient ToolContext context;
    private final int source;
    private final DefaultListModel<String> names = new DefaultListModel<>();
    private final JList<String> targets = new JList<>(names);
    private final JRadioButton replace = new JRadioButton("Replace their frames", true);
    private final JRadioButton append = new JRadioButton("Append after their frames");
    private final JCheckBox mirror = new JCheckBox("Mirror for the opposite direction", true);

    CopyActionDialog(ToolContext context, int source) {
        super(context.parent(), "Copy Action To", "copyActionDialog", false);
        this.context = context;
        this.source = source;
        int count = context.document().act().animations().size();
        for (int a = 0; a < count; a++) {
            names.addElement(a + "  " + context.actionName(a) + (a == source ? "  (this one)" : ""));
        }
        targets.setName("copyTargets");
        targets.setSelectionMode(ListSelectionModel.MULTIPLE_INTERVAL_SELECTION);
        targets.setVisibleRowCount(14);
        int opposite = MirrorRule.oppositeAction(source);
        if (opposite >= 0 && opposite < count) {
            targets.setSelectedIndex(opposite);
            targets.ensureIndexIsVisible(opposite);
        }
        ButtonGroup mode = new ButtonGroup();
        mode.add(replace);
        mode.add(append);
        append.setName("copyAppend");
        mirror.setName("copyMirror");
        wide(new javax.swing.JLabel("<html>Copy <b>" + context.actionName(source) + "</b> to:</html>"));
        wide(new JScrollPane(targets));
        wide(replace);
        wide(append);
        wide(mirror);
        targets.addListSelectionListener(e -> update());
        mirror.addActionListener(e -> update());
    }

    private List<Integer> chosen() {
        List<Integer> list = new ArrayList<>();
        for (int i : targets.getSelectedIndices()) {
            if (i != source) {
                list.add(i);
            }
        }
        return list;
    }

    /** Selects these targets (for tests). */
    void select(int... actions) {
        targets.setSelectedIndices(actions);
    }

    @Override
    protected void refresh() {
        List<Integer> chosen = chosen();
        if (chosen.isEmpty()) {
            throw new dev.marionette.model.doc.EditRejectedException("Choose the actions to copy to.");
        }
        int opposite = MirrorRule.oppositeAction(source);
        boolean mirrored = mirror.isSelected() && chosen.contains(opposite);
        showNote(chosen.size() + " action(s)" + (mirrored ? "; " + context.actionName(opposite) + " mirrored" : ""));
    }

    @Override
    protected void applyCommand() {
        context.document().editor().animation().copyAction(source, chosen(), append.isSelected(), mirror.isSelected());
    }
}
