package dev.marionette.editor.agent.panel;

import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.util.TextChanges;
import dev.marionette.editor.util.WrappingLabel;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentBranch;
import dev.marionette.model.acs.AgentFrame;
import dev.marionette.model.acs.edit.AgentLimits;
import java.awt.Color;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;

/**
 * The Branching page: up to three branches of the selected frame, each a target frame and a probability in
 * percent. Probabilities are checked as they are typed (a whole number 1..100, all together at most 100): a
 * valid value goes into the document at once (a burst of typing is one undo step), an invalid one is shown in
 * red with the reason and changes nothing.
 */
final class BranchesPanel extends JPanel {

    private final AgentContext context;
    private final JComboBox<String>[] targets;
    private final JTextField[] probabilities = new JTextField[AgentLimits.MAX_BRANCHES];
    private final JButton[] removes = new JButton[AgentLimits.MAX_BRANCHES];
    private final JButton add = new JButton("Add branch");
    private final WrappingLabel total = new WrappingLabel();
    private final Color normal = UIManager.getColor("TextField.foreground");
    private boolean updating;

    @SuppressWarnings("unchecked")
    BranchesPanel(AgentContext context) {
        super(new MigLayout("insets 0, wrap 3, hidemode 3", "[grow,fill,60:100:][50!][]"));
        this.context = context;
        targets = new JComboBox[AgentLimits.MAX_BRANCHES];
        for (int i = 0; i < AgentLimits.MAX_BRANCHES; i++) {
            int row = i;
            targets[i] = new JComboBox<>();
            targets[i].setName("branchTarget" + i);
            targets[i].addActionListener(e -> commit(row));
            probabilities[i] = new JTextField(4);
            probabilities[i].setName("branchProbability" + i);
            TextChanges.onChange(probabilities[i], () -> commit(row));
            removes[i] = new JButton("\u2715");
            removes[i].setName("removeBranch" + i);
            removes[i].setToolTipText("Remove this branch");
            removes[i].addActionListener(e -> removeBranch(row));
            add(targets[i]);
            add(probabilities[i]);
            add(removes[i]);
        }
        add.setName("addBranch");
        add.addActionListener(e -> addBranch());
        total.setName("branchTotal");
        add(add, "span 3, split 2, growx 0");
        // Wraps within the side bar: a long reason would otherwise widen the page and cut off Duration and Sound.
        add(total, "growx, wmin 0");
    }

    private AgentFrame frame() {
        return context.selection().selectedFrame();
    }

    void refresh() {
        updating = true;
        try {
            AgentFrame f = frame();
            AgentAnimation a = context.selection().selectedAnimation();
            int n = f == null ? 0 : f.branches().size();
            for (int i = 0; i < AgentLimits.MAX_BRANCHES; i++) {
                boolean shown = i < n;
                targets[i].setVisible(shown);
                probabilities[i].setVisible(shown);
                removes[i].setVisible(shown);
                if (shown) {
                    AgentBranch b = f.branches().get(i);
                    targets[i].removeAllItems();
                    for (int k = 0; k < a.frames().size(); k++) {
                        targets[i].addItem("Frame " + (k + 1));
                    }
                    targets[i].setSelectedIndex(b.targetFrame() < a.frames().size() ? b.targetFrame() : -1);
                    if (!probabilities[i].getText().equals(String.valueOf(b.probability()))) {
                        probabilities[i].setText(String.valueOf(b.probability()));
                    }
                    probabilities[i].setForeground(normal);
                }
            }
            add.setEnabled(f != null && n < AgentLimits.MAX_BRANCHES);
            showTotal(null);
        } finally {
            updating = false;
        }
        revalidate();
    }

    private int sum() {
        int s = 0;
        AgentFrame f = frame();
        if (f != null) {
            for (AgentBranch b : f.branches()) {
                s += b.probability();
            }
        }
        return s;
    }

    private void showTotal(String problem) {
        if (problem != null) {
            total.setText(problem);
            total.setForeground(Color.RED.darker());
        } else {
            AgentFrame f = frame();
            total.setText(f == null || f.branches().isEmpty() ? " " : "Total " + sum() + "% (at most 100%)");
            total.setForeground(normal);
        }
    }

    /** Checks a row as typed; puts it into the document when valid. */
    private void commit(int row) {
        AgentFrame f = frame();
        if (updating || f == null || row >= f.branches().size()) {
            return;
        }
        String text = probabilities[row].getText().trim();
        int value;
        try {
            value = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            invalid(row, text.isEmpty() ? "Type a probability in percent." : "\"" + text + "\" is not a whole number.");
            return;
        }
        int others = sum() - f.branches().get(row).probability();
        if (value < 1 || value > AgentLimits.MAX_PROBABILITY) {
            invalid(row, "A probability is 1 to 100%.");
            return;
        }
        if (others + value > AgentLimits.MAX_PROBABILITY) {
            invalid(row, "Together " + (others + value) + "%: at most " + (AgentLimits.MAX_PROBABILITY - others)
                    + "% is left for this branch.");
            return;
        }
        int target = targets[row].getSelectedIndex();
        if (target < 0) {
            return;
        }
        probabilities[row].setForeground(normal);
        int a = context.selection().animation();
        int fr = context.selection().frame();
        context.edit(() -> context.ops().frames().setBranch(a, fr, row, target, value));
        showTotal(null);
    }

    private void invalid(int row, String why) {
        probabilities[row].setForeground(Color.RED.darker());
        showTotal(why);
    }

    private void addBranch() {
        AgentFrame f = frame();
        if (f == null) {
            return;
        }
        int left = AgentLimits.MAX_PROBABILITY - sum();
        if (left <= 0) {
            showTotal("The branches already add up to 100%.");
            return;
        }
        int a = context.selection().animation();
        int fr = context.selection().frame();
        context.edit(() -> context.ops().frames().addBranch(a, fr, 0, Math.min(50, left)));
    }

    private void removeBranch(int row) {
        int a = context.selection().animation();
        int fr = context.selection().frame();
        context.edit(() -> context.ops().frames().removeBranch(a, fr, row));
    }
}
