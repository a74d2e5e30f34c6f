package dev.marionette.editor.ro.pixel;

import dev.marionette.model.ro.pixel.PixelBuffer;
import dev.marionette.model.spr.Palette;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import javax.swing.JColorChooser;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;

/**
 * The colours beside the pixel editor. For an indexed image, the sheet's 256 entries in a 16 &times; 16 grid:
 * a left click makes an entry the left colour, a right click the right colour; the left colour's entry is
 * framed in white and black, the right one's dashed. Above the grid, the two colours as overlapping squares
 * (index 0 drawn as the checkerboard of transparency). For an RGBA image there is no grid: a click on a
 * square opens a colour chooser with alpha. A click selects a colour only; no pixel changes.
 */
final class PalettePanel extends JComponent {

    private static final long serialVersionUID = 1L;
    private static final int CELL = 14;
    private static final int RIGHT = 12;
    private static final int TOP = 48;

    private final transient PixelSession session;

    PalettePanel(PixelSession session) {
        this.session = session;
        setName("pixelPalette");
        setFocusable(true);
        setToolTipText("Left click: left colour, right click: right colour");
        session.addListener(this::repaint);
        addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                requestFocusInWindow();
                clicked(e.getX(), e.getY(), SwingUtilities.isRightMouseButton(e));
            }
        });
    }

    @Override
    public Dimension getPreferredSize() {
        return new Dimension(4 + 16 * CELL + RIGHT, TOP + 16 * CELL + 8);
    }

    /** The palette index at (x, y) of the panel, or -1. */
    int indexAt(int x, int y) {
        int col = (x - 4) / CELL;
        int row = (y - TOP) / CELL;
        if (x < 4 || y < TOP || col > 15 || row > 15) {
            return -1;
        }
        return row * 16 + col;
    }

    /** Where entry {@code index} is drawn: its cell's centre. */
    java.awt.Point cellCentre(int index) {
        return new java.awt.Point(4 + (index % 16) * CELL + CELL / 2, TOP + (index / 16) * CELL + CELL / 2);
    }

    private void clicked(int x, int y, boolean right) {
        if (session.buffer().indexed()) {
            int index = indexAt(x, y);
            if (index >= 0) {
                if (right) {
                    session.setSecondary(index);
                } else {
                    session.setPrimary(index);
                }
            }
            return;
        }
        if (y < TOP) {
            boolean second = x >= 24 && y >= 18;
            int current = second ? session.secondary() : session.primary();
            Color chosen = JColorChooser.showDialog(this, second ? "Right colour" : "Left colour",
                    new Color(current, true), true);
            if (chosen != null) {
                if (second) {
                    session.setSecondary(chosen.getRGB());
                } else {
                    session.setPrimary(chosen.getRGB());
                }
            }
        }
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        g.setColor(getBackground());
        g.fillRect(0, 0, getWidth(), getHeight());
        swatch(g, 24, 18, 24, session.secondary());
        swatch(g, 4, 4, 24, session.primary());
        g.setColor(getForeground());
        g.drawString(describe(session.primary()) + " / " + describe(session.secondary()), 56, 20);
        g.drawString("Brush " + session.brush() + " px", 56, 38);
        Palette palette = session.palette();
        if (session.buffer().indexed() && palette != null) {
            for (int i = 0; i < Palette.SIZE; i++) {
                int x = 4 + (i % 16) * CELL;
                int y = TOP + (i / 16) * CELL;
                if (i == 0) {
                    checker(g, x, y, CELL);
                } else {
                    g.setColor(new Color(palette.argb(i)));
                    g.fillRect(x, y, CELL, CELL);
                }
            }
            mark(g, session.secondary(), true);
            mark(g, session.primary(), false);
        }
        g.dispose();
    }

    private void mark(Graphics2D g, int index, boolean dashed) {
        int x = 4 + (index % 16) * CELL;
        int y = TOP + (index / 16) * CELL;
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke(3));
        g.drawRect(x, y, CELL - 1, CELL - 1);
        g.setColor(Color.BLACK);
        g.setStroke(dashed ? new BasicStroke(1, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1, new float[] {2, 2}, 0)
                : new BasicStroke(1));
        g.drawRect(x, y, CELL - 1, CELL - 1);
    }

    private void swatch(Graphics2D g, int x, int y, int size, int value) {
        if (value == PixelBuffer.TRANSPARENT) {
            checker(g, x, y, size);
        } else {
            Color c = session.buffer().indexed()
                    ? session.palette() == null ? Color.BLACK : new Color(session.palette().argb(value & 0xFF))
                    : new Color(value, true);
            checker(g, x, y, size);
            g.setColor(c);
            g.fillRect(x, y, size, size);
        }
        g.setColor(Color.DARK_GRAY);
        g.drawRect(x, y, size - 1, size - 1);
    }

    private static void checker(Graphics2D g, int x, int y, int size) {
        int half = size / 2;
        g.setColor(new Color(0xF4, 0xF4, 0xF4));
        g.fillRect(x, y, size, size);
        g.setColor(new Color(0xC8, 0xC8, 0xC8));
        g.fillRect(x, y, half, half);
        g.fillRect(x + half, y + half, size - half, size - half);
    }

    private String describe(int value) {
        if (session.buffer().indexed()) {
            return "#" + (value & 0xFF);
        }
        return String.format(java.util.Locale.ROOT, "%08X", value);
    }
}
