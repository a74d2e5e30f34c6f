package dev.marionette.editor.agent.character;

import dev.marionette.editor.util.EditorTable;
import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.util.NamedColumnsTableModel;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.edit.AgentStates;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import java.util.List;
import javax.swing.DefaultListModel;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import net.miginfocom.swing.MigLayout;

/**
 * The states Agent plays animations in (Showing, Speaking, IdlingLevel1...) and, for the selected state, a
 * check list of the animations assigned to it.
 */
final class StatesPage extends JPanel {

    private final AgentContext context;
    private final DefaultListModel<String> stateNames = new DefaultListModel<>();
    private final JList<String> states = new JList<>(stateNames);
    private final Assignments assignments = new Assignments();
    private List<String> editable = List.of();

    StatesPage(AgentContext context) {
        super(new MigLayout("insets 6, wrap 2, fill", "[150!][grow,fill]", "[][grow,fill]"));
        this.context = context;
        states.setName("stateList");
        states.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        states.addListSelectionListener(e -> assignments.fireTableDataChanged());
        JTable table = new EditorTable(assignments);
        table.setName("stateAnimations");
        table.getColumnModel().getColumn(0).setMaxWidth(40);
        add(new JLabel(Controls.title("States")), "span 2");
        // the list and the table take the page's height (a fixed 220 pixels left the rest of the page empty)
        add(new JScrollPane(states), "grow, hmin 120");
        add(new JScrollPane(table), "grow, hmin 120");
        context.listen(this::documentChanged);
        refresh();
        states.setSelectedIndex(0);
    }

    private String selectedState() {
        int i = states.getSelectedIndex();
        return i >= 0 && i < editable.size() ? editable.get(i) : null;
    }

    private void documentChanged(DocumentEvent e) {
        if (e.touches(Part.STATE) || e.touches(Part.ANIMATION)) {
            refresh();
        }
    }

    private void refresh() {
        int selected = states.getSelectedIndex();
        editable = AgentStates.editable(context.character());
        stateNames.clear();
        for (String s : editable) {
            int n = AgentStates.animations(context.character(), s).size();
            stateNames.addElement(AgentStates.displayName(s) + (n > 0 ? " (" + n + ")" : ""));
        }
        if (selected >= 0 && selected < editable.size()) {
            states.setSelectedIndex(selected);
        }
        assignments.fireTableDataChanged();
    }

    /** Every animation with a check box: assigned to the selected state or not. */
    private final class Assignments extends NamedColumnsTableModel {
        Assignments() {
            super("", "Animation");
        }

        @Override
        public int getRowCount() {
            return selectedState() == null ? 0 : context.character().animations().size();
        }

        @Override
        public Class<?> getColumnClass(int column) {
            return column == 0 ? Boolean.class : String.class;
        }

        @Override
        public boolean isCellEditable(int row, int column) {
            return column == 0;
        }

        @Override
        public Object getValueAt(int row, int column) {
            AgentCharacter c = context.character();
            AgentAnimation a = c.animations().get(row);
            return column == 0 ? AgentStates.isAssigned(c, selectedState(), a.name()) : a.name();
        }

        @Override
        public void setValueAt(Object value, int row, int column) {
            String state = selectedState();
            if (state == null || column != 0) {
                return;
            }
            if (Boolean.TRUE.equals(value)) {
                context.edit(() -> context.ops().animations().assignToState(state, row));
            } else {
                context.edit(() -> context.ops().animations().removeFromState(state, row));
            }
        }
    }
}
