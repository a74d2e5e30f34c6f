package dev.marionette.editor.ro.palette;

import dev.marionette.model.spr.Palette;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.KeyStroke;

/**
 * A palette as a 16 &times; 16 grid with a selection: a run of entries from an anchor to a lead (click picks
 * one entry, Shift+click or Shift+arrows extend, the arrow keys move). Entry 0, transparent in every sprite, is
 * crossed out and cannot be chosen. Double-click asks for an entry's colour. Only selects: edits are the
 * window's.
 */
final class PaletteGrid extends JComponent {

    private static final long serialVersionUID = 1L;
    static final int CELL = 18;

    private final transient Supplier<Palette> palette;
    private final transient List<Runnable> selectionListeners = new ArrayList<>();
    private transient IntConsumer doubleClick = e -> { };
    private int anchor = 1;
    private int lead = 1;

    PaletteGrid(Supplier<Palette> palette) {
        this.palette = palette;
        setName("paletteGrid");
        setFocusable(true);
        setPreferredSize(new Dimension(16 * CELL + 1, 16 * CELL + 1));
        setToolTipText("Click an entry to choose it, Shift+click a run; double-click to change its colour."
                + " Entry 0 is always transparent");
        addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                requestFocusInWindow();
                int entry = entryAt(e.getX(), e.getY());
                if (entry <= 0) {
                    return;
                }
                select(e.isShiftDown() ? anchor : entry, entry);
                if (e.getClickCount() == 2 && !e.isShiftDown()) {
                    doubleClick.accept(entry);
                }
            }
        });
        bindArrow(KeyEvent.VK_LEFT, -1);
        bindArrow(KeyEvent.VK_RIGHT, 1);
        bindArrow(KeyEvent.VK_UP, -16);
        bindArrow(KeyEvent.VK_DOWN, 16);
    }

    private void bindArrow(int key, int step) {
        for (boolean shift : new boolean[] {false, true}) {
            String name = "palette" + key + shift;
            getInputMap().put(KeyStroke.getKeyStroke(key, shift ? java.awt.event.InputEvent.SHIFT_DOWN_MASK : 0),
                    name);
            getActionMap().put(name, new AbstractAction() {
                private static final long serialVersionUID = 1L;

                @Override
                public void actionPerformed(ActionEvent e) {
                    int to = Math.max(1, Math.min(Palette.SIZE - 1, lead + step));
                    select(shift ? anchor : to, to);
                }
            });
        }
    }

    /** The entry drawn at (x, y), or -1. */
    static int entryAt(int x, int y) {
        int col = x / CELL;
        int row = y / CELL;
        if (x < 0 || y < 0 || col > 15 || row > 15) {
            return -1;
        }
        return row * 16 + col;
    }

    void onDoubleClick(IntConsumer action) {
        this.doubleClick = action;
    }

    void addSelectionListener(Runnable listener) {
        selectionListeners.add(listener);
    }

    /** Selects the run from {@code anchor} to {@code lead} (entries 1-255). */
    void select(int anchor, int lead) {
        int a = Math.max(1, Math.min(Palette.SIZE - 1, anchor));
        int l = Math.max(1, Math.min(Palette.SIZE - 1, lead));
        if (a != this.anchor || l != this.lead) {
            this.anchor = a;
            this.lead = l;
            repaint();
            selectionListeners.forEach(Runnable::run);
        }
    }

    int anchor() {
        return anchor;
    }

    /** The entry last clicked: the one the colour fields edit. */
    int lead() {
        return lead;
    }

    int low() {
        return Math.min(anchor, lead);
    }

    int high() {
        return Math.max(anchor, lead);
    }

    @Override
    protected void paintComponent(Graphics g) {
        Palette p = palette.get();
        if (p == null) {
            return;
        }
        Graphics2D g2 = (Graphics2D) g;
        for (int i = 0; i < Palette.SIZE; i++) {
            int x = (i % 16) * CELL;
            int y = (i / 16) * CELL;
            g2.setColor(new Color(p.argb(i)));
            g2.fillRect(x, y, CELL, CELL);
            g2.setColor(Color.DARK_GRAY);
            g2.drawRect(x, y, CELL, CELL);
            if (i == 0) {
                g2.setColor(Color.WHITE);
                g2.drawLine(x, y, x + CELL, y + CELL);
            }
        }
        for (int i = low(); i <= high(); i++) {
            int x = (i % 16) * CELL;
            int y = (i / 16) * CELL;
            g2.setStroke(new BasicStroke(i == lead ? 3 : 1));
            g2.setColor(Color.BLACK);
            g2.drawRect(x + 1, y + 1, CELL - 2, CELL - 2);
            g2.setStroke(new BasicStroke(1));
            g2.setColor(Color.WHITE);
            g2.drawRect(x + 2, y + 2, CELL - 4, CELL - 4);
        }
    }
}
