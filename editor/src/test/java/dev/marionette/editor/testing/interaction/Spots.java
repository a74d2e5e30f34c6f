package dev.marionette.editor.testing.interaction;

import dev.marionette.editor.testing.GuiTestSupport;
import java.awt.Point;
import java.awt.Rectangle;
import java.util.Optional;
import java.util.Random;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JSlider;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JTree;

/**
 * Where to click in a control, chosen at random and computed on the event thread: a row of a tree or list, a cell
 * of a table (scrolled into view first, as a user would with the scroll bar), a tab, a point of a surface or of the
 * empty space below the last row.
 */
final class Spots {

    private Spots() {
    }

    /** A point inside the visible part of {@code c}, two pixels from its edges. */
    static Point anywhere(JComponent c, Random random) {
        return GuiTestSupport.read(() -> {
            Rectangle r = c.getVisibleRect();
            return new Point(r.x + 2 + random.nextInt(Math.max(1, r.width - 4)),
                    r.y + 2 + random.nextInt(Math.max(1, r.height - 4)));
        });
    }

    /** A point near the middle of the visible part (where a fitted canvas shows its content). */
    static Point nearMiddle(JComponent c, Random random) {
        return GuiTestSupport.read(() -> {
            Rectangle r = c.getVisibleRect();
            return new Point(r.x + r.width / 4 + random.nextInt(Math.max(1, r.width / 2)),
                    r.y + r.height / 4 + random.nextInt(Math.max(1, r.height / 2)));
        });
    }

    /** Row {@code row} of a tree, list or table, scrolled into view; its middle (or for a table, cell column). */
    static Optional<Point> item(JComponent c, int row, int column) {
        return Optional.ofNullable(GuiTestSupport.read(() -> {
            Rectangle r;
            if (c instanceof JTree tree) {
                tree.scrollRowToVisible(row);
                r = tree.getRowBounds(row);
            } else if (c instanceof JList<?> list) {
                list.ensureIndexIsVisible(row);
                r = list.getCellBounds(row, row);
            } else if (c instanceof JTable table) {
                r = table.getCellRect(row, column, false);
                table.scrollRectToVisible(r);
            } else {
                return null;
            }
            if (r == null) {
                return null;
            }
            Rectangle visible = c.getVisibleRect().intersection(r);
            return visible.isEmpty() ? null : new Point((int) visible.getCenterX(), (int) visible.getCenterY());
        }));
    }

    /** How many rows (tree rows, list items, table rows). */
    static int rows(JComponent c) {
        return GuiTestSupport.read(() -> c instanceof JTree t ? t.getRowCount() : c instanceof JList<?> l
                ? l.getModel().getSize() : c instanceof JTable t ? t.getRowCount() : 0);
    }

    /** A point of the visible empty space below the last row, if there is any. */
    static Optional<Point> belowTheRows(JComponent c, Random random) {
        return Optional.ofNullable(GuiTestSupport.read(() -> {
            Rectangle visible = c.getVisibleRect();
            int n = rows(c);
            int bottom = 0;
            if (n > 0) {
                Rectangle last = c instanceof JTree t ? t.getRowBounds(n - 1) : c instanceof JList<?> l
                        ? l.getCellBounds(n - 1, n - 1) : ((JTable) c).getCellRect(n - 1, 0, true);
                bottom = last == null ? 0 : last.y + last.height;
            }
            int from = Math.max(bottom + 2, visible.y);
            int to = visible.y + visible.height - 2;
            return from >= to ? null : new Point(visible.x + 2 + random.nextInt(Math.max(1, visible.width - 4)),
                    from + random.nextInt(to - from));
        }));
    }

    /** The middle of tab {@code index}, if it is in view. */
    static Optional<Point> tab(JTabbedPane pane, int index) {
        return Optional.ofNullable(GuiTestSupport.read(() -> {
            Rectangle r = index < pane.getTabCount() ? pane.getBoundsAt(index) : null;
            if (r == null || r.isEmpty() || !pane.getVisibleRect().contains(r.getCenterX(), r.getCenterY())) {
                return null;
            }
            return new Point((int) r.getCenterX() - r.width / 6, (int) r.getCenterY());
        }));
    }

    /** A point on the track of a slider. */
    static Point onTrack(JSlider slider, Random random) {
        return GuiTestSupport.read(() -> new Point(4 + random.nextInt(Math.max(1, slider.getWidth() - 8)),
                slider.getHeight() / 2));
    }
}
