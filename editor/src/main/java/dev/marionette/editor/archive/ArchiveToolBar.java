package dev.marionette.editor.archive;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;
import java.util.ArrayList;
import java.util.List;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JTextField;

/**
 * The archive tab's tool bar, left to right: the filter box and its match count, then the Open, Extract…,
 * Export… and Find in Open Archives… buttons. It fits any width and font: the filter box keeps a usable width,
 * the count is shortened (its whole text as a tooltip), and the buttons that do not fit move, from the last, into
 * a "More" menu at the right end. The buttons are reached with Tab (a click does not take the focus from the
 * list, which keeps its Enter); every one of them is also in the window's Archive menu and the right-click menus.
 */
final class ArchiveToolBar extends JPanel {

    private static final long serialVersionUID = 1L;
    private static final int GAP = 4;
    private static final int GROUP_GAP = 8;

    private final JLabel label = new JLabel("Filter: ");
    private final JTextField filter;
    private final JLabel count;
    private final List<JButton> buttons = new ArrayList<>();
    private final List<Action> actions;
    private final JButton more = new JButton("More ▾");
    /** How many buttons the last layout showed; the rest are in the More menu. */
    private int shown;

    /**
     * @param filter  the filter box
     * @param count   the label that tells how many entries the list shows
     * @param actions the commands of the buttons, left to right
     */
    ArchiveToolBar(JTextField filter, JLabel count, List<Action> actions) {
        this.filter = filter;
        this.count = count;
        this.actions = List.copyOf(actions);
        setName("archive.toolBar");
        setBorder(BorderFactory.createEmptyBorder(4, 6, 4, 6));
        setLayout(new Layout());
        label.setLabelFor(filter);
        label.setDisplayedMnemonic('i');
        add(label);
        add(filter);
        add(count);
        for (Action a : actions) {
            JButton b = new JButton(a);
            b.setName((String) a.getValue(Action.ACTION_COMMAND_KEY));
            b.setMnemonic(0);
            // Tab reaches it; a click leaves the focus where it was (the list keeps its Enter).
            b.setRequestFocusEnabled(false);
            buttons.add(b);
            add(b);
        }
        shown = buttons.size();
        more.setName("archive.more");
        more.setToolTipText("The commands that do not fit in the bar");
        more.setRequestFocusEnabled(false);
        more.setVisible(false);
        more.addActionListener(e -> {
            JPopupMenu menu = moreMenu();
            // Right-aligned under the button: the button sits at the bar's right end.
            menu.show(more, more.getWidth() - menu.getPreferredSize().width, more.getHeight());
        });
        add(more);
    }

    /** The menu of the buttons the bar has no room for. */
    JPopupMenu moreMenu() {
        JPopupMenu menu = new JPopupMenu();
        menu.setName("archive.moreMenu");
        for (int i = shown; i < actions.size(); i++) {
            menu.add(ArchiveActions.item(actions.get(i)));
        }
        return menu;
    }

    /** The button of the More menu, shown when some buttons do not fit (tests). */
    JButton moreButton() {
        return more;
    }

    /** The buttons shown now, left to right (tests). */
    List<JButton> shownButtons() {
        return List.copyOf(buttons.subList(0, shown));
    }

    /**
     * Lays the bar out in one row: the label, the filter box between its least and its preferred width (more
     * when there is room), the count in what is left, and as many buttons as fit, the others behind More.
     */
    private final class Layout implements LayoutManager {

        private int filterLeast() {
            return Math.max(filter.getFontMetrics(filter.getFont()).charWidth('m') * 10, 120);
        }

        private int filterMost() {
            return Math.max(filter.getPreferredSize().width, 2 * filterLeast());
        }

        private int rowHeight() {
            int h = Math.max(label.getPreferredSize().height, filter.getPreferredSize().height);
            h = Math.max(h, count.getPreferredSize().height);
            for (JButton b : buttons) {
                h = Math.max(h, b.getPreferredSize().height);
            }
            return h;
        }

        private int buttonsWidth(int n) {
            int w = 0;
            for (int i = 0; i < n; i++) {
                w += buttons.get(i).getPreferredSize().width + (i == 0 ? 0 : GAP);
            }
            return w;
        }

        @Override
        public Dimension preferredLayoutSize(Container parent) {
            Insets in = parent.getInsets();
            int w = label.getPreferredSize().width + filter.getPreferredSize().width + GROUP_GAP
                    + count.getPreferredSize().width + GROUP_GAP + buttonsWidth(buttons.size());
            return new Dimension(w + in.left + in.right, rowHeight() + in.top + in.bottom);
        }

        @Override
        public Dimension minimumLayoutSize(Container parent) {
            Insets in = parent.getInsets();
            int w = label.getPreferredSize().width + filterLeast() + GROUP_GAP + more.getPreferredSize().width;
            return new Dimension(w + in.left + in.right, rowHeight() + in.top + in.bottom);
        }

        @Override
        public void layoutContainer(Container parent) {
            Insets in = parent.getInsets();
            int width = parent.getWidth() - in.left - in.right;
            int height = rowHeight();
            int y = in.top + Math.max(0, (parent.getHeight() - in.top - in.bottom - height) / 2);
            int fixed = label.getPreferredSize().width + filterLeast() + GROUP_GAP;
            int fit = buttons.size();
            while (fit > 0 && fixed + buttonsWidth(fit) + (fit < buttons.size()
                    ? GAP + more.getPreferredSize().width : 0) + GROUP_GAP > width) {
                fit--;
            }
            shown = fit;
            boolean overflow = fit < buttons.size();
            for (int i = 0; i < buttons.size(); i++) {
                buttons.get(i).setVisible(i < fit);
            }
            more.setVisible(overflow);
            int right = buttonsWidth(fit) + (overflow ? (fit > 0 ? GAP : 0) + more.getPreferredSize().width : 0);
            // Between the label and the buttons: the filter box, then the count in what is left.
            int middle = width - label.getPreferredSize().width - right - (right > 0 ? GROUP_GAP : 0);
            int countWidth = count.getPreferredSize().width;
            int filterWidth = Math.max(filterLeast(), Math.min(filterMost(), middle - GROUP_GAP - countWidth));
            int x = in.left;
            x = place(label, x, y, label.getPreferredSize().width, height);
            x = place(filter, x, y, filterWidth, height) + GROUP_GAP;
            int countRoom = Math.max(0, Math.min(countWidth, middle - filterWidth - GROUP_GAP));
            place(count, x, y, countRoom, height);
            count.setToolTipText(countRoom < countWidth ? count.getText() : null);
            x = in.left + width - right;
            for (int i = 0; i < fit; i++) {
                int w = buttons.get(i).getPreferredSize().width;
                x = place(buttons.get(i), x, y, w, height) + GAP;
            }
            if (overflow) {
                place(more, x, y, more.getPreferredSize().width, height);
            }
        }

        private int place(Component c, int x, int y, int w, int h) {
            c.setBounds(x, y, w, h);
            return x + w;
        }

        @Override
        public void addLayoutComponent(String name, Component comp) {
        }

        @Override
        public void removeLayoutComponent(Component comp) {
        }
    }
}
