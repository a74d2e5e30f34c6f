package dev.marionette.editor.testing.interaction;

import java.awt.event.MouseEvent;
import javax.swing.JTable;
import javax.swing.table.TableCellEditor;

/** What a table cell does with a click. Event thread. */
final class Cells {

    private Cells() {
    }

    /** True when one click on the cell edits it (a check box cell), so it is an edit, not a selection. */
    static boolean editsOnOneClick(JTable table, int row, int column) {
        if (!table.isCellEditable(row, column)) {
            return false;
        }
        TableCellEditor editor = table.getCellEditor(row, column);
        MouseEvent click = new MouseEvent(table, MouseEvent.MOUSE_PRESSED, 0, 0, 1, 1, 1, false);
        return editor != null && editor.isCellEditable(click);
    }
}
