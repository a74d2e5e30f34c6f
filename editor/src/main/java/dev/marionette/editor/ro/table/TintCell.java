package dev.marionette.editor.ro.table;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.event.MouseEvent;
import java.util.EventObject;
import dev.marionette.model.act.SpriteLayer;
import javax.swing.AbstractCellEditor;
import javax.swing.JColorChooser;
import javax.swing.JComponent;
import javax.swing.JTable;
import javax.swing.table.TableCellEditor;
import javax.swing.table.TableCellRenderer;

/**
 * The tint column: a swatch of the colour (over a checker, so the alpha shows) with its hex value, and a
 * colour chooser with transparency to change it on a double click. Values are {@code 0xRRGGBBAA}.
 */
final class TintCell {

    private TintCell() {
    }

    static Color toColor(int rgba) {
        return new Color(rgba >>> 24, (rgba >>> 16) & 0xFF, (rgba >>> 8) & 0xFF, rgba & 0xFF);
    }

    static int toRgba(Color c) {
        return c.getRed() << 24 | c.getGreen() << 16 | c.getBlue() << 8 | c.getAlpha();
    }

    /** Paints the swatch and the value. */
    static final class Renderer extends JComponent implements TableCellRenderer {
        private static final long serialVersionUID = 1L;
        private int rgba;
        private boolean selected;
        private transient JTable table;

        @Override
        public Component getTableCellRendererComponent(JTable t, Object value, boolean isSelected, boolean focus,
                int row, int column) {
            table = t;
            rgba = value == null ? -1 : (Integer) value;
            selected = isSelected;
            setToolTipText(String.format("R %d, G %d, B %d, alpha %d (double-click to change)", rgba >>> 24,
                    (rgba >>> 16) & 0xFF, (rgba >>> 8) & 0xFF, rgba & 0xFF));
            return this;
        }

        @Override
        protected void paintComponent(Graphics graphics) {
            Graphics2D g = (Graphics2D) graphics;
            g.setColor(selected ? table.getSelectionBackground() : table.getBackground());
            g.fillRect(0, 0, getWidth(), getHeight());
            int s = getHeight() - 6;
            for (int y = 0; y < s; y += 4) {
                for (int x = 0; x < s; x += 4) {
                    g.setColor(((x + y) / 4) % 2 == 0 ? Color.LIGHT_GRAY : Color.WHITE);
                    g.fillRect(4 + x, 3 + y, Math.min(4, s - x), Math.min(4, s - y));
                }
            }
            g.setColor(toColor(rgba));
            g.fillRect(4, 3, s, s);
            g.setColor(Color.GRAY);
            g.drawRect(4, 3, s, s);
            g.setColor(selected ? table.getSelectionForeground() : table.getForeground());
            g.setFont(table.getFont().deriveFont(table.getFont().getSize2D() - 2));
            String text = shownText(rgba, getWidth() - (s + 9), g.getFontMetrics());
            g.drawString(text, s + 9, (getHeight() + g.getFontMetrics().getAscent()) / 2 - 1);
        }
    }

    /**
     * The value written beside the swatch in {@code room} pixels: "none", else {@code RRGGBBAA}, else (a narrow
     * column, as at 1280x800) {@code RRGGBB} when the alpha is opaque, else nothing rather than a value cut off
     * ("0000" of 00000000); the tooltip always gives every channel.
     */
    static String shownText(int rgba, int room, java.awt.FontMetrics metrics) {
        String full = rgba == SpriteLayer.DEFAULT_TINT ? "none" : String.format("%08X", rgba);
        if (metrics.stringWidth(full) <= room) {
            return full;
        }
        String opaque = String.format("%06X", rgba >>> 8);
        return (rgba & 0xFF) == 0xFF && metrics.stringWidth(opaque) <= room ? opaque : "";
    }

    /** Opens a colour chooser (with alpha) and commits its answer. */
    static final class Editor extends AbstractCellEditor implements TableCellEditor {
        private static final long serialVersionUID = 1L;
        private Integer value;

        @Override
        public boolean isCellEditable(EventObject e) {
            return !(e instanceof MouseEvent m) || m.getClickCount() >= 2;
        }

        @Override
        public Component getTableCellEditorComponent(JTable table, Object current, boolean isSelected, int row,
                int column) {
            value = (Integer) current;
            Color chosen = JColorChooser.showDialog(table, "Tint of layer " + row, toColor(value), true);
            Renderer shown = new Renderer();
            shown.getTableCellRendererComponent(table, value, true, false, row, column);
            if (chosen != null) {
                value = toRgba(chosen);
                javax.swing.SwingUtilities.invokeLater(this::stopCellEditing);
            } else {
                javax.swing.SwingUtilities.invokeLater(this::cancelCellEditing);
            }
            return shown;
        }

        @Override
        public Object getCellEditorValue() {
            return value;
        }
    }
}
