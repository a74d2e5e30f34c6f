package dev.marionette.editor.archive;

import dev.marionette.editor.util.TipTable;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.util.Set;
import javax.swing.JTable;
import javax.swing.KeyStroke;

/**
 * The entry list. Its right-click menu takes the row clicked (chosen first when the selection leaves it out, as
 * file managers do); opened from the keyboard (Shift+F10, the menu key) it shows at the selected row. The list is
 * read-only, so Tab leaves it for the next control (the tool bar's buttons) instead of moving between its cells,
 * as Ctrl+Tab does in any table.
 */
final class EntryTable extends TipTable {
    private static final long serialVersionUID = 1L;

    EntryTable(EntryTableModel model) {
        super(model);
        setFocusTraversalKeys(KeyboardFocusManager.FORWARD_TRAVERSAL_KEYS, Set.of(
                KeyStroke.getKeyStroke(KeyEvent.VK_TAB, 0), KeyStroke.getKeyStroke(KeyEvent.VK_TAB,
                        InputEvent.CTRL_DOWN_MASK)));
        setFocusTraversalKeys(KeyboardFocusManager.BACKWARD_TRAVERSAL_KEYS, Set.of(
                KeyStroke.getKeyStroke(KeyEvent.VK_TAB, InputEvent.SHIFT_DOWN_MASK), KeyStroke.getKeyStroke(
                        KeyEvent.VK_TAB, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK)));
    }

    @Override
    public Point getPopupLocation(MouseEvent event) {
        if (event != null) {
            int row = rowAtPoint(event.getPoint());
            if (row >= 0 && !isRowSelected(row)) {
                setRowSelectionInterval(row, row);
            }
            return null;
        }
        int lead = getSelectionModel().getLeadSelectionIndex();
        Rectangle cell = lead >= 0 && lead < getRowCount() ? getCellRect(lead, EntryTableModel.NAME, true)
                : new Rectangle();
        return new Point(cell.x + 16, cell.y + cell.height);
    }
}
