package dev.marionette.editor.ro.view;

import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import javax.swing.JComponent;
import javax.swing.JSplitPane;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicSplitPaneUI;

/**
 * Keeps the side panels of a sprite tab at steady widths as the window resizes, so the canvas takes what is
 * left: the action tree wide enough for its action names (between {@value #TREE} and {@value #TREE_MAX}
 * pixels), the right-hand panels at {@value #RIGHT} pixels, less on narrow windows (never under
 * {@value #RIGHT_MIN}, nor over two fifths of the room), or at the widths the user dragged the dividers to. Both
 * can be collapsed with the dividers' arrows or the Tree and Panels toggles.
 */
final class PanelWidths {

    static final int TREE = 200;
    static final int TREE_MAX = 320;
    static final int RIGHT = 460;
    static final int RIGHT_MIN = 340;

    private final JSplitPane outer;
    private final JSplitPane middle;
    private final JComponent tree;
    private int right = -1;

    PanelWidths(JSplitPane outer, JSplitPane middle, JComponent tree) {
        this.outer = outer;
        this.middle = middle;
        this.tree = tree;
    }

    /** The tree's width: its widest label and a scroll bar, within bounds. */
    private int treeWidth() {
        int wanted = tree.getPreferredSize().width + 24;
        return Math.max(TREE, Math.min(TREE_MAX, wanted));
    }

    void install(JComponent root) {
        outer.setDividerLocation(treeWidth());
        // Only a drag of the divider by the user sets the width kept; layouts move it too.
        if (middle.getUI() instanceof BasicSplitPaneUI ui) {
            ui.getDivider().addMouseListener(new MouseAdapter() {
                @Override
                public void mouseReleased(MouseEvent e) {
                    right = middle.getWidth() - middle.getDividerSize() - middle.getDividerLocation();
                }
            });
        }
        root.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                // After the nested split panes have taken their new sizes.
                SwingUtilities.invokeLater(PanelWidths.this::place);
            }
        });
    }

    private void place() {
        int width = middle.getWidth();
        if (width <= 0) {
            return;
        }
        int panels = right >= 0 ? right : Math.max(RIGHT_MIN, Math.min(RIGHT, width * 2 / 5));
        middle.setDividerLocation(Math.max(300, width - middle.getDividerSize() - panels));
    }
}
