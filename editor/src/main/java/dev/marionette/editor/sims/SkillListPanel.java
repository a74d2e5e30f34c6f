package dev.marionette.editor.sims;

import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import dev.marionette.model.sims.SimsRig;
import dev.marionette.model.sims.SimsSkill;
import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Font;
import java.util.Locale;
import javax.swing.AbstractListModel;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.ListCellRenderer;
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

    /**
     * Two lines a row: the skill's name in bold, then its frames and rate or the CFP it misses, in italics. Two plain
     * labels, not HTML: the first HTML label of a session loads Swing's HTML kit, a sixth of the time from File &gt;
     * Open to the painted pose.
     */
    private final class Renderer extends JPanel implements ListCellRenderer<Integer> {
        private static final long serialVersionUID = 1L;
        private final JLabel name = new JLabel();
        private final JLabel detail = new JLabel();

        Renderer() {
            super(new BorderLayout());
            setBorder(BorderFactory.createEmptyBorder(2, 4, 2, 4));
            add(name, BorderLayout.NORTH);
            add(detail, BorderLayout.SOUTH);
        }

        @Override
        public Component getListCellRendererComponent(JList<? extends Integer> l, Integer value, int index,
                boolean selected, boolean focus) {
            int skill = value;
            boolean missing = context.opened().missingKeyframes(skill).isPresent();
            Font font = l.getFont();
            name.setFont(font.deriveFont(Font.BOLD));
            detail.setFont(font.deriveFont(missing ? Font.ITALIC : Font.PLAIN));
            name.setText(context.document().state().skill(skill).name());
            detail.setText(detail(skill));
            Color foreground = selected ? l.getSelectionForeground()
                    : missing ? UIManager.getColor("Label.disabledForeground") : l.getForeground();
            name.setForeground(foreground);
            detail.setForeground(foreground);
            setBackground(selected ? l.getSelectionBackground() : l.getBackground());
            setToolTipText(describe(skill));
            return this;
        }

        /** What the row says, for tests and accessibility. */
        @Override
        public String toString() {
            return name.getText() + "\n" + detail.getText();
        }
    }
}
