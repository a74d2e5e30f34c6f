package dev.marionette.editor.agent.panel;

import dev.marionette.editor.agent.importer.FramesImportFlow;
import dev.marionette.editor.agent.shared.AgentContext;
import dev.marionette.editor.util.Buttons;
import dev.marionette.editor.util.EditorTable;
import dev.marionette.editor.util.PopupMenus;
import dev.marionette.editor.util.TableColumns;
import dev.marionette.model.acs.AgentAnimation;
import dev.marionette.model.acs.AgentCharacter;
import dev.marionette.model.acs.edit.AgentStates;
import dev.marionette.model.doc.Change;
import dev.marionette.model.doc.DocumentEvent;
import dev.marionette.model.doc.Part;
import java.awt.BorderLayout;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.ToolTipManager;
import javax.swing.table.JTableHeader;
import net.miginfocom.swing.MigLayout;

/**
 * The character's animations: a table (double-click a name to rename), buttons to add, duplicate and delete,
 * and for the selected animation its transition, return animation and states.
 */
public final class AnimationListPanel extends JPanel {

    private static final String[] TRANSITIONS = {"Return animation", "Exit branches", "None"};

    private final AgentContext context;
    private final AnimationTableModel model;
    private final JTable table;
    private final JComboBox<String> transition = new JComboBox<>(TRANSITIONS);
    private final JComboBox<String> returnTo = new JComboBox<>();
    private final JButton states = new JButton("States\u2026");
    private boolean updating;

    public AnimationListPanel(AgentContext context) {
        super(new BorderLayout());
        this.context = context;
        setName("animationList");
        model = new AnimationTableModel(context.character(),
                (row, name) -> context.edit(() -> context.ops().animations().rename(row, name)));
        table = new EditorTable(model) {
            @Override
            protected JTableHeader createDefaultTableHeader() {
                return new JTableHeader(columnModel) {
                    @Override
                    public String getToolTipText(MouseEvent e) {
                        int column = columnAtPoint(e.getPoint());
                        return column < 0 ? null
                                : AnimationTableModel.COLUMN_TIPS[convertColumnIndexToModel(column)];
                    }
                };
            }

            @Override
            public String getToolTipText(MouseEvent e) {
                int row = rowAtPoint(e.getPoint());
                int column = columnAtPoint(e.getPoint());
                Object value = row < 0 || column < 0 ? null : getValueAt(row, column);
                return value == null || value.toString().isEmpty() ? null : value.toString();
            }
        };
        ToolTipManager.sharedInstance().registerComponent(table.getTableHeader());
        table.setName("animationTable");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setFillsViewportHeight(true);
        table.setAutoResizeMode(JTable.AUTO_RESIZE_LAST_COLUMN);
        table.getSelectionModel().addListSelectionListener(e -> {
            if (!updating && !e.getValueIsAdjusting() && table.getSelectedRow() >= 0) {
                context.selection().selectAnimation(table.getSelectedRow());
            }
        });
        JScrollPane tableScroll = new JScrollPane(table);
        tableScroll.getViewport().addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                showColumnsThatFit(tableScroll.getViewport().getWidth());
            }
        });
        add(tableScroll, BorderLayout.CENTER);
        add(controls(), BorderLayout.SOUTH);
        context.selection().addChangeListener(e -> showSelection());
        context.listen(this::documentChanged);
        showSelection();
        fitColumns();
    }

    /**
     * Sizes the columns to the names, times, transitions and states they show, and asks for the width that
     * shows them in full (within {@value #MIN_WIDTH} to {@value #MAX_WIDTH} pixels; the view gives it when the
     * window has room).
     */
    private void fitColumns() {
        int columns = TableColumns.fitToContent(table, 400, 28, 140);
        allColumns.clear();
        for (int i = 0; i < table.getColumnModel().getColumnCount(); i++) {
            allColumns.add(table.getColumnModel().getColumn(i));
        }
        int width = Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, columns + 24));
        setPreferredSize(new java.awt.Dimension(width, getPreferredSize().height));
    }

    /**
     * Shows the columns that fit in {@code width} at their fitted widths, most useful first (name, frames, time,
     * transition, then states, then return), so what is shown reads in full; the others come back when the list
     * is wider (their values are also in the controls under the list and in States…).
     */
    private void showColumnsThatFit(int width) {
        if (width <= 0 || allColumns.isEmpty()) {
            return;
        }
        int used = 0;
        java.util.Set<Integer> shown = new java.util.HashSet<>();
        for (int model : COLUMN_PRIORITY) {
            int w = allColumns.get(model).getPreferredWidth();
            if (model <= 3 || used + w <= width) {
                shown.add(model);
                used += w;
            }
        }
        javax.swing.table.TableColumnModel columns = table.getColumnModel();
        for (int i = columns.getColumnCount() - 1; i >= 0; i--) {
            columns.removeColumn(columns.getColumn(i));
        }
        for (int model = 0; model < allColumns.size(); model++) {
            if (shown.contains(model)) {
                columns.addColumn(allColumns.get(model));
            }
        }
    }

    /** Model columns in the order they give way: name, frames, time and transition always show. */
    private static final int[] COLUMN_PRIORITY = {0, 1, 2, 3, 5, 4};

    /** Every column, by model index, shown or not. */
    private final java.util.List<javax.swing.table.TableColumn> allColumns = new java.util.ArrayList<>();

    /** Width bounds of the list, see {@link #fitColumns()}. */
    static final int MIN_WIDTH = 360;
    static final int MAX_WIDTH = 540;

    private JPanel controls() {
        JPanel p = new JPanel(new MigLayout("insets 4, wrap 2", "[][grow,fill]"));
        JPanel buttons = new JPanel(new MigLayout("insets 0", "[][][][]"));
        buttons.add(Buttons.named("Add", "addAnimation", this::addAnimation));
        buttons.add(Buttons.named("Duplicate", "duplicateAnimation", () -> withSelected(
                a -> context.selection().selectAnimation(context.ops().animations().duplicate(a)))));
        buttons.add(Buttons.named("Delete", "deleteAnimation",
                () -> withSelected(a -> context.ops().animations().remove(a))));
        JButton frames = Buttons.named("Import frames\u2026", "importFrames",
                () -> FramesImportFlow.run(context, this));
        frames.setToolTipText("A new animation from a folder of PNG, BMP or GIF frames, or from an animated GIF");
        buttons.add(frames, "newline, span 3");
        p.add(buttons, "span 2");
        transition.setName("transition");
        returnTo.setName("returnAnimation");
        states.setName("animationStates");
        p.add(new JLabel("Transition"));
        p.add(transition);
        p.add(new JLabel("Return to"));
        p.add(returnTo);
        p.add(states, "skip 1, growx 0");
        transition.addActionListener(e -> applyTransition());
        returnTo.addActionListener(e -> applyTransition());
        states.addActionListener(e -> showStatesMenu());
        PopupMenus.opensMenu(states);
        return p;
    }

    private void withSelected(java.util.function.IntConsumer action) {
        int a = context.selection().animation();
        if (a >= 0) {
            context.edit(() -> action.accept(a));
        }
    }

    private void addAnimation() {
        context.edit(() -> {
            String name = context.ops().animations().uniqueName("Animation");
            int index = context.document().compound("Add animation", () -> {
                int i = context.ops().animations().add(name);
                context.ops().frames().add(i, 0);
                return i;
            });
            context.selection().selectAnimation(index);
            table.editCellAt(index, 0);
        });
    }

    private void applyTransition() {
        int a = context.selection().animation();
        if (updating || a < 0) {
            return;
        }
        int type = transition.getSelectedIndex();
        String target = (String) returnTo.getSelectedItem();
        returnTo.setEnabled(type == AgentAnimation.TRANSITION_RETURN);
        if (type == AgentAnimation.TRANSITION_RETURN && (target == null || target.isEmpty())) {
            return;
        }
        context.edit(() -> context.ops().animations().setTransition(a, type, type == 0 ? target : null));
    }

    private void showStatesMenu() {
        int a = context.selection().animation();
        if (a < 0) {
            return;
        }
        AgentCharacter c = context.character();
        String name = c.animations().get(a).name();
        JPopupMenu menu = new JPopupMenu();
        List<JCheckBoxMenuItem> items = new ArrayList<>();
        for (String state : AgentStates.editable(c)) {
            JCheckBoxMenuItem item = new JCheckBoxMenuItem(AgentStates.displayName(state),
                    AgentStates.isAssigned(c, state, name));
            item.setName("state." + state);
            item.putClientProperty("state", state);
            item.addActionListener(e -> {
                List<String> chosen = new ArrayList<>();
                for (JCheckBoxMenuItem i : items) {
                    if (i.isSelected()) {
                        chosen.add((String) i.getClientProperty("state"));
                    }
                }
                context.edit(() -> context.ops().animations().setStates(a, chosen));
            });
            items.add(item);
            menu.add(item);
        }
        PopupMenus.showBeside(menu, states);
    }

    private void documentChanged(DocumentEvent e) {
        boolean structure = false;
        for (Change c : e.changes()) {
            if (c.part() == Part.ANIMATION || c.part() == Part.STATE || c.kind() != Change.Kind.PROPERTY
                    && c.part() == Part.AGENT_FRAME) {
                structure = true;
            } else if (c.part() == Part.AGENT_FRAME && !c.path().isEmpty()) {
                int row = c.path().get(0);
                if (row < model.getRowCount()) {
                    model.fireTableRowsUpdated(row, row);
                }
            }
        }
        if (structure) {
            updating = true;
            try {
                model.fireTableDataChanged();
            } finally {
                updating = false;
            }
            context.selection().clamp();
            showSelection();
        }
    }

    /** The list's spelling of an animation name (files may store return animations in upper case). */
    private static String matchingName(DefaultComboBoxModel<String> names, String name) {
        for (int i = 0; i < names.getSize(); i++) {
            if (names.getElementAt(i).equalsIgnoreCase(name)) {
                return names.getElementAt(i);
            }
        }
        return "";
    }

    private void showSelection() {
        updating = true;
        try {
            int a = context.selection().animation();
            if (a >= 0 && a < table.getRowCount()) {
                if (table.getSelectedRow() != a) {
                    table.setRowSelectionInterval(a, a);
                    table.scrollRectToVisible(table.getCellRect(a, 0, true));
                }
            } else {
                table.clearSelection();
            }
            AgentAnimation selected = context.selection().selectedAnimation();
            DefaultComboBoxModel<String> names = new DefaultComboBoxModel<>();
            names.addElement("");
            for (AgentAnimation other : context.character().animations()) {
                if (other != selected) {
                    names.addElement(other.name());
                }
            }
            returnTo.setModel(names);
            transition.setEnabled(selected != null);
            states.setEnabled(selected != null);
            if (selected != null) {
                int t = selected.transition();
                transition.setSelectedIndex(t >= 0 && t < TRANSITIONS.length ? t : -1);
                returnTo.setSelectedItem(matchingName(names, selected.returnAnimation()));
                returnTo.setEnabled(t == AgentAnimation.TRANSITION_RETURN);
            }
        } finally {
            updating = false;
        }
    }
}
