package dev.marionette.editor.agent.character;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.Locale;
import java.util.function.IntConsumer;
import javax.swing.JComponent;

/**
 * The character's palette as a 16x16 grid of swatches; the transparent index is crossed out. Clicking a swatch
 * reports its index (the page makes it the transparent colour).
 */
public final class PaletteView extends JComponent {

    private static final int CELL = 13;

    private int[] palette = new int[0];
    private int transparent = -1;

    public PaletteView(IntConsumer clicked) {
        setName("paletteView");
        setPreferredSize(new Dimension(16 * CELL + 1, 16 * CELL + 1));
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                int i = indexAt(e.getX(), e.getY());
                if (i >= 0) {
                    clicked.accept(i);
                }
            }
        });
        setToolTipText("");
    }

    public void show(int[] palette, int transparent) {
        this.palette = palette.clone();
        this.transparent = transparent;
        repaint();
    }

    private int indexAt(int x, int y) {
        int i = (y / CELL) * 16 + x / CELL;
        return x >= 0 && y >= 0 && x < 16 * CELL && i < palette.length ? i : -1;
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        int i = indexAt(e.getX(), e.getY());
        return i < 0 ? null : String.format(Locale.ROOT, "Index %d: #%06X%s", i, palette[i] & 0xFFFFFF,
                i == transparent ? " (transparent)" : "");
    }

    @Override
    protected void paintComponent(Graphics g) {
        for (int i = 0; i < palette.length; i++) {
            int x = (i % 16) * CELL;
            int y = (i / 16) * CELL;
            g.setColor(new Color(palette[i] & 0xFFFFFF));
            g.fillRect(x, y, CELL, CELL);
            if (i == transparent) {
                g.setColor(Color.WHITE);
                g.drawRect(x, y, CELL - 1, CELL - 1);
                g.setColor(Color.BLACK);
                g.drawLine(x, y, x + CELL - 1, y + CELL - 1);
                g.drawLine(x + CELL - 1, y, x, y + CELL - 1);
            }
        }
    }
}
