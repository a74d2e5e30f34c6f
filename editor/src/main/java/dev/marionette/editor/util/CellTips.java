package dev.marionette.editor.util;

import java.awt.Component;
import java.awt.Insets;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.MouseEvent;
import javax.swing.JLabel;
import javax.swing.JTable;
import javax.swing.SwingUtilities;

/**
 * The tooltip of a table cell whose text its column cuts ("sound (file mi..."): the whole text, so a value too
 * long for the room a 1280x800 window leaves is still read in full. A tooltip the cell's renderer gives that
 * already holds the text is kept.
 */
public final class CellTips {

    private CellTips() {
    }

    /** The tooltip for the cell under {@code e}: the renderer's, or the cell's whole text when it is cut. */
    public static String tooltip(JTable table, MouseEvent e, String renderers) {
        Point p = e.getPoint();
        int row = table.rowAtPoint(p);
        int column = table.columnAtPoint(p);
        if (row < 0 || column < 0) {
            return renderers;
        }
        Component c = table.prepareRenderer(table.getCellRenderer(row, column), row, column);
        if (!(c instanceof JLabel label) || label.getText() == null || label.getText().isBlank()) {
            return renderers;
        }
        String text = label.getText();
        if (renderers != null && renderers.contains(text) || !cut(label, table.getCellRect(row, column, false))) {
            return renderers;
        }
        return renderers == null ? text : text + " (" + renderers + ")";
    }

    /** Whether {@code label}'s text, laid out as a label lays it out, is cut in {@code cell}. */
    static boolean cut(JLabel label, Rectangle cell) {
        label.setBounds(cell);
        Insets in = label.getInsets();
        Rectangle view = new Rectangle(in.left, in.top, cell.width - in.left - in.right,
                cell.height - in.top - in.bottom);
        String shown = SwingUtilities.layoutCompoundLabel(label, label.getFontMetrics(label.getFont()),
                label.getText(), label.getIcon(), label.getVerticalAlignment(), label.getHorizontalAlignment(),
                label.getVerticalTextPosition(), label.getHorizontalTextPosition(), view, new Rectangle(),
                new Rectangle(), label.getIconTextGap());
        return !shown.equals(label.getText());
    }
}
