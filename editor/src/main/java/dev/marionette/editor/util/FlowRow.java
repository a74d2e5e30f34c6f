package dev.marionette.editor.util;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.Box;
import javax.swing.JComponent;
import javax.swing.JPanel;

/**
 * A row of controls that takes a second line when its place is narrower than the row, instead of pushing its
 * last controls out of sight (a transport bar under the canvas is 570 pixels wide at 1280x800). Controls are added
 * with a fixed width or a gap before them in MigLayout's words ("w 56!", "gapleft 8"), the two it understands.
 */
public final class FlowRow extends JPanel {

    private static final long serialVersionUID = 1L;
    private static final Pattern WIDTH = Pattern.compile("\\bw (\\d+)!");
    private static final Pattern GAP = Pattern.compile("\\bgapleft (\\d+)");

    private int laidOutWidth = -1;

    /** @param gap the space between controls, and between lines */
    public FlowRow(int gap) {
        super(new WrapLayout(FlowLayout.LEFT, gap, 0));
        setOpaque(false);
        // the height depends on the width given: lay out again once the width changed
        addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                if (getWidth() != laidOutWidth) {
                    laidOutWidth = getWidth();
                    revalidate();
                }
            }
        });
    }

    /** Adds {@code c} at the end of the row, "w N!" fixing its width and "gapleft N" leaving room before it. */
    public void add(JComponent c, String constraints) {
        Matcher gap = GAP.matcher(constraints);
        if (gap.find() && getComponentCount() > 0) {
            add(Box.createHorizontalStrut(Math.max(0, Integer.parseInt(gap.group(1))
                    - ((FlowLayout) getLayout()).getHgap())));
        }
        Matcher width = WIDTH.matcher(constraints);
        if (width.find()) {
            add(new FixedWidth(c, Integer.parseInt(width.group(1))));
        } else {
            add(c);
        }
    }

    /** Holds a control at a fixed width, its height its own (a label's grows when it gets its text). */
    private static final class FixedWidth extends JPanel {
        private static final long serialVersionUID = 1L;
        private final int width;
        private final JComponent content;

        FixedWidth(JComponent content, int width) {
            super(new java.awt.BorderLayout());
            this.width = width;
            this.content = content;
            setOpaque(false);
            add(content);
        }

        @Override
        public Dimension getPreferredSize() {
            return new Dimension(width, content.getPreferredSize().height);
        }

        @Override
        public Dimension getMinimumSize() {
            return getPreferredSize();
        }
    }

    /** Less than the widest control: the row wraps rather than ask its place for its whole length. */
    @Override
    public Dimension getMinimumSize() {
        int widest = 0;
        int height = 0;
        for (Component c : getComponents()) {
            widest = Math.max(widest, c.getPreferredSize().width);
            height = Math.max(height, c.getPreferredSize().height);
        }
        return new Dimension(widest, height);
    }
}
