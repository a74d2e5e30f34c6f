package dev.marionette.editor.help;

import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.action.EditorAction;
import dev.marionette.editor.action.KeyStrokes;
import java.awt.BorderLayout;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.KeyStroke;
import javax.swing.table.AbstractTableModel;

/**
 * Help &gt; Keyboard Shortcuts: every action that has an accelerator, in menu order, generated from the action
 * registry so it can never disagree with the menus.
 */
public final class ShortcutsDialog extends JDialog {

    private static final long serialVersionUID = 1L;

    /** One row: the command's name (without the "…" of menus) and its keys. */
    public record Shortcut(String command, String keys) {
    }

    public ShortcutsDialog(Window owner, ActionRegistry actions) {
        super(owner, "Keyboard Shortcuts", ModalityType.MODELESS);
        setName("shortcutsDialog");
        List<Shortcut> rows = shortcuts(actions);
        JTable table = new JTable(new AbstractTableModel() {
            private static final long serialVersionUID = 1L;

            @Override
            public int getRowCount() {
                return rows.size();
            }

            @Override
            public int getColumnCount() {
                return 2;
            }

            @Override
            public String getColumnName(int column) {
                return column == 0 ? "Command" : "Shortcut";
            }

            @Override
            public Object getValueAt(int row, int column) {
                return column == 0 ? rows.get(row).command() : rows.get(row).keys();
            }
        });
        table.setName("shortcutsTable");
        table.setFillsViewportHeight(true);
        table.getColumnModel().getColumn(0).setPreferredWidth(260);
        table.getColumnModel().getColumn(1).setPreferredWidth(140);
        JScrollPane scroll = new JScrollPane(table);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        getContentPane().add(scroll, BorderLayout.CENTER);
        getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
        setSize(440, Math.min(640, 80 + rows.size() * table.getRowHeight()));
        setLocationRelativeTo(owner);
    }

    /** Every action with an accelerator, in registration (menu) order. */
    public static List<Shortcut> shortcuts(ActionRegistry actions) {
        List<Shortcut> rows = new ArrayList<>();
        for (EditorAction action : actions.all()) {
            KeyStroke key = action.accelerator();
            if (key != null) {
                String name = actions.text(action.id()).replace("…", "");
                rows.add(new Shortcut(name, KeyStrokes.describe(key)));
            }
        }
        return rows;
    }
}
