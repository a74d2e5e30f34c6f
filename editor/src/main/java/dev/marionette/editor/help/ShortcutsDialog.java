package dev.marionette.editor.help;

import dev.marionette.editor.action.ActionRegistry;
import dev.marionette.editor.action.EditorAction;
import dev.marionette.editor.action.KeyStrokes;
import dev.marionette.editor.kind.Shortcut;
import dev.marionette.editor.util.NamedColumnsTableModel;
import dev.marionette.editor.util.ScreenFit;
import dev.marionette.editor.util.TableColumns;
import dev.marionette.editor.util.TipTable;
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

/**
 * Help &gt; Keyboard Shortcuts: every key and gesture, generated from the action registries so it can never
 * disagree with the menus: the shell's actions that have an accelerator ("Everywhere"), then what each kind of
 * document lists for its tabs (their own action registries, the extra keys they bind, and their mouse
 * gestures), section by section.
 */
public final class ShortcutsDialog extends JDialog {

    private static final long serialVersionUID = 1L;

    /** The section of the shell's own actions. */
    public static final String EVERYWHERE = "Everywhere";

    public ShortcutsDialog(Window owner, List<Shortcut> rows) {
        super(owner, "Keyboard Shortcuts", ModalityType.MODELESS);
        setName("shortcutsDialog");
        JTable table = new TipTable(new NamedColumnsTableModel("Where", "Command", "Keys or gesture") {
            private static final long serialVersionUID = 1L;

            @Override
            public int getRowCount() {
                return rows.size();
            }

            @Override
            public Object getValueAt(int row, int column) {
                Shortcut s = rows.get(row);
                return switch (column) {
                    case 0 -> row > 0 && rows.get(row - 1).section().equals(s.section()) ? "" : s.section();
                    case 1 -> s.command();
                    default -> s.keys();
                };
            }
        });
        table.setName("shortcutsTable");
        table.setFillsViewportHeight(true);
        // every entry whole: the columns as wide as their longest text, the window as wide as the columns (within
        // the screen; an entry still cut shows whole in its tooltip)
        int columns = TableColumns.fitToContent(table, rows.size(), 60, 520);
        JScrollPane scroll = new JScrollPane(table);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        getContentPane().add(scroll, BorderLayout.CENTER);
        getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
        setSize(Math.max(700, columns + 40), Math.min(720, 80 + rows.size() * table.getRowHeight()));
        setLocationRelativeTo(owner);
        ScreenFit.fit(this);
    }

    /** Every shell action with an accelerator, in registration (menu) order, in the "Everywhere" section. */
    public static List<Shortcut> shortcuts(ActionRegistry actions) {
        return shortcuts(actions, EVERYWHERE);
    }

    /** {@code action}'s key as a user reads it, with its alternate: "Ctrl+Shift+Z or Ctrl+Y". */
    public static String keys(EditorAction action) {
        String keys = KeyStrokes.describe(action.accelerator());
        return action.alternate() == null ? keys : keys + " or " + KeyStrokes.describe(action.alternate());
    }

    /** Every action of {@code actions} with an accelerator, in registration order, in {@code section}. */
    public static List<Shortcut> shortcuts(ActionRegistry actions, String section) {
        List<Shortcut> rows = new ArrayList<>();
        for (EditorAction action : actions.all()) {
            KeyStroke key = action.accelerator();
            if (key != null) {
                String name = actions.text(action.id()).replace("…", "");
                rows.add(new Shortcut(section, name, keys(action)));
            }
        }
        return rows;
    }
}
