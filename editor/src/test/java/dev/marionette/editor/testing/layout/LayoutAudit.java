package dev.marionette.editor.testing.layout;

import java.awt.Component;
import java.awt.Container;
import java.awt.FontMetrics;
import java.awt.Insets;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.CellRendererPane;
import javax.swing.Icon;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JMenuItem;
import javax.swing.JRadioButton;
import javax.swing.JScrollPane;
import javax.swing.JSlider;
import javax.swing.JSpinner;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.JTree;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.plaf.basic.BasicRadioButtonUI;
import javax.swing.table.TableCellRenderer;
import javax.swing.text.JTextComponent;
import javax.swing.text.View;

/**
 * What a user sees cut off in a window as it is laid out now (run on the event thread):
 * <ul>
 * <li>a control that does not lie inside its window, or that sticks out of a panel between it and the window (a
 *     scroll pane's view aside: scrolling shows it);</li>
 * <li>a label's, button's or table cell's text that does not fit its place (an ellipsis, a word cut at the edge,
 *     lines cut at the bottom), unless its tooltip shows the whole text;</li>
 * <li>a text field, not being typed in, that does not show the start of its text (scrolled to its end: "#FFDCB8"
 *     read "FDCB8");</li>
 * <li>a read-only text area used as a label (a message) whose lines do not all show.</li>
 * </ul>
 * The look and feel's own insides (a file chooser's) are not the editor's and are skipped.
 */
public final class LayoutAudit {

    private LayoutAudit() {
    }

    /** The problems of {@code window}, one line each, naming the component by its type, name and text. */
    public static List<String> check(Window window) {
        List<String> problems = new ArrayList<>();
        walk(window, window, problems);
        return problems;
    }

    private static void walk(Component c, Window window, List<String> problems) {
        if (!c.isVisible() || c instanceof CellRendererPane || c instanceof JFileChooser) {
            return;
        }
        if (c instanceof JComponent j && c.isShowing()) {
            checkInside(j, window, problems);
            checkText(j, problems);
        }
        if (c instanceof JTable table && table.isShowing()) {
            checkCells(table, problems);
        }
        if (c instanceof Container container && !(c instanceof JSpinner) && !(c instanceof JComboBox)) {
            for (Component child : container.getComponents()) {
                walk(child, window, problems);
            }
        } else if (c instanceof JSpinner spinner && spinner.getEditor() instanceof JSpinner.DefaultEditor editor) {
            checkText(editor.getTextField(), problems);
        }
    }

    /** Whether {@code c} is a control a user reads or uses (not a plain panel). */
    private static boolean isControl(JComponent c) {
        return c instanceof AbstractButton || c instanceof JLabel || c instanceof JTextComponent
                || c instanceof JComboBox || c instanceof JSpinner || c instanceof JSlider || c instanceof JScrollPane
                || c instanceof JTabbedPane || (c instanceof JTable || c instanceof JList || c instanceof JTree)
                && !(c.getParent() instanceof JViewport);
    }

    private static void checkInside(JComponent c, Window window, List<String> problems) {
        if (!isControl(c) || c instanceof JMenuItem && !(c.getParent() instanceof javax.swing.JMenuBar)) {
            return;
        }
        if (c.getWidth() <= 0 || c.getHeight() <= 0) {
            if (hasText(c)) {
                problems.add(describe(c) + ": squeezed to " + c.getWidth() + "x" + c.getHeight());
            }
            return;
        }
        Rectangle r = new Rectangle(0, 0, c.getWidth(), c.getHeight());
        for (Container a = c.getParent(); a != null && !(a instanceof JViewport); a = a.getParent()) {
            Rectangle in = SwingUtilities.convertRectangle(c, r, a);
            int w = a instanceof Window ? a.getWidth() : a.getWidth();
            int h = a.getHeight();
            if (in.x < -1 || in.y < -1 || in.x + in.width > w + 1 || in.y + in.height > h + 1) {
                problems.add(describe(c) + ": at " + in.x + "," + in.y + " " + in.width + "x" + in.height
                        + " sticks out of " + what(a) + " (" + w + "x" + h + ")");
                return;
            }
            if (a == window) {
                return;
            }
        }
    }

    private static boolean hasText(JComponent c) {
        String text = c instanceof JLabel l ? l.getText() : c instanceof AbstractButton b ? b.getText() : null;
        return text != null && !text.isBlank();
    }

    private static void checkText(JComponent c, List<String> problems) {
        if (c.getWidth() <= 0 || c.getHeight() <= 0) {
            return;
        }
        if (c instanceof JLabel label) {
            labelText(label, label.getText(), label.isEnabled() ? label.getIcon() : label.getDisabledIcon(),
                    label.getIconTextGap(), problems);
        } else if (c instanceof AbstractButton b && !(b instanceof JMenuItem)) {
            Icon icon = b.getIcon();
            if (icon == null && (b instanceof JCheckBox || b instanceof JRadioButton)
                    && b.getUI() instanceof BasicRadioButtonUI ui) {
                icon = ui.getDefaultIcon();
            }
            labelText(b, b.getText(), icon, b.getIconTextGap(), problems);
        } else if (c instanceof JTextField field && !field.isFocusOwner()) {
            fieldStart(field, problems);
        } else if (c instanceof JTextArea area && !area.isEditable() && !(area.getParent() instanceof JViewport)) {
            int needed = area.getPreferredSize().height;
            if (area.getLineWrap() && area.getHeight() + 1 < needed) {
                problems.add(describe(area) + ": shows " + area.getHeight() + " of the " + needed
                        + " pixels its lines need");
            }
        }
    }

    /** A label's or button's text against the room its insets and icon leave. */
    private static void labelText(JComponent c, String text, Icon icon, int gap, List<String> problems) {
        if (text == null || text.isBlank()) {
            return;
        }
        Insets in = c.getInsets();
        Rectangle view = new Rectangle(in.left, in.top, c.getWidth() - in.left - in.right,
                c.getHeight() - in.top - in.bottom);
        String cut = cutText(c, text, icon, gap, view);
        if (cut != null && !tooltipShows(c.getToolTipText(), text)) {
            problems.add(describe(c) + ": " + cut);
        }
    }

    /** How {@code text} is cut in {@code view}, or null when it shows whole. */
    private static String cutText(JComponent c, String text, Icon icon, int gap, Rectangle view) {
        if (BasicHTML.isHTMLString(text)) {
            View html = BasicHTML.createHTMLView(c, text);
            int iconWidth = icon == null ? 0 : icon.getIconWidth() + gap;
            float width = view.width - iconWidth;
            float least = html.getMinimumSpan(View.X_AXIS);
            if (least > width + 1) {
                return "a word of the text needs " + Math.round(least) + " pixels, it has " + Math.round(width);
            }
            html.setSize(width, Math.max(1, view.height));
            float height = html.getPreferredSpan(View.Y_AXIS);
            if (height > view.height + 1) {
                return "its lines need " + Math.round(height) + " pixels of height, it has " + view.height;
            }
            return null;
        }
        FontMetrics fm = c.getFontMetrics(c.getFont());
        Rectangle iconR = new Rectangle();
        Rectangle textR = new Rectangle();
        int hAlign;
        int vAlign;
        int hPos;
        int vPos;
        if (c instanceof JLabel l) {
            hAlign = l.getHorizontalAlignment();
            vAlign = l.getVerticalAlignment();
            hPos = l.getHorizontalTextPosition();
            vPos = l.getVerticalTextPosition();
        } else {
            AbstractButton b = (AbstractButton) c;
            hAlign = b.getHorizontalAlignment();
            vAlign = b.getVerticalAlignment();
            hPos = b.getHorizontalTextPosition();
            vPos = b.getVerticalTextPosition();
        }
        String shown = SwingUtilities.layoutCompoundLabel(c, fm, text, icon, vAlign, hAlign, vPos, hPos, view,
                iconR, textR, gap);
        if (!shown.equals(text)) {
            return "\"" + text + "\" shows as \"" + shown + "\" in " + view.width + " pixels";
        }
        if (fm.getAscent() + fm.getDescent() > view.height + 2) {
            return "\"" + text + "\" is " + (fm.getAscent() + fm.getDescent()) + " pixels tall in " + view.height;
        }
        return null;
    }

    private static boolean tooltipShows(String tooltip, String text) {
        if (tooltip == null) {
            return false;
        }
        return plain(tooltip).contains(plain(text));
    }

    /** {@code text} without HTML tags, spaces collapsed. */
    static String plain(String text) {
        return text.replaceAll("<[^>]*>", " ").replace("&nbsp;", " ").replace("&amp;", "&").replace("&lt;", "<")
                .replace("&gt;", ">").replaceAll("\\s+", " ").strip();
    }

    private static void fieldStart(JTextField field, List<String> problems) {
        String text = field.getText();
        if (text == null || text.isEmpty() || field.getScrollOffset() == 0) {
            return;
        }
        Insets in = field.getInsets();
        int room = field.getWidth() - in.left - in.right;
        problems.add(describe(field) + ": shows \"" + text + "\" from its middle, scrolled "
                + field.getScrollOffset() + " pixels (" + field.getFontMetrics(field.getFont()).stringWidth(text)
                + " pixels of text in " + room + ")");
    }

    /** The table's visible cells: a text cut off must be whole in the cell's tooltip. */
    private static void checkCells(JTable table, List<String> problems) {
        Rectangle visible = table.getVisibleRect();
        if (visible.isEmpty()) {
            return;
        }
        int first = Math.max(0, table.rowAtPoint(visible.getLocation()));
        int last = table.rowAtPoint(new Point(visible.x, visible.y + visible.height - 1));
        last = last < 0 ? table.getRowCount() - 1 : last;
        for (int row = first; row <= last && row < table.getRowCount(); row++) {
            for (int col = 0; col < table.getColumnCount(); col++) {
                TableCellRenderer renderer = table.getCellRenderer(row, col);
                Component rc = table.prepareRenderer(renderer, row, col);
                if (!(rc instanceof JLabel label) || label.getText() == null || label.getText().isBlank()) {
                    continue;
                }
                Rectangle cell = table.getCellRect(row, col, false);
                label.setBounds(cell);
                Insets in = label.getInsets();
                Rectangle view = new Rectangle(in.left, in.top, cell.width - in.left - in.right,
                        cell.height - in.top - in.bottom);
                String cut = cutText(label, label.getText(), label.getIcon(), label.getIconTextGap(), view);
                if (cut == null) {
                    continue;
                }
                Point centre = new Point((int) cell.getCenterX(), (int) cell.getCenterY());
                MouseEvent at = new MouseEvent(table, MouseEvent.MOUSE_MOVED, 0, 0, centre.x, centre.y, 0, false);
                if (!tooltipShows(table.getToolTipText(at), label.getText())) {
                    problems.add(describe(table) + " row " + row + " column '" + table.getColumnName(col) + "': "
                            + cut + ", no tooltip shows it whole");
                }
            }
        }
    }

    static String describe(Component c) {
        String type = c.getClass().getSimpleName().isEmpty() ? c.getClass().getSuperclass().getSimpleName()
                : c.getClass().getSimpleName();
        String name = c.getName() == null ? "" : " '" + c.getName() + "'";
        String text = c instanceof JLabel l ? l.getText() : c instanceof AbstractButton b ? b.getText() : null;
        String where = "";
        for (Container a = c.getParent(); a != null; a = a.getParent()) {
            if (a.getName() != null && !(a instanceof JViewport)) {
                where = " in '" + a.getName() + "'";
                break;
            }
        }
        return type + name + (text == null || text.isBlank() ? "" : " \"" + abbreviate(plain(text)) + "\"") + where;
    }

    private static String what(Container a) {
        String type = a.getClass().getSimpleName().isEmpty() ? a.getClass().getSuperclass().getSimpleName()
                : a.getClass().getSimpleName();
        return type + (a.getName() == null ? "" : " '" + a.getName() + "'");
    }

    private static String abbreviate(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }
}
