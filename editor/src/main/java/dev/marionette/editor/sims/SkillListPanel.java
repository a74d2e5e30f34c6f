package dev.marionette.editor.sims;

import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import dev.marionette.model.sims.SimsRig;
import dev.marionette.model.sims.SimsSkill;
import java.awt.BorderLayout;
import java.awt.Component;
import java.util.Locale;
import java.util.Optional;
import javax.swing.AbstractListModel;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import javax.swing.UIManager;

/**
 * The skills of the file, one row each: the name, frames and length, or, for a skill whose keyframes (CFP) are not
 * beside the file, which file it misses (it cannot play). Selecting a row shows that skill.
 */
final class SkillListPanel extends JPanel {

    private final SimsContext context;
    private final SkillsModel model = new SkillsModel();
    private final JList<Integer> list = new JList<>(model);
    private boolean updating;

    SkillListPanel(SimsContext context) {
        super(new BorderLayout());
        this.context = context;
        setName("skillList");
        list.setName("skills");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new Renderer());
        list.setVisibleRowCount(6);
        add(new JLabel("Skills"), BorderLayout.NORTH);
        add(new JScrollPane(list), BorderLayout.CENTER);
        list.addListSelectionListener(e -> {
            if (!updating && !e.getValueIsAdjusting() && list.getSelectedIndex() >= 0) {
                context.selectSkill(list.getSelectedIndex());
            }
        });
        context.addSkillListener(e -> select());
        context.listen(this::documentChanged);
        select();
    }

    /** The list (for tests). */
    JList<Integer> skills() {
        return list;
    }

    private void select() {
        updating = true;
        try {
            if (context.skill() >= 0) {
                list.setSelectedIndex(context.skill());
                list.ensureIndexIsVisible(context.skill());
            }
        } finally {
            updating = false;
        }
    }

    private void documentChanged(DocumentEvent e) {
        if (e.touches(Part.SKILL)) {
            model.changed();
        }
    }

    /** What row {@code index} says. */
    String describe(int index) {
        SimsSkill skill = context.document().state().skill(index);
        Optional<String> missing = context.opened().missingKeyframes(index);
        if (missing.isPresent()) {
            return skill.name() + " \u2014 cannot play: no " + context.opened().missingCfpName(index).orElse("CFP");
        }
        double rate = SimsRig.frameRate(skill.frameCount(), skill.duration());
        return String.format(Locale.ROOT, "%s \u2014 %d frames, %.2f s at %.1f fps", skill.name(), skill.frameCount(),
                skill.duration() / 1000.0, rate);
    }

    private final class SkillsModel extends AbstractListModel<Integer> {
        private static final long serialVersionUID = 1L;

        @Override
        public int getSize() {
            return context.document().state().skillCount();
        }

        @Override
        public Integer getElementAt(int index) {
            return index;
        }

        void changed() {
            fireContentsChanged(this, 0, Math.max(0, getSize() - 1));
        }
    }

    private final class Renderer extends DefaultListCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected,
                boolean focus) {
            int skill = (Integer) value;
            super.getListCellRendererComponent(l, describe(skill), index, selected, focus);
            if (context.opened().missingKeyframes(skill).isPresent() && !selected) {
                setForeground(UIManager.getColor("Label.disabledForeground"));
            }
            setToolTipText(describe(skill));
            return this;
        }
    }
}
