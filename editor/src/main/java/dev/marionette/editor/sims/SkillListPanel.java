package dev.marionette.editor.sims;

import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import dev.marionette.model.sims.SimsRig;
import dev.marionette.model.sims.SimsSkill;
import java.awt.BorderLayout;
import java.awt.Component;
import java.util.Locale;
import javax.swing.AbstractListModel;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import javax.swing.ScrollPaneConstants;
import javax.swing.UIManager;

/**
 * The skills of the file, one row each: the name, and under it the frames and length, or, for a skill whose keyframes
 * (CFP) are not beside the file, which file it misses (it cannot play). Selecting a row shows that skill.
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
        add(new JScrollPane(list, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
                ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER), BorderLayout.CENTER);
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

    /** What row {@code index} says, on one line (its tooltip). */
    String describe(int index) {
        String name = context.document().state().skill(index).name();
        return context.opened().missingKeyframes(index).isPresent()
                ? name + " cannot play: " + context.opened().missingKeyframes(index).get()
                : name + " \u2014 " + detail(index);
    }

    /**
     * The second line of row {@code index}: frames, length and rate, or, when its CFP is not beside the file, which
     * file it misses.
     */
    String detail(int index) {
        SimsSkill skill = context.document().state().skill(index);
        if (context.opened().missingKeyframes(index).isPresent()) {
            return "missing " + context.opened().missingCfpName(index).orElse("its CFP");
        }
        double rate = SimsRig.frameRate(skill.frameCount(), skill.duration());
        return String.format(Locale.ROOT, "%d frames, %.2f s at %.1f fps", skill.frameCount(),
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

    /** Two lines a row: the skill's name, then its frames and rate or the CFP it misses, smaller. */
    private final class Renderer extends DefaultListCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected,
                boolean focus) {
            int skill = (Integer) value;
            boolean missing = context.opened().missingKeyframes(skill).isPresent();
            String text = "<html><b>" + escape(context.document().state().skill(skill).name()) + "</b><br>"
                    + (missing ? "<i>" : "") + escape(detail(skill)) + (missing ? "</i>" : "") + "</html>";
            super.getListCellRendererComponent(l, text, index, selected, focus);
            if (missing && !selected) {
                setForeground(UIManager.getColor("Label.disabledForeground"));
            }
            setBorder(BorderFactory.createEmptyBorder(2, 4, 2, 4));
            setToolTipText(describe(skill));
            return this;
        }
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
