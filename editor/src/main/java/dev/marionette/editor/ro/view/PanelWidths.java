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
 * Keeps the side panels of a sprite tab at fixed widths as the window resizes, so the canvas takes what is
 * left: the action tree at {@value #TREE} pixels, the right-hand panels at {@value #RIGHT} pixels, or at the
 * widths the user dragged the dividers to.
 */
final class PanelWidths {

    static final int TREE = 210;
    static final int RIGHT = 440;

    private final JSplitPane outer;
    private final JSplitPane middle;
    private int right = RIGHT;

    PanelWidths(JSplitPane outer, JSplitPane middle) {
        this.outer = outer;
        this.middle = middle;
    }

    void install(JComponent root) {
        outer.setDividerLocation(TREE);
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
        middle.setDividerLocation(Math.max(300, width - middle.getDividerSize() - right));
    }
}
