package dev.marionette.editor.panel;

import dev.marionette.editor.doc.ActiveDocumentWatcher;
import dev.marionette.editor.doc.DocumentManager;
import dev.marionette.model.doc.Document;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import javax.swing.UIManager;
import javax.swing.undo.UndoableEdit;

/**
 * The active document's undo history as a list: the original state first, then one row per step. The
 * current state is the selected row; steps that were undone (and can be redone) are greyed. Choosing a row
 * jumps there with {@link Document#jumpTo}, undoing or redoing as many steps as needed.
 */
public final class HistoryPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    /** The first row's text: the state before any step kept in the history. */
    public static final String ORIGINAL = "Original";

    private final transient DocumentManager documents;
    private final DefaultListModel<String> rows = new DefaultListModel<>();
    private final JList<String> list = new JList<>(rows);
    private int position;
    private boolean updating;

    public HistoryPanel(DocumentManager documents, ActiveDocumentWatcher watcher) {
        super(new BorderLayout());
        this.documents = documents;
        setName("historyPanel");
        JLabel title = new JLabel("History");
        title.setFont(title.getFont().deriveFont(Font.BOLD));
        title.setBorder(BorderFactory.createEmptyBorder(6, 8, 6, 8));
        add(title, BorderLayout.NORTH);
        list.setName("historyList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new StepRenderer());
        list.addListSelectionListener(e -> {
            if (!updating && !e.getValueIsAdjusting()) {
                jumpToSelection();
            }
        });
        JScrollPane scroll = new JScrollPane(list);
        scroll.setBorder(BorderFactory.createMatteBorder(1, 0, 0, 0, UIManager.getColor("Component.borderColor")));
        add(scroll, BorderLayout.CENTER);
        watcher.addListener(this::refresh);
        refresh();
    }

    /** Rebuilds the rows from the active document's history. */
    public void refresh() {
        updating = true;
        try {
            Document<?> document = documents.active().map(s -> s.document()).orElse(null);
            List<String> names = new ArrayList<>();
            position = -1;
            if (document != null) {
                names.add(ORIGINAL);
                for (UndoableEdit step : document.history().steps()) {
                    names.add(step.getPresentationName());
                }
                position = document.history().position();
            }
            if (!names.equals(currentRows())) {
                rows.clear();
                names.forEach(rows::addElement);
            }
            if (position >= 0) {
                list.setSelectedIndex(position);
                list.ensureIndexIsVisible(position);
            } else {
                list.clearSelection();
            }
            list.repaint();
        } finally {
            updating = false;
        }
    }

    private List<String> currentRows() {
        List<String> current = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            current.add(rows.get(i));
        }
        return current;
    }

    private void jumpToSelection() {
        int index = list.getSelectedIndex();
        documents.active().ifPresent(s -> {
            if (index >= 0 && index != s.document().history().position()) {
                s.document().jumpTo(index);
            }
        });
        refresh();
    }

    /** Greys the steps after the current state: they are undone and would be lost by a new edit. */
    private final class StepRenderer extends DefaultListCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean selected,
                boolean focused) {
            super.getListCellRendererComponent(l, value, index, selected, focused);
            if (index > position && !selected) {
                setForeground(UIManager.getColor("Label.disabledForeground"));
                setFont(getFont().deriveFont(Font.ITALIC));
            }
            setBorder(BorderFactory.createEmptyBorder(2, 8, 2, 8));
            return this;
        }
    }
}
