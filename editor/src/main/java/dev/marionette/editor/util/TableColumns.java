package dev.marionette.editor.util;

import java.awt.Component;
import javax.swing.JTable;
import javax.swing.table.TableCellRenderer;
import javax.swing.table.TableColumn;

/** Sizes table columns to what they hold, so values read in full instead of ending in "...". */
public final class TableColumns {

    private TableColumns() {
    }

    /**
     * Sets each column's preferred width to the widest of its header and its first {@code rows} cells (plus a
     * little room), between {@code minimum} and {@code maximum} (longer values show in full as tooltips).
     * Returns the sum.
     */
    public static int fitToContent(JTable table, int rows, int minimum, int maximum) {
        int total = 0;
        for (int c = 0; c < table.getColumnCount(); c++) {
            TableColumn column = table.getColumnModel().getColumn(c);
            int width = minimum;
            TableCellRenderer header = column.getHeaderRenderer() != null ? column.getHeaderRenderer()
                    : table.getTableHeader() == null ? null : table.getTableHeader().getDefaultRenderer();
            if (header != null) {
                Component h = header.getTableCellRendererComponent(table, column.getHeaderValue(), false, false, -1, c);
                width = Math.max(width, h.getPreferredSize().width);
            }
            for (int r = 0; r < Math.min(rows, table.getRowCount()); r++) {
                Component cell = table.prepareRenderer(table.getCellRenderer(r, c), r, c);
                width = Math.max(width, cell.getPreferredSize().width);
            }
            width = Math.min(maximum, width + 2 * table.getIntercellSpacing().width + 8);
            column.setPreferredWidth(width);
            total += width;
        }
        return total;
    }
}
