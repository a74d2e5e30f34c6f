package dev.marionette.editor.util;

import java.awt.Dimension;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import javax.swing.BorderFactory;
import javax.swing.JTextArea;
import javax.swing.UIManager;

/**
 * A label whose text wraps at word boundaries to the width its layout gives it, for messages of any length (a
 * reason a typed value is refused): it never asks for more width than {@link #MIN_WIDTH}, so a long message makes
 * the label taller instead of widening (and cutting off) the panel it is in. Reads as a label: not editable, not
 * focusable, the label font and no border.
 */
public class WrappingLabel extends JTextArea {

    /** The width asked of the layout; any wider is the layout's choice. */
    public static final int MIN_WIDTH = 40;

    private int laidOutWidth = -1;

    public WrappingLabel() {
        setLineWrap(true);
        setWrapStyleWord(true);
        setEditable(false);
        setFocusable(false);
        setOpaque(false);
        setBorder(BorderFactory.createEmptyBorder());
        setFont(UIManager.getFont("Label.font"));
        setForeground(UIManager.getColor("Label.foreground"));
        // The height depends on the width the layout gave: lay out again once when the width changes.
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

    @Override
    public void updateUI() {
        super.updateUI();
        setFont(UIManager.getFont("Label.font"));
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        return new Dimension(Math.min(d.width, MIN_WIDTH), d.height);
    }

    @Override
    public Dimension getMinimumSize() {
        return new Dimension(Math.min(getPreferredSize().width, MIN_WIDTH), getPreferredSize().height);
    }

    /** Shows {@code text}; lays the panel out again only when it changed. */
    @Override
    public void setText(String text) {
        if (text == null || !text.equals(getText())) {
            super.setText(text);
            revalidate();
        }
    }
}
